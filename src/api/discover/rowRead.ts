// Reading one screener row leniently: pulse's token rows (EnrichedTokenData in `@mobula_labs/types`), its pool rows
// (EnrichedPoolData: token0/token1 with baseToken naming the priced side) and v1's market query rows. Each row stands
// on its own: one without an address or a name is dropped, a figure that is not a finite number or cannot be (NaN,
// "abc", a negative liquidity, a fall of more than 100%) is unknown, a date ahead of the clock is no date, and text is
// clipped. Pure, no schema per field: an answer can carry a hundred rows of a hundred fields each.
import { chainNameOf } from '../../detect/chains';
import { isAddress } from '../markets/poolSchemas';
import { contractSecurities } from '../schemas/security';
import { readDate, readNumber } from '../schemas/primitives';
import { clipped, isRaw, type Raw } from '../wallets/activityRead';
import type { DiscoverRow } from './types';

const MAX_NAME = 120;
const MAX_SYMBOL = 40;
const MAX_CHAIN = 60;
/** A creation time this far ahead of the clock is a clock's drift; beyond it, no date. */
const FUTURE_SLACK_MS = 5 * 60_000;

/** The first of `keys` that reads as a finite number. */
function numberAt(raw: Raw, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const n = readNumber(raw[key]);
    if (n !== undefined) return n;
  }
  return undefined;
}

const positive = (n: number | undefined) => (n !== undefined && n > 0 ? n : undefined);
const notNegative = (n: number | undefined) => (n !== undefined && n >= 0 ? n : undefined);
/** A change in percent: no price falls more than 100%. */
const change = (n: number | undefined) => (n !== undefined && n >= -100 ? n : undefined);

function assetIdOf(value: unknown): number | undefined {
  const id = readNumber(value);
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function createdOf(raw: Raw, now: number): number | undefined {
  const ms = readDate(raw.created_at) ?? readDate(raw.createdAt);
  return ms !== undefined && ms > 0 && ms <= now + FUTURE_SLACK_MS ? ms : undefined;
}

/** "evm:8453" → "Base"; a name as given; anything too long or absent is "unknown". */
function chainOf(raw: Raw, fallback?: string): string {
  const text = clipped(raw.blockchain, MAX_CHAIN + 1) ?? clipped(raw.chainId, MAX_CHAIN + 1) ?? fallback;
  return text === undefined || text.length > MAX_CHAIN ? 'unknown' : chainNameOf(text);
}

function securityOf(value: unknown): DiscoverRow['security'] {
  return isRaw(value) ? contractSecurities.parse([{ security: value }])[0] : undefined;
}

/** The figures every kind of row carries, under pulse's names and v1's. */
function figures(raw: Raw, now: number): Pick<DiscoverRow, 'price' | 'change24h' | 'liquidity' | 'volume24h' | 'createdAt' | 'security'> {
  return {
    price: positive(numberAt(raw, ['price', 'priceUSD', 'latest_price'])),
    change24h: change(numberAt(raw, ['price_change_24h', 'priceChange24hPercentage', 'priceChange24h'])),
    liquidity: notNegative(numberAt(raw, ['liquidity', 'liquidityUSD'])),
    volume24h: notNegative(numberAt(raw, ['volume_24h', 'volume24hUSD', 'volume24h', 'volume'])),
    createdAt: createdOf(raw, now),
    security: securityOf(raw.security),
  };
}

function names(raw: Raw): { symbol: string; name: string } | undefined {
  const symbol = clipped(raw.symbol, MAX_SYMBOL)?.trim() || undefined, name = clipped(raw.name, MAX_NAME)?.trim() || undefined;
  return symbol === undefined && name === undefined ? undefined : { symbol: symbol ?? name!, name: name ?? symbol! };
}

/** A pulse token row (assetMode). */
export function readTokenRow(raw: Raw, now: number): DiscoverRow | undefined {
  const address = clipped(raw.address, 80), named = names(raw);
  if (address === undefined || !isAddress(address) || !named) return undefined;
  return { kind: 'token', address, chain: chainOf(raw), ...named, assetId: assetIdOf(raw.id), ...figures(raw, now) };
}

/** A pulse pool row: its base token names it, "BASE/QUOTE" and the DEX say which pool it is. */
export function readPoolRow(raw: Raw, now: number): DiscoverRow | undefined {
  const address = clipped(raw.address, 80);
  if (address === undefined || !isAddress(address) || !isRaw(raw.token0) || !isRaw(raw.token1)) return undefined;
  const baseAddress = clipped(raw.baseToken, 80)?.toLowerCase();
  const oneIsBase = baseAddress !== undefined && clipped(raw.token1.address, 80)?.toLowerCase() === baseAddress;
  const [base, quote] = oneIsBase ? [raw.token1, raw.token0] : [raw.token0, raw.token1];
  const named = names(base) ?? names({ symbol: raw.tokenSymbol, name: raw.tokenName });
  if (!named) return undefined;
  const quoteSymbol = names(quote)?.symbol;
  const exchange = isRaw(raw.exchange) ? clipped(raw.exchange.name, MAX_NAME)?.trim() || undefined : undefined;
  return {
    kind: 'pool', address, chain: chainOf(raw, clipped(base.chainId, MAX_CHAIN + 1)), ...named,
    pair: quoteSymbol === undefined ? named.symbol : `${named.symbol}/${quoteSymbol}`, exchange, assetId: assetIdOf(base.id), ...figures(raw, now),
  };
}

/** A v1 market query row (an asset): its contract on `chain` when one is named, else its first. */
export function readQueryRow(raw: Raw, now: number, chain: string | undefined): DiscoverRow | undefined {
  const named = names(raw);
  if (!named || !Array.isArray(raw.contracts)) return undefined;
  const contracts = raw.contracts.slice(0, 50).filter(isRaw)
    .map((c) => ({ address: clipped(c.address, 80), chain: chainOf(c) })).filter((c): c is { address: string; chain: string } => c.address !== undefined && isAddress(c.address));
  const wanted = chain === undefined ? undefined : chainNameOf(chain).toLowerCase();
  const contract = contracts.find((c) => c.chain.toLowerCase() === wanted) ?? contracts[0];
  if (!contract) return undefined;
  return { kind: 'token', address: contract.address, chain: contract.chain, ...named, assetId: assetIdOf(raw.id), ...figures(raw, now) };
}

/** Rows read one by one, the first of each kind, chain and address kept (a service that repeats itself). */
export function readRows(items: readonly unknown[], read: (raw: Raw) => DiscoverRow | undefined): DiscoverRow[] {
  const seen = new Set<string>(), rows: DiscoverRow[] = [];
  for (const item of items) {
    const row = isRaw(item) ? read(item) : undefined;
    const key = row && `${row.kind} ${row.chain.toLowerCase()} ${row.address.toLowerCase()}`;
    if (row && !seen.has(key!)) { seen.add(key!); rows.push(row); }
  }
  return rows;
}
