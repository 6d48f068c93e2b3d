// The markdown of an address hover: essentials first (name, price, market figures), details second,
// then our command links. Everything from the service is escaped; links are http(s) or our commands.
// One builder for both hosts: VS Code gets command links, icons and sized images; the language server
// gets portable markdown ('plain': https links only, no codicons, no VS Code image syntax).
import type { Asset, PriceQuote, Series } from '../api/types';
import { addressKey } from '../detect/evm';
import { commandLink, escapeMarkdown, markdownCode, markdownImage, markdownLink, type MarkdownFlavour } from './markdown';
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
  /**
   * 'commands' (VS Code, the default): command links, `$(warning)` icons, the logo and sparkline images.
   * 'plain' (other editors over LSP): no command links, "⚠" for the icon, no images (their size syntax and
   * data: URIs are VS Code's; elsewhere they show as noise), and CommonMark's escapes (see MarkdownFlavour).
   */
  readonly links?: 'commands' | 'plain';
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

export const HOVER_COMMANDS = ['walletscope.showAsset', 'walletscope.copyText', 'walletscope.addWallet', 'walletscope.lookUpHoldings', 'walletscope.showPool'] as const;
const MAX_CONTRACTS = 6;
const MAX_TAGS = 4;

/** The chain of the asset's contract at `address`, if the address is one of its contracts. */
export function contractChain(asset: Asset, address: string): string | undefined {
  const key = addressKey(address);
  return asset.contracts.find((c) => addressKey(c.address) === key)?.blockchain;
}

/** `trend`: what the hover found in time of the price now, its 24h change and its trend. */
export function assetHover(asset: Asset, target: HoverTarget, trend: HoverTrend = {}): string {
  const chain = contractChain(asset, target.address);
  const plain = target.links === 'plain';
  const logo = plain ? undefined : markdownImage(allowedImage(asset.logo, target.images ?? 'service'), 16);
  const price = trend.quote?.priceUsd ?? asset.price;
  const change = trend.series && price !== undefined ? changeText(change24h(trend.series, price))
    : trend.quote?.change24hPercent !== undefined ? changeText(trend.quote.change24hPercent / 100) : undefined;
  const sparkline = !plain && (trend.series ? sparklineMarkdown(trend.series) : sparklineImage(trend.imageUrl));
  const warning = warningIcon(target);
  const breaks = flavourOf(target.links);
  const esc = (text: string) => escapeMarkdown(text, undefined, breaks);
  const lines = [
    `${logo ? `${logo} ` : ''}**${esc(asset.name)}** (${esc(asset.symbol)})${price !== undefined ? ` · ${formatPrice(price)}` : ''}${change ? ` (${change.text} 24h)` : ''}${chain ? ` · ${esc(chain)}` : ''}`,
    sparkline ? `${sparkline} ${trend.label ?? '7 days'}` : '',
    target.risk ? `${warning} **Risk:** ${esc(target.risk)}` : '',
    mixesScripts(asset.name) || mixesScripts(asset.symbol) ? `${warning} ${MIXED_SCRIPTS_WARNING}` : '',
    joinFigures([
      ['Market cap', asset.marketCap, formatUsdCompact], ['24h volume', asset.volume, formatUsdCompact], ['Liquidity', asset.liquidity, formatUsdCompact],
    ]),
    tagsLine(asset, breaks),
    '---',
    joinFigures([['Total supply', asset.totalSupply, formatTokenAmount], ['Circulating', asset.circulatingSupply, formatTokenAmount]]),
    contractsLine(asset, breaks),
    linksLine(asset, breaks),
    checksumNote(target),
    '---',
    actions(target, chain, true),
  ];
  return lines.filter((l) => l !== '').join('\n\n');
}

/** `lookUp`: the "Look up holdings" link (VS Code only), for an address that is neither a token nor a pool. */
export function unknownAddressHover(target: HoverTarget, lookUp?: string): string {
  const breaks = flavourOf(target.links);
  const watched = target.watched
    ? `Watched wallet **${escapeMarkdown(target.watched.label, undefined, breaks)}**${target.watched.total !== undefined ? ` · ${escapeMarkdown(target.watched.total, undefined, breaks)}` : ''}`
    : `${markdownCode(target.address)} is neither a token nor a pool the service knows.`;
  const look = target.watched || target.links === 'plain' ? '' : lookUp ?? '';
  return [watched, checksumNote(target), look, actions(target, undefined, false)].filter((l) => l !== '').join('\n\n');
}

/** One line when the service could not answer. */
export function hoverError(message: string, links: HoverTarget['links'] = 'commands'): string {
  return `Walletscope: ${escapeMarkdown(message, undefined, flavourOf(links))}`;
}

/** VS Code's hovers have their own renderer; other editors' (plain links) are CommonMark's. */
function flavourOf(links: HoverTarget['links']): MarkdownFlavour {
  return links === 'plain' ? 'commonmark' : 'vscode';
}

/** VS Code draws `$(warning)` as an icon; other editors would show it as text. */
function warningIcon(target: HoverTarget): string {
  return target.links === 'plain' ? '⚠' : '$(warning)';
}

function actions(target: HoverTarget, chain: string | undefined, isAsset: boolean): string {
  if (target.links === 'plain') return target.explorer ? markdownLink(`Open in ${target.explorer.name}`, target.explorer.url, 'commonmark') ?? '' : '';
  return [
    isAsset ? commandLink('Open asset page', 'walletscope.showAsset', chain ? [target.address, chain] : [target.address]) : undefined,
    commandLink('Copy address', 'walletscope.copyText', [target.address]),
    target.explorer ? markdownLink(`Open in ${target.explorer.name}`, target.explorer.url) : undefined,
    target.watched ? undefined : commandLink('Watch as wallet', 'walletscope.addWallet', [target.address]),
  ].filter(Boolean).join(' · ');
}

function checksumNote(target: HoverTarget): string {
  if (target.checksum !== 'invalid') return '';
  return `${warningIcon(target)} This mixed-case address fails its EIP-55 checksum and may be mistyped${target.checksummed ? `; the checksummed form is ${markdownCode(target.checksummed)}` : ''}.`;
}

function contractsLine(asset: Asset, breaks: MarkdownFlavour): string {
  if (asset.contracts.length === 0) return asset.blockchains.length ? `Chains: ${asset.blockchains.map((b) => escapeMarkdown(b, undefined, breaks)).join(', ')}` : '';
  const shown = asset.contracts.slice(0, MAX_CONTRACTS).map((c) => `${escapeMarkdown(c.blockchain, undefined, breaks)} ${markdownCode(shortenAddress(c.address))}`);
  const more = asset.contracts.length - shown.length;
  return `Contracts: ${shown.join(' · ')}${more > 0 ? ` · and ${more} more` : ''}`;
}

/** The first tags, as the service words them: "Stablecoin · Ethereum Ecosystem". */
function tagsLine(asset: Asset, breaks: MarkdownFlavour): string {
  const tags = [...new Set(asset.tags.slice(0, 20))].slice(0, MAX_TAGS);
  return tags.length ? `Tags: ${tags.map((t) => escapeMarkdown(t, 60, breaks)).join(' · ')}` : '';
}

function linksLine(asset: Asset, breaks: MarkdownFlavour): string {
  const link = (label: string, url: string | undefined) => markdownLink(label, url, breaks);
  const links = [
    link('Website', asset.website), link('X', asset.twitter), link('Discord', asset.discord),
    link('Chat', asset.chat), link('Audit', asset.audit), link('KYC', asset.kyc),
  ].filter(Boolean);
  return links.length ? links.join(' · ') : '';
}

function joinFigures(figures: ReadonlyArray<readonly [string, number | undefined, (n: number) => string]>): string {
  return figures.filter(([, v]) => v !== undefined).map(([label, v, format]) => `${label} ${format(v!)}`).join(' · ');
}
