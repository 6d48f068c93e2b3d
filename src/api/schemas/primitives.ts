// Lenient building blocks: the live service sends numbers as strings, nulls where the spec has none,
// and extra fields everywhere (zod objects ignore unknown keys by default).
import { z } from 'zod';

function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** A number that must be present (a number or a numeric string). */
export const requiredNumber = z.preprocess(toNumber, z.number().finite());

/** A number where absence, null or garbage all mean "unknown". */
export const optionalNumber = z
  .preprocess(toNumber, z.number().finite().nullish())
  .catch(undefined)
  .transform((v) => v ?? undefined);

/** A number that defaults to 0 when missing or null, but is an error when it is something else. */
export const numberOrZero = z.preprocess(toNumber, z.number().finite().nullish()).transform((v) => v ?? 0);

/** Optional text: non-strings and empty strings become undefined. */
export const optionalString = z
  .unknown()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v : undefined));

/** An id or a chain id: number or string, kept as string (chainId changed type between versions). */
export const idString = z
  .union([z.string(), z.number()])
  .nullish()
  .catch(undefined)
  .transform((v) => (v == null ? undefined : String(v)));

/** An array of strings where null elements and a null array are tolerated. */
export const stringList = z
  .array(z.string().nullish().catch(null))
  .nullish()
  .catch(null)
  .transform((v) => (v ?? []).filter((s): s is string => typeof s === 'string' && s !== ''));

/** contracts[i] belongs to blockchains[i]; null contracts (native coins) are skipped. */
export function pairContracts(contracts: unknown, blockchains: readonly string[]) {
  const list = Array.isArray(contracts) ? contracts : [];
  return list.flatMap((address: unknown, i) =>
    typeof address === 'string' && address !== '' ? [{ address, blockchain: blockchains[i] ?? 'unknown' }] : [],
  );
}

export const rawContracts = z.array(z.unknown()).nullish().catch(null);

/**
 * An array whose malformed elements are dropped, so one odd record does not hide a whole portfolio.
 * When every element is malformed the first problem is reported, so a changed format is not silent.
 */
export function tolerantArray<T extends z.ZodTypeAny>(element: T) {
  return z.array(z.unknown()).transform((items, ctx): z.output<T>[] => {
    const parsed = items.map((item) => element.safeParse(item));
    const good = parsed.flatMap((p) => (p.success ? [p.data as z.output<T>] : []));
    const firstFailure = parsed.find((p) => !p.success);
    if (good.length === 0 && firstFailure && !firstFailure.success) {
      const issue = firstFailure.error.issues[0];
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [parsed.indexOf(firstFailure), ...(issue?.path ?? [])], message: issue?.message ?? 'invalid' });
      return z.NEVER;
    }
    return good;
  });
}
