// The hover of a pool address (pair, DEX, chain, price, liquidity, 24h volume, with "Open asset" for each side),
// and of an address that is neither token nor pool (with "Look up holdings" and its cost, asked only on a click).
// Same rules as ./hoverContent: written by a HoverMarkup, every text from the service through its text(), links
// http(s) or our own commands.
import { COPY_TEXT, LOOKUP_HOLDINGS, SHOW_ASSET, SHOW_POOL } from '../commandIds';
import type { Pool, PoolToken } from '../api/markets/types';
import { hoverMarkup, type HoverMarkup } from './hoverMarkup';
import { commandLink, markdownImage } from './markdown';
import { formatPrice, formatUsdCompact } from './numbers';
import { changeText } from './priceChange';
import { allowedImage } from './url';
import type { HoverTarget } from './hoverContent';


export function poolHover(pool: Pool, target: HoverTarget): string {
  const m = hoverMarkup(target.links);
  const text = (value: string) => m.text(value, 80);
  const logo = m.images ? markdownImage(allowedImage(pool.exchange.logo, target.images ?? 'service'), 16) : undefined;
  const day = pool.windows['24h'];
  const change = changeText(day?.priceChange === undefined ? undefined : day.priceChange / 100);
  const figures = [
    pool.priceUSD !== undefined ? `${text(symbol(pool.base))} ${formatPrice(pool.priceUSD)}${change ? ` (${change.text} 24h)` : ''}` : '',
    pool.liquidityUSD !== undefined ? `Liquidity ${formatUsdCompact(pool.liquidityUSD)}` : '',
    day?.volumeUSD !== undefined ? `24h volume ${formatUsdCompact(day.volumeUSD)}` : '',
  ].filter((f) => f !== '');
  return m.document([
    [
      `${logo ? `${logo} ` : ''}${m.strong(`${text(symbol(pool.base))} / ${text(symbol(pool.quote))}`)} pool · ${text(pool.exchange.name ?? 'unknown DEX')} · ${text(pool.blockchain)}`,
      figures.join(' · '),
    ],
    [poolActions(pool, target, m)],
  ]);
}

function symbol(token: PoolToken): string {
  return token.symbol ?? token.name ?? '?';
}

function poolActions(pool: Pool, target: HoverTarget, m: HoverMarkup): string {
  const side = (token: PoolToken) => m.command(`Open asset ${symbol(token).slice(0, 20)}`, SHOW_ASSET, [token.address, pool.blockchain]);
  return m.links([
    m.command('Open pool', SHOW_POOL, [target.address, pool.blockchain]),
    side(pool.base), side(pool.quote),
    m.command('Copy address', COPY_TEXT, [target.address]),
    target.explorer ? m.link(`Open in ${target.explorer.name}`, target.explorer.url, target.explorer.name) : undefined,
  ]);
}

/** "Look up holdings (about 20 credits)": a portfolio request, only on a click, with what it costs. */
export function lookUpHoldingsLink(address: string, credits: number): string {
  return commandLink(`Look up holdings (about ${credits} credits)`, LOOKUP_HOLDINGS, [address]);
}
