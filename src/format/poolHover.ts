// The hover of a pool address (pair, DEX, chain, price, liquidity, 24h volume, with "Open asset" for each side),
// and of an address that is neither token nor pool (with "Look up holdings" and its cost, asked only on a click).
// Same rules as ./hoverContent: every text from the service escaped, links http(s) or our own commands.
import type { Pool, PoolToken } from '../api/markets/types';
import { commandLink, escapeMarkdown, markdownImage, markdownLink, type MarkdownFlavour } from './markdown';
import { formatPrice, formatUsdCompact } from './numbers';
import { changeText } from './priceChange';
import { allowedImage } from './url';
import type { HoverTarget } from './hoverContent';

export const LOOKUP_HOLDINGS = 'walletscope.lookUpHoldings';

export function poolHover(pool: Pool, target: HoverTarget): string {
  const plain = target.links === 'plain';
  const flavour: MarkdownFlavour = plain ? 'commonmark' : 'vscode';
  const esc = (text: string, max = 80) => escapeMarkdown(text, max, flavour);
  const logo = plain ? undefined : markdownImage(allowedImage(pool.exchange.logo, target.images ?? 'service'), 16);
  const day = pool.windows['24h'];
  const change = changeText(day?.priceChange === undefined ? undefined : day.priceChange / 100);
  const figures = [
    pool.priceUSD !== undefined ? `${esc(symbol(pool.base))} ${formatPrice(pool.priceUSD)}${change ? ` (${change.text} 24h)` : ''}` : '',
    pool.liquidityUSD !== undefined ? `Liquidity ${formatUsdCompact(pool.liquidityUSD)}` : '',
    day?.volumeUSD !== undefined ? `24h volume ${formatUsdCompact(day.volumeUSD)}` : '',
  ].filter((f) => f !== '');
  return [
    `${logo ? `${logo} ` : ''}**${esc(symbol(pool.base))} / ${esc(symbol(pool.quote))}** pool · ${esc(pool.exchange.name ?? 'unknown DEX')} · ${esc(pool.blockchain)}`,
    figures.join(' · '),
    '---',
    poolActions(pool, target),
  ].filter((l) => l !== '').join('\n\n');
}

function symbol(token: PoolToken): string {
  return token.symbol ?? token.name ?? '?';
}

function poolActions(pool: Pool, target: HoverTarget): string {
  if (target.links === 'plain') return target.explorer ? markdownLink(`Open in ${target.explorer.name}`, target.explorer.url, 'commonmark') ?? '' : '';
  const side = (token: PoolToken) => commandLink(`Open asset ${symbol(token).slice(0, 20)}`, 'walletscope.showAsset', [token.address, pool.blockchain]);
  return [
    commandLink('Open pool', 'walletscope.showPool', [target.address, pool.blockchain]),
    side(pool.base), side(pool.quote),
    commandLink('Copy address', 'walletscope.copyText', [target.address]),
    target.explorer ? markdownLink(`Open in ${target.explorer.name}`, target.explorer.url) : undefined,
  ].filter(Boolean).join(' · ');
}

/** "Look up holdings (about 20 credits)": a portfolio request, only on a click, with what it costs. */
export function lookUpHoldingsLink(address: string, credits: number): string {
  return commandLink(`Look up holdings (about ${credits} credits)`, LOOKUP_HOLDINGS, [address]);
}
