// The asset page's "Pools" section messages: rows already formatted as text, with numeric sort keys so the page
// can re-sort without asking again. The page names a chain by its index in `chains`, never by an address: the
// extension asks only for the asset's own contracts. No vscode and no DOM here: bundled into both sides.
import * as z from 'zod/mini';
import { boundedText as text } from '../format/parsed';

export const POOL_SORTS = ['liquidity', 'volume', 'change', 'age'] as const;
export type PoolSort = (typeof POOL_SORTS)[number];
export const POOL_SORT_LABELS: Readonly<Record<PoolSort, string>> = { liquidity: 'Liquidity', volume: 'Volume 24h', change: 'Change 24h', age: 'Newest' };
/** Rows shown at a time; "Show more" adds as many. */
export const POOLS_PAGE = 25;
export const MAX_POOL_ROWS = 100;
export const MAX_POOL_CHAINS = 50;

export const UNKNOWN_KEY = -1e300;
const key = z.number();
const poolRowSchema = z.object({
  address: text(200),
  chain: text(80),
  /** "WETH / USDC". */
  pair: text(130),
  dex: text(80),
  /** https only, and only when the image policy lets it load. */
  dexLogo: z.optional(text(2048)),
  price: text(40),
  liquidity: text(40),
  volume: text(40),
  change: text(20),
  direction: z.enum(['up', 'down', 'flat']),
  /** "1,204 / 998" buys / sells in 24h, or "—". */
  txns: text(40),
  age: text(20),
  explorerUrl: z.optional(text(400)),
  /** Under the liquidity floor: folded away unless the user shows them. */
  low: z.boolean(),
  /** Sort keys, highest first; an unknown figure is UNKNOWN_KEY, so it sorts last (Infinity is not sendable). */
  keys: z.object({ liquidity: key, volume: key, change: key, age: key }),
});
export type PoolRow = z.infer<typeof poolRowSchema>;

export const poolsSchema = z.object({
  status: z.enum(['loading', 'loaded', 'error']),
  /** The asset's chains with a contract (the list asks one at a time: a credit each). */
  chains: z.array(text(80)).check(z.maxLength(MAX_POOL_CHAINS)),
  chain: z.number().check(z.int(), z.minimum(0)),
  rows: z.array(poolRowSchema).check(z.maxLength(MAX_POOL_ROWS)),
  /** How many pools the service counts in all (it sends the most liquid 25). */
  total: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** "$50K": pools under it are folded away. */
  floor: text(20),
  message: z.optional(text(1000)),
  /** "Live: …" while the figures come from the market streams, or the cap's notice; none when they do not. */
  live: z.optional(text(200)),
});
export type PoolsData = z.infer<typeof poolsSchema>;

/** Page → extension: open the pool page of `rows[index]` of the list last sent (never an address the page names). */
export const openPoolSchema = z.object({ type: z.literal('openPool'), index: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_POOL_ROWS - 1)) });

/** Page → extension: list the pools of the asset's contract on `chains[chain]`. */
export const askPoolsSchema = z.object({ type: z.literal('pools'), chain: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_POOL_CHAINS - 1)) });
