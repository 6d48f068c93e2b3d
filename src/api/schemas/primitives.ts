// Lenient building blocks (zod/mini, for bundle size and speed): the live service sends numbers as
// strings, nulls where the spec has none, and extra fields everywhere (objects drop unknown keys).
import * as z from 'zod/mini';
import type { AssetContract } from '../types';

function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** A number that must be present (a number or a numeric string). */
export const requiredNumber = z.pipe(z.transform(toNumber), z.number());

/** A number where absence, null or garbage all mean "unknown". */
export function readNumber(value: unknown): number | undefined {
  const n = toNumber(value);
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
export const optionalNumber = z.transform(readNumber);

/** A number that defaults to 0 when missing or null, but is an error when it is something else. */
export const numberOrZero = z.pipe(z.transform((value: unknown) => (value == null ? 0 : toNumber(value))), z.number());

/** Optional text: non-strings and blank strings become undefined. */
export function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
export const optionalString = z.transform(readString);

/** Required, non-empty text. */
export const requiredString = z.string().check(z.minLength(1));

/** An id or a chain id: number or string, kept as string (chainId changed type between versions). */
export function readId(value: unknown): string | undefined {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : undefined;
}
export const idString = z.transform(readId);

/** An array of strings where null elements and a null array are tolerated. */
export function readStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string' && s !== '') : [];
}
export const stringList = z.transform(readStringList);

/**
 * contracts[i] belongs to blockchains[i] (and has decimals[i]); null contracts (native coins) are skipped, and anything
 * but an array is no contracts.
 */
export function pairContracts(contracts: unknown, blockchains: readonly string[], decimals?: unknown): AssetContract[] {
  const paired: AssetContract[] = [];
  if (!Array.isArray(contracts)) return paired;
  const perContract = Array.isArray(decimals) ? decimals : [];
  for (let i = 0; i < contracts.length; i++) {
    const address: unknown = contracts[i];
    if (typeof address !== 'string' || address === '') continue;
    const blockchain = blockchains[i] ?? 'unknown';
    const d = toNumber(perContract[i]);
    paired.push(typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 255 ? { address, blockchain, decimals: d } : { address, blockchain });
  }
  return paired;
}

/** A date as ms since the epoch, from ms or an ISO string; anything else is unknown. */
export function readDate(value: unknown): number | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : undefined;
}
export const optionalDate = z.transform(readDate);

/** The most entries of an optional list that are read: more than any real token has, few enough to stay fast. */
export const MAX_LIST_ENTRIES = 1000;

/**
 * A reader of an optional list of extras (exchanges, investors…): `head` checks each element and `read` maps it (as in
 * recordOf), malformed elements are dropped, no list is empty, and only the first MAX_LIST_ENTRIES are read (a 10 MB
 * answer could otherwise carry 100,000 of them).
 */
export function listReader<H extends z.ZodMiniObject, T>(head: H, read: RecordRead<H, T>): (value: unknown) => T[] {
  return (value) => {
    const out: T[] = [];
    if (!Array.isArray(value)) return out;
    for (let i = 0; i < value.length && i < MAX_LIST_ENTRIES; i++) {
      const checked = head.safeParse(value[i]);
      if (checked.success) out.push(read(checked.data, value[i] as Record<string, unknown>));
    }
    return out;
  };
}

type RecordRead<H extends z.ZodMiniObject, T> = (checked: z.output<H>, raw: Readonly<Record<string, unknown>>) => T;

/** The raw fields a `read` function takes, named: its parameter typed with them makes a misspelt field a type error. */
export type Wire<K extends string> = { readonly [key in K]?: unknown };

/**
 * A record that only a few fields can make unreadable: `head`, a zod object (anything but an object fails it), checks
 * those; `read` takes the rest from the raw record with the readers above, which never fail. A zod schema per lenient
 * field would only call the same reader, through zod's machinery and into an object that is then mapped again
 * (measured: a third of the client's own cost of a metadata request on loopback).
 */
export function recordOf<H extends z.ZodMiniObject, T>(head: H, read: RecordRead<H, T>) {
  return z.transform((value: unknown, ctx): T => {
    const checked = head.safeParse(value);
    if (checked.success) return read(checked.data, value as Record<string, unknown>);
    return passIssues(checked.error, ctx, value);
  });
}

/** Reports another schema's issues as this one's, with their paths, from inside a transform. */
export function passIssues(error: z.core.$ZodError, ctx: z.core.ParsePayload, input: unknown): never {
  for (const issue of error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input });
  return z.NEVER;
}

/** Takes `value.data` when it is an object (the live service's wrapper), else the value itself. */
export function unwrapData(value: unknown): unknown {
  if (value && typeof value === 'object' && 'data' in value) {
    const data = (value as { data: unknown }).data;
    if (data && typeof data === 'object' && !Array.isArray(data)) return data;
  }
  return value;
}

/** One object or a list of them, as a list (null and missing give an empty list). */
export const listOf = z.transform((value: unknown): unknown[] => (value == null ? [] : Array.isArray(value) ? value : [value]));

/**
 * An array whose malformed elements are dropped, so one odd record does not hide a whole portfolio.
 * When every element is malformed the first problem is reported, so a changed format is not silent.
 */
export function tolerantArray<T extends z.ZodMiniType>(element: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items, ctx): z.output<T>[] => {
      const good: z.output<T>[] = [];
      let failure: { index: number; issue: z.core.$ZodIssue | undefined } | undefined;
      items.forEach((item, index) => {
        const parsed = element.safeParse(item);
        if (parsed.success) good.push(parsed.data);
        else failure ??= { index, issue: parsed.error.issues[0] };
      });
      if (good.length === 0 && failure) {
        ctx.issues.push({
          code: 'custom',
          input: items,
          message: failure.issue?.message ?? 'invalid',
          path: [failure.index, ...(failure.issue?.path ?? [])],
        });
      }
      return good;
    }),
  );
}

/**
 * The first `max` elements of an array, the rest unread (a 10 MB answer can hold millions of elements, and checking
 * each costs more than the 100 ms a handler may take). Anything but an array is an issue.
 */
export function arrayHead(max: number) {
  return z.transform((value: unknown, ctx): unknown[] => {
    if (Array.isArray(value)) return value.length <= max ? value : value.slice(0, max);
    ctx.issues.push({ code: 'custom', message: 'expected an array', input: value });
    return z.NEVER;
  });
}
