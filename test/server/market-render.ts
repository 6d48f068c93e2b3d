// One pool in the live shape of the service's MarketDetailsOutput (utils/schemas/MarketDetailsOutput.ts), as
// /api/2/market/details and /api/2/token/markets send it. Prices and reserves are the curve's at request time;
// window volumes spread the pool's 24h volume (each window within 20% of its share, so longer windows never
// hold less); counts divide volume by the pool's mean trade.
import { chainInfo } from './data/chains';
import { mediaUrl } from './data/deterministic';
import { DAY, HOUR, MINUTE, hashUnit, seedOf } from './data/price-series';
import type { PairRecord } from './data/pairs';
import { meanTradeUsd, tradesNewestFirst } from './market-activity';
import { createdAtMs, feePercent, poolState, type Side, usdPrice, viewOf } from './pool-model';
import { toRawUnits } from './units';

/** The schema's window suffixes: 1min, 5min, 15min, 1h, 4h, 6h, 12h, 24h. */
const WINDOWS: ReadonlyArray<[string, number]> = [
  ['1min', MINUTE], ['5min', 5 * MINUTE], ['15min', 15 * MINUTE], ['1h', HOUR], ['4h', 4 * HOUR], ['6h', 6 * HOUR], ['12h', 12 * HOUR], ['24h', DAY],
];
const CHANGE_WINDOWS = WINDOWS.filter(([name]) => name !== '15min');

/** TokenDetailsSchema's fields for one side: its reserve in the pool and its price in the other token. */
function sideDetails(pool: PairRecord, side: Side, reserve: number, reserveUsd: number, price: number, otherPrice: number) {
  const { asset } = side;
  return {
    address: side.address, chainId: chainInfo(pool.chain).chainId, symbol: side.symbol, name: side.name, decimals: side.decimals,
    id: asset.unlisted ? null : asset.id, priceUSD: price, priceToken: price / otherPrice, priceTokenString: String(price / otherPrice),
    approximateReserveUSD: reserveUsd, approximateReserveTokenRaw: toRawUnits(reserve, side.decimals), approximateReserveToken: reserve,
    totalSupply: asset.total_supply, circulatingSupply: asset.circulating_supply, marketCapUSD: price * asset.circulating_supply,
    marketCapDilutedUSD: price * asset.total_supply, logo: asset.logo, liquidityUSD: asset.liquidity, blockchain: pool.chain, bondedAt: null,
  };
}

/** Volume, buys, sells, traders and fees per window, under the schema's names. */
function windowFigures(pool: PairRecord, now: number): Record<string, number> {
  const seed = seedOf(`windows:${pool.address}`);
  const mean = meanTradeUsd(pool);
  const out: Record<string, number> = {};
  for (const [i, [name, ms]] of WINDOWS.entries()) {
    const hourSlot = Math.floor(now / HOUR);
    const volume = pool.volume24h * (ms / DAY) * (ms === DAY ? 1 : 0.8 + 0.4 * hashUnit(seed + i, hourSlot));
    const buyShare = 0.42 + 0.16 * hashUnit(seed ^ 0x68e31da4, i * 1_000_003 + hourSlot);
    const trades = Math.max(volume > 0 ? 1 : 0, Math.round(volume / mean));
    const buys = Math.round(trades * buyShare), sells = trades - buys;
    const buyers = Math.ceil(buys * 0.6), sellers = Math.ceil(sells * 0.6);
    Object.assign(out, {
      [`volume${name}USD`]: volume, [`volumeBuy${name}USD`]: volume * buyShare, [`volumeSell${name}USD`]: volume * (1 - buyShare),
      [`trades${name}`]: trades, [`buys${name}`]: buys, [`sells${name}`]: sells, [`buyers${name}`]: buyers, [`sellers${name}`]: sellers,
      [`traders${name}`]: Math.ceil((buyers + sellers) * 0.85), [`feesPaid${name}USD`]: (volume * feePercent(pool)) / 100,
    });
  }
  return out;
}

export function marketDetails(pool: PairRecord, now: number, anchorMs: number): Record<string, unknown> {
  const view = viewOf(pool);
  const state = poolState(pool, now, anchorMs);
  const [baseReserve, quoteReserve] = pool.base === 0 ? [state.reserve0, state.reserve1] : [state.reserve1, state.reserve0];
  const [baseUsd, quoteUsd] = pool.base === 0 ? [state.reserveUsd0, state.reserveUsd1] : [state.reserveUsd1, state.reserveUsd0];
  const latest = tradesNewestFirst(pool, now, createdAtMs(pool, anchorMs)).next().value;
  const changes = Object.fromEntries(CHANGE_WINDOWS.map(([name, ms]) =>
    [`priceChange${name}Percentage`, (state.basePrice / usdPrice(view.base.asset, now - ms, anchorMs) - 1) * 100]));
  return {
    base: sideDetails(pool, view.base, baseReserve, baseUsd, state.basePrice, state.quotePrice),
    quote: sideDetails(pool, view.quote, quoteReserve, quoteUsd, state.quotePrice, state.basePrice),
    liquidityUSD: state.liquidityUsd, latestTradeDate: latest ? new Date(latest.t).toISOString() : null, blockchain: pool.chain,
    address: pool.address, createdAt: new Date(createdAtMs(pool, anchorMs)).toISOString(), type: pool.kind,
    exchange: { name: pool.exchange, logo: mediaUrl('exchanges', pool.exchange) }, factory: pool.factory,
    priceUSD: state.basePrice, priceToken: state.basePrice / state.quotePrice, priceTokenString: String(state.basePrice / state.quotePrice),
    baseToken: view.base.address, quoteToken: view.quote.address,
    // An AMM pool, not a launchpad curve: nothing to bond.
    bonded: false, bondingPercentage: null, preBondingPoolAddress: null, totalFeesPaidUSD: null, totalFeesPaidNativeRaw: '0',
    ...changes, ...windowFigures(pool, now),
    source: null, deployer: null, tokenSymbol: view.base.symbol, tokenName: view.base.name, dexscreenerListed: true, deployerMigrations: 0,
    socials: { twitter: view.base.asset.twitter, website: view.base.asset.website, telegram: null, others: {} },
    description: null, security: null, twitterReusesCount: 0, twitterRenameCount: 0, twitterRenameHistory: [],
  };
}
