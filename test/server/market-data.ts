// GET /api/1/market/multi-data (several assets' market data in one request: by `ids`, or by `assets` with their
// `blockchains`) and GET /api/1/market/sparkline (where a drawing of an asset's trend is: `{url}`), in the live shapes
// of the service's schemas. Prices follow the same curve as the history and the feed. The drawing itself is served
// outside /api (an image, not an API answer): /sparklines/<id>-<timeFrame>.svg.
import { findAsset, findAssetById } from './data/catalogue';
import { chainInfo, resolveChain } from './data/chains';
import { changeOver, DAY, HOUR, priceAt } from './data/price-series';
import type { AssetRecord } from './data/types';
import { type ApiHandler, badRequest, ok } from './http-util';
import { findTarget } from './market-history';

const MAX_ASSETS = 500;

/** One asset in MarketMultiDataResponseSchema's shape; `key` is what it was asked by. */
function marketEntry(asset: AssetRecord, key: string, now: number, anchorMs: number): Record<string, unknown> {
  const price = priceAt(asset, now, anchorMs);
  const change = (ago: number) => changeOver(asset, now, ago, anchorMs);
  return {
    key, id: asset.unlisted ? null : asset.id, name: asset.name, symbol: asset.symbol, decimals: asset.decimals[0] ?? null,
    logo: asset.logo, rank: asset.rank, price, market_cap: price * asset.circulating_supply, market_cap_diluted: price * asset.total_supply,
    volume: asset.volume, volume_change_24h: 0, volume_7d: asset.volume * 7, liquidity: asset.liquidity, ath: null, atl: null,
    off_chain_volume: 0, is_listed: !asset.unlisted,
    price_change_1h: change(HOUR), price_change_24h: change(DAY), price_change_7d: change(7 * DAY), price_change_1m: change(30 * DAY),
    price_change_1y: change(365 * DAY), total_supply: asset.total_supply, circulating_supply: asset.circulating_supply,
    contracts: asset.contracts.map((address, i) => {
      const chain = asset.blockchains[i]!;
      return { address, blockchainId: chainInfo(chain).chainId, blockchain: chain, decimals: asset.decimals[i] ?? 18 };
    }),
  };
}

export const multiData: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const split = (name: string) => (query.get(name) ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const ids = split('ids');
  const assets = split('assets');
  const chains = split('blockchains');
  if (ids.length + assets.length === 0) return badRequest('ids or assets is required');
  if (ids.length + assets.length > MAX_ASSETS) return badRequest(`at most ${MAX_ASSETS} assets per request`);
  const asked: Array<{ key: string; asset: AssetRecord | undefined }> = [
    ...ids.map((id) => ({ key: id, asset: /^\d+$/.test(id) ? findAssetById(Number(id)) : undefined })),
    ...assets.map((name, i) => {
      const chain = chains[i] ? resolveChain(chains[i]!) : undefined;
      return { key: name, asset: findAsset(name, chain) };
    }),
  ];
  const entries = asked.map(({ key, asset }) => (asset ? marketEntry(asset, key, now, anchorMs) : null));
  const data = Object.fromEntries(entries.flatMap((e) => (e ? [[e.key as string, e]] : [])));
  return ok({ data, dataArray: entries });
};

export const sparkline: ApiHandler = (query, _shape, { origin }) => {
  const target = findTarget(query);
  if ('status' in target) return target;
  const timeFrame = query.get('timeFrame')?.trim() || '24h';
  if (timeFrame !== '24h' && timeFrame !== '7d') return badRequest(`timeFrame must be 24h or 7d, got "${timeFrame}"`);
  return ok({ url: `${origin}/sparklines/${target.asset.id}-${timeFrame}.svg` });
};

/** The drawing behind a sparkline URL, or undefined for a path that is not one. */
export function sparklineSvg(path: string, now: number, anchorMs: number): string | undefined {
  const match = /^\/sparklines\/(\d+)-(24h|7d)\.svg$/.exec(path);
  const asset = match ? findAssetById(Number(match[1])) : undefined;
  if (!match || !asset) return undefined;
  const span = match[2] === '7d' ? 7 * DAY : DAY;
  const prices = Array.from({ length: 49 }, (_, i) => priceAt(asset, now - span + (span * i) / 48, anchorMs));
  const lo = Math.min(...prices), hi = Math.max(...prices);
  const points = prices.map((p, i) => `${(i * 120) / 48},${(28 - ((p - lo) / (hi - lo || 1)) * 26).toFixed(1)}`).join(' ');
  const colour = prices[48]! >= prices[0]! ? '#2e7d32' : '#c62828';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30" viewBox="0 0 120 30"><polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${points}"/></svg>`;
}
