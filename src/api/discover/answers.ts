// The two generations' answers as rows. Pulse: `{[viewName]: {data: [...]}}` (a view's value may also be text: a
// compressed answer, read as no rows). v1's market query: a list, or `{data: [...]}`. Only the first rows are read (a
// 10 MB answer could hold millions); a malformed row is dropped, not the list; anything but an object or a list is an
// invalid answer, so a changed format is not silent.
import * as z from 'zod/mini';
import { arrayHead } from '../schemas/primitives';
import { isRaw } from '../wallets/activityRead';
import { readPoolRow, readQueryRow, readRows, readTokenRow } from './rowRead';
import type { DiscoverRow, DiscoverView } from './types';

/** The most rows read of one view: pulse gives at most 100. */
export const MAX_ROWS = 100;
const head = arrayHead(MAX_ROWS);

/** Pulse's answer for `view`: token rows, or pool rows for a view that lists pools. */
export function pulseAnswerSchema(view: DiscoverView, now: number) {
  return z.transform((value: unknown, ctx): DiscoverRow[] => {
    if (!isRaw(value)) {
      ctx.issues.push({ code: 'custom', message: 'expected an object of views', input: value });
      return z.NEVER;
    }
    const found = value[view] ?? (isRaw(value.data) ? value.data[view] : undefined);
    const data = isRaw(found) ? head.safeParse(found.data) : undefined;
    if (!data?.success) return [];
    return readRows(data.data, (raw) => (isRaw(raw.token0) ? readPoolRow(raw, now) : readTokenRow(raw, now)));
  });
}

/** v1's market query answer: assets, each on the chain asked for (else its first contract). */
export function queryAnswerSchema(chain: string | undefined, now: number) {
  return z.transform((value: unknown, ctx): DiscoverRow[] => {
    const list = head.safeParse(isRaw(value) ? value.data : value);
    if (!list.success) {
      ctx.issues.push({ code: 'custom', message: 'expected a list of assets', input: value });
      return z.NEVER;
    }
    return readRows(list.data, (raw) => readQueryRow(raw, now, chain));
  });
}
