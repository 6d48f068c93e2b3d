// What an address hover shows: essentials first (name, price, warnings, market figures), then our command links,
// details last (a hover that its editor keeps short still shows its actions). Built once for both hosts and written
// by a HoverMarkup (./hoverMarkup): VS Code's markdown with command links, icons and sized images; other editors'
// CommonMark (https links only); or plain text for editors that declare no markdown. Everything from the service goes
// through the markup's text(); links are http(s) or our commands.
import { ADD_WALLET, COPY_TEXT, LOOKUP_HOLDINGS, SHOW_ASSET, SHOW_POOL } from '../commandIds';
import type { Asset, PriceQuote, Series } from '../api/types';
import { addressKey } from '../detect/evm';
import type { AddressLabel } from '../api/wallets/types';
import { hoverMarkup, type HoverLinks, type HoverMarkup } from './hoverMarkup';
import { labelMarkup } from './names';
import { markdownImage } from './markdown';
import { MIXED_SCRIPTS_WARNING, mixesScripts } from './safeText';
import { formatPrice, formatTokenAmount, formatUsdCompact } from './numbers';
import { change24h, changeText } from './priceChange';
import { sparklineImage, sparklineMarkdown } from './sparkline';
import { shortenAddress } from './text';
import { allowedImage, type RemoteImages } from './url';

export interface HoverTarget {
  readonly address: string;
  /** 'invalid' for a mixed-case EVM address whose EIP-55 checksum is wrong. */
  readonly checksum?: 'valid' | 'invalid' | 'unchecked';
  /** The correctly checksummed form, for the note. */
  readonly checksummed?: string;
  /** The address on a block explorer, when one is known for its chain. */
  readonly explorer?: { readonly name: string; readonly url: string };
  /** Which remote logos may load (default: the service's own image hosts only). */
  readonly images?: RemoteImages;
  /** Set when the address is a watched wallet. */
  readonly watched?: { readonly label: string; readonly total: string | undefined };
  /** Risk flags of this token from the service's contract scan, when a watched wallet holds it ("25% sell tax"). */
  readonly risk?: string;
  /** The address looks like another a watched wallet dealt with, and sent it only dust (address poisoning). */
  readonly lookalike?: { readonly imitates: string; readonly wallet: string };
  /** Which host the hover is written for (see HoverLinks): VS Code by default. */
  readonly links?: HoverLinks;
}

/** The moving part of an asset's hover, from the cheapest sources at hand (see core/addressHover). */
export interface HoverTrend {
  /** A price series already at hand: drawn as a sparkline here, and the 24h change measured on it. */
  readonly series?: Series;
  /** What the trend covers: "7 days", "24 hours". */
  readonly label?: string;
  /** The service's drawing of the trend, a URL the image policy lets load (when no series is at hand). */
  readonly imageUrl?: string;
  /** The price now and its 24h change, from the batched price request. */
  readonly quote?: PriceQuote;
}

export const HOVER_COMMANDS = [SHOW_ASSET, COPY_TEXT, ADD_WALLET, LOOKUP_HOLDINGS, SHOW_POOL] as const;
const MAX_CONTRACTS = 6;
const MAX_TAGS = 4;

/** The chain of the asset's contract at `address`, if the address is one of its contracts. */
export function contractChain(asset: Asset, address: string): string | undefined {
  const key = addressKey(address);
  return asset.contracts.find((c) => addressKey(c.address) === key)?.blockchain;
}

/** `trend`: what the hover found in time of the price now, its 24h change and its trend. */
export function assetHover(asset: Asset, target: HoverTarget, trend: HoverTrend = {}): string {
  const m = hoverMarkup(target.links);
  const chain = contractChain(asset, target.address);
  // The logo ends the first line: VS Code's markdown keeps a logo that cannot load as an empty 16 px box (its renderer
  // drops an empty alt text, and a hover has no onerror or CSS), a gap before the name but nothing after the line's
  // last word, to which a no-break space ties it.
  const logo = m.images ? markdownImage(allowedImage(asset.logo, target.images ?? 'service'), 16) : undefined;
  const price = trend.quote?.priceUsd ?? asset.price;
  const change = trend.series && price !== undefined ? changeText(change24h(trend.series, price))
    : trend.quote?.change24hPercent !== undefined ? changeText(trend.quote.change24hPercent / 100) : undefined;
  const sparkline = m.images && (trend.series ? sparklineMarkdown(trend.series) : sparklineImage(trend.imageUrl));
  return m.document([
    [
      `${m.strong(m.text(asset.name))} (${m.text(asset.symbol)})${price !== undefined ? ` · ${formatPrice(price)}` : ''}${change ? ` (${change.text} 24h)` : ''}${chain ? ` · ${m.text(chain)}` : ''}${logo ? `\u00a0${logo}` : ''}`,
      sparkline ? `${sparkline} ${trend.label ?? '7 days'}` : '',
      target.risk ? `${m.warning} ${m.strong('Risk:')} ${m.text(target.risk)}` : '',
      mixesScripts(asset.name) || mixesScripts(asset.symbol) ? `${m.warning} ${MIXED_SCRIPTS_WARNING}` : '',
      checksumNote(target, m),
      joinFigures([
        ['Market cap', asset.marketCap, formatUsdCompact], ['24h volume', asset.volume, formatUsdCompact], ['Liquidity', asset.liquidity, formatUsdCompact],
      ]),
    ],
    // Before the details: a hover is as high as the editor leaves room for, and in a narrow one the details run
    // past its bottom edge; the actions stay in view.
    [actions(target, m, chain, true)],
    [
      tagsLine(asset, m),
      joinFigures([['Total supply', asset.totalSupply, formatTokenAmount], ['Circulating', asset.circulatingSupply, formatTokenAmount]]),
      contractsLine(asset, m),
      linksLine(asset, m),
    ],
  ]);
}

/**
 * `lookUp`: the "Look up holdings" link (VS Code only), for an address that is neither a token nor a pool; `name`: what
 * the service calls its owner ("Binance 14 · exchange"), above the address.
 */
export function unknownAddressHover(target: HoverTarget, lookUp?: string, name?: AddressLabel): string {
  const m = hoverMarkup(target.links);
  const named = target.watched ? undefined : labelMarkup(name, m);
  const watched = target.watched
    ? `Watched wallet ${m.strong(m.text(target.watched.label))}${target.watched.total !== undefined ? ` · ${m.text(target.watched.total)}` : ''}`
    : `${m.code(target.address)} is neither a token nor a pool the service knows.`;
  const look = target.watched || !m.commands ? '' : lookUp ?? '';
  // Address poisoning: said first, and the imitated address in full, so the two can be told apart here.
  const poison = target.lookalike
    ? `⚠ ${m.strong('Possible address poisoning')}: it looks like ${m.code(target.lookalike.imitates)}, which ${m.text(target.lookalike.wallet)} dealt with, and sent it only dust. Do not send to it.`
    : '';
  return m.document([[poison, named ?? '', watched, checksumNote(target, m), look, actions(target, m, undefined, false)]]);
}

/** One line (wrapped in plain text) when the service could not answer. */
export function hoverError(message: string, links: HoverLinks = 'commands'): string {
  const m = hoverMarkup(links);
  return m.document([[`Walletscope: ${m.text(message)}`]]);
}

/** Our actions (VS Code) and the explorer page (every host). */
function actions(target: HoverTarget, m: HoverMarkup, chain: string | undefined, isAsset: boolean): string {
  return m.links([
    isAsset ? m.command('Open asset page', SHOW_ASSET, chain ? [target.address, chain] : [target.address]) : undefined,
    m.command('Copy address', COPY_TEXT, [target.address]),
    target.explorer ? m.link(`Open in ${target.explorer.name}`, target.explorer.url, target.explorer.name) : undefined,
    target.watched ? undefined : m.command('Watch as wallet', ADD_WALLET, [target.address]),
  ]);
}

function checksumNote(target: HoverTarget, m: HoverMarkup): string {
  if (target.checksum !== 'invalid') return '';
  return `${m.warning} This mixed-case address fails its EIP-55 checksum and may be mistyped${target.checksummed ? `; the checksummed form is ${m.code(target.checksummed)}` : ''}.`;
}

function contractsLine(asset: Asset, m: HoverMarkup): string {
  if (asset.contracts.length === 0) return asset.blockchains.length ? `Chains: ${asset.blockchains.map((b) => m.text(b)).join(', ')}` : '';
  const shown = asset.contracts.slice(0, MAX_CONTRACTS).map((c) => `${m.text(c.blockchain)} ${m.code(shortenAddress(c.address))}`);
  const more = asset.contracts.length - shown.length;
  return `Contracts: ${shown.join(' · ')}${more > 0 ? ` · and ${more} more` : ''}`;
}

/** The first tags, as the service words them: "Stablecoin · Ethereum Ecosystem". */
function tagsLine(asset: Asset, m: HoverMarkup): string {
  const tags = [...new Set(asset.tags.slice(0, 20))].slice(0, MAX_TAGS);
  return tags.length ? `Tags: ${tags.map((t) => m.text(t, 60)).join(' · ')}` : '';
}

function linksLine(asset: Asset, m: HoverMarkup): string {
  return m.links([
    m.link('Website', asset.website), m.link('X', asset.twitter), m.link('Discord', asset.discord),
    m.link('Chat', asset.chat), m.link('Audit', asset.audit), m.link('KYC', asset.kyc),
  ]);
}

function joinFigures(figures: ReadonlyArray<readonly [string, number | undefined, (n: number) => string]>): string {
  return figures.filter(([, v]) => v !== undefined).map(([label, v, format]) => `${label} ${format(v!)}`).join(' · ');
}
