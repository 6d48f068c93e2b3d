// Screener rows in the live shapes of `@mobula_labs/types`: pulse's token rows (utils/schemas/EnrichedMarketData.ts,
// EnrichedTokenData) and pool rows (EnrichedPoolData), and v1's market query rows (v1/market/MarketQuerySchema.ts).
// Fields the schemas require and the data set does not know are null (texts, dates) or left to the schemas' 0.
import { chainInfo } from './data/chains';
import type { PairRecord } from './data/pairs';
import type { SecurityFlags } from './data/security';
import type { AssetRecord, ChainName } from './data/types';
import { createdAtMs, poolState, viewOf, type Side } from './pool-model';
import type { ScreenToken } from './pulse-data';

type Json = Record<string, unknown>;

const NO_SOCIALS = { twitter: null, website: null, telegram: null, others: null };
const iso = (ms: number) => new Date(ms).toISOString();

/** The schema's flags only (the data set's `frozen` is a portfolio field, not a scan's). */
function scan(flags: SecurityFlags | null): Json | null {
  if (!flags) return null;
  const { frozen: _frozen, ...known } = flags;
  return known;
}

/** What every token record carries, row or pool side. */
function tokenBase(address: string, chainId: string, t: { name: string; symbol: string; id: number | null; logo: string | null; price: number }): Json {
  return {
    address, chainId, symbol: t.symbol, name: t.name, id: t.id, price: t.price, priceTokenString: '0', approximateReserveTokenRaw: '0',
    logo: t.logo, bonded_at: null,
  };
}

/** A pulse token row (`assetMode: true`). */
export function tokenRow(t: ScreenToken, now: number): Json {
  const { chainId } = chainInfo(t.chain);
  return {
    ...tokenBase(t.address, chainId, t), blockchain: t.chain, liquidity: t.liquidity, marketCap: 0,
    latest_trade_date: iso(now - 60_000), price_change_24h: t.change24h, volume_24h: t.volume24h, created_at: iso(t.createdAt),
    latest_price: t.price, description: null, socials: NO_SOCIALS, security: scan(t.security),
    liveStatus: null, liveThumbnail: null, livestreamTitle: null, liveReplyCount: null, holders_list: [],
  };
}

function side(s: Side, chainId: string, price: number): Json {
  return { ...tokenBase(s.address, chainId, { name: s.name, symbol: s.symbol, id: s.asset.unlisted ? null : s.asset.id, logo: s.asset.logo, price }), decimals: s.decimals };
}

/** A pulse pool row (`assetMode: false`): both tokens, the base named by `baseToken`. */
export function poolRow(pool: PairRecord, now: number, anchorMs: number): Json {
  const view = viewOf(pool), state = poolState(pool, now, anchorMs), { chainId } = chainInfo(pool.chain);
  const created = iso(createdAtMs(pool, anchorMs));
  const dayAgo = poolState(pool, now - 86_400_000, anchorMs).basePrice;
  return {
    token0: side(view.token0, chainId, pool.base === 0 ? state.basePrice : state.quotePrice),
    token1: side(view.token1, chainId, pool.base === 1 ? state.basePrice : state.quotePrice),
    volume24h: pool.volume24h, liquidity: state.liquidityUsd, blockchain: pool.chain, address: pool.address, createdAt: created, type: pool.kind,
    baseToken: view.base.address, quoteToken: view.quote.address, exchange: { name: pool.exchange, logo: '' }, factory: pool.factory,
    bonded: false, bondingPercentage: null, bondingCurveAddress: null,
    price: state.basePrice, price_change_24h: (state.basePrice / dayAgo - 1) * 100, volume_24h: pool.volume24h, created_at: created,
    latest_trade_date: iso(now - 60_000), source: null, deployer: null, tokenSymbol: view.base.symbol, tokenName: view.base.name,
    dexscreenerListed: null, socials: NO_SOCIALS, description: null, security: null, holders_list: [],
  };
}

/** A v1 market query row: a listed asset (an invented token, with no id, is not one). */
export function queryRow(t: ScreenToken, asset: AssetRecord): Json {
  return {
    name: t.name, logo: t.logo, symbol: t.symbol, liquidity: t.liquidity, market_cap: asset.market_cap, volume: t.volume24h, off_chain_volume: 0,
    price: t.price, price_change_1h: 0, price_change_24h: t.change24h, price_change_7d: 0, categories: [],
    contracts: asset.contracts.map((address, i) => ({
      address, blockchain: asset.blockchains[i]!, blockchainId: chainInfo(asset.blockchains[i] as ChainName).chainId, decimals: asset.decimals[i] ?? 18,
    })).filter((c) => c.address !== ''),
    id: asset.id, rank: asset.rank,
  };
}
