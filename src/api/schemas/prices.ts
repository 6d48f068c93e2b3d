// `GET /market/multi-data` (prices of several assets in one request) and `GET /market/sparkline` (an image of a
// price trend). Multi-data answers `data` keyed by what was asked and `dataArray` in the order asked; both are
// read, every entry is checked on its own, and entries are matched to what was asked by id or contract only.
import * as z from 'zod/mini';
import { idString, optionalNumber, optionalString, MAX_LIST_ENTRIES } from './primitives';

/** One entry of a multi-data answer, as far as a price needs it. */
export interface MarketEntry {
  readonly key: string | undefined;
  readonly id: number | undefined;
  readonly price: number | undefined;
  /** Percent over 24 hours. */
  readonly change24h: number | undefined;
  readonly contracts: ReadonlyArray<{ readonly address: string; readonly blockchain: string | undefined }>;
}

const contract = z.object({ address: optionalString, blockchain: optionalString, blockchainId: idString });

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

function readContracts(value: unknown): MarketEntry['contracts'] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 100).flatMap((item) => {
    const parsed = contract.safeParse(item);
    return parsed.success && parsed.data.address ? [{ address: parsed.data.address, blockchain: parsed.data.blockchain }] : [];
  });
}

/** Every well-formed entry of the answer, from `dataArray` and from `data`; malformed ones are skipped. */
export const multiDataResponseSchema = z.pipe(
  z.object({ data: z.optional(z.unknown()), dataArray: z.optional(z.unknown()) }),
  z.transform((body): MarketEntry[] => {
    const raw = [
      ...(Array.isArray(body.dataArray) ? body.dataArray : []),
      ...(body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? Object.values(body.data) : Array.isArray(body.data) ? body.data : []),
    ];
    const out: MarketEntry[] = [];
    for (const item of raw.slice(0, MAX_LIST_ENTRIES)) {
      const parsed = entry.safeParse(item);
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  }),
);

/** `{ url }`: where the service drew the trend. */
export const sparklineResponseSchema = z.pipe(
  z.object({ url: optionalString, data: z.optional(z.object({ url: optionalString })) }),
  z.transform((body): string | undefined => body.url ?? body.data?.url),
);
