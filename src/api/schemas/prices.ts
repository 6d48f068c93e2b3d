// `GET /market/multi-data` (prices of several assets in one request) and `GET /market/sparkline` (an image of a
// price trend). Multi-data answers `data` keyed by what was asked and `dataArray` in the order asked; both are
// read, every entry is checked on its own, and entries are matched to what was asked by id or contract only.
import * as z from 'zod/mini';
import { idString, optionalNumber, optionalString, readString, MAX_LIST_ENTRIES } from './primitives';

/** One entry of a multi-data answer, as far as a price needs it. */
export interface MarketEntry {
  readonly key: string | undefined;
  readonly id: number | undefined;
  readonly price: number | undefined;
  /** Percent over 24 hours. */
  readonly change24h: number | undefined;
  readonly contracts: ReadonlyArray<{ readonly address: string; readonly blockchain: string | undefined }>;
}

/** The most contracts of one entry that are read: a token lives on a few dozen chains at most. */
const MAX_CONTRACTS = 100;

const entry = z.pipe(
  z.object({
    key: idString, id: optionalNumber, price: optionalNumber, price_change_24h: optionalNumber,
    contracts: z.optional(z.unknown()),
  }),
  z.transform((e): MarketEntry => ({
    key: e.key,
    id: e.id,
    price: e.price !== undefined && e.price > 0 ? e.price : undefined,
    change24h: e.price_change_24h,
    contracts: readContracts(e.contracts),
  })),
);

/** Read with the plain readers, not a zod object per contract: an answer can carry 100,000 of them (1000 entries of
 *  100), and zod's machinery took most of the 100 ms a whole answer may take. */
function readContracts(value: unknown): MarketEntry['contracts'] {
  const out: Array<MarketEntry['contracts'][number]> = [];
  if (!Array.isArray(value)) return out;
  for (let i = 0; i < value.length && i < MAX_CONTRACTS; i++) {
    const item: unknown = value[i];
    if (!item || typeof item !== 'object') continue;
    const { address, blockchain } = item as { address?: unknown; blockchain?: unknown };
    const read = readString(address);
    if (read) out.push({ address: read, blockchain: readString(blockchain) });
  }
  return out;
}

/** Every well-formed entry of the answer, from `dataArray` and from `data`; malformed ones are skipped. */
export const multiDataResponseSchema = z.pipe(
  z.object({ data: z.optional(z.unknown()), dataArray: z.optional(z.unknown()) }),
  z.transform((body): MarketEntry[] => {
    const out: MarketEntry[] = [];
    let read = 0;
    for (const item of itemsOf(body)) {
      if (read++ === MAX_LIST_ENTRIES) break;
      const parsed = entry.safeParse(item);
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  }),
);

/** The items of `dataArray`, then of `data` (a list, or an object keyed by what was asked), one at a time: only the
 *  first MAX_LIST_ENTRIES are looked at, never a copy of lists a 10 MB answer can make a million items long. */
function* itemsOf(body: { data?: unknown; dataArray?: unknown }): Generator<unknown> {
  if (Array.isArray(body.dataArray)) yield* body.dataArray;
  const data = body.data;
  if (Array.isArray(data)) yield* data;
  else if (data && typeof data === 'object') for (const key in data) if (Object.hasOwn(data, key)) yield (data as Record<string, unknown>)[key];
}

/** `{ url }`: where the service drew the trend. */
export const sparklineResponseSchema = z.pipe(
  z.object({ url: optionalString, data: z.optional(z.object({ url: optionalString })) }),
  z.transform((body): string | undefined => body.url ?? body.data?.url),
);
