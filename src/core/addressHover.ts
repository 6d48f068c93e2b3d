// The hover for an address, for both hosts: looks it up and builds its content (markdown, or plain text for other
// editors that ask for it). Each host only finds the word under the cursor and wraps the result. A known token's
// metadata is kept for the session; its price and 24h change come from the cheap batched price request, and its trend
// from the cheapest source that has one: history already at hand (drawn here), else the service's drawing (1 credit,
// where an image may load: an https service), else none.
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import { feedTargetOf, targetKey } from '../api/priceTarget';
import { historyTargetOf } from '../api/options';
import type { Asset } from '../api/types';
import { addressKey, checksumStatus, toChecksumAddress, type FoundAddress } from '../detect';
import { assetHover, contractChain, hoverError, unknownAddressHover, type HoverTarget, type HoverTrend } from '../format/hoverContent';
import type { HoverLinks } from '../format/hoverMarkup';
import { lookUpHoldingsLink, poolHover } from '../format/poolHover';
import { portfolioPrice } from '../api/credits/prices';
import { allowedImage, type RemoteImages } from '../format/url';
import { explorerLink } from './addressLinks';
import { withDeadline, type CancelToken } from './deadline';
import { poolTarget } from './poolTarget';
import { getPool } from '../api/markets/requests';
import { getSparkline, peekPriceHistory } from '../api/history';
import { getWalletLabels } from '../api/wallets/labels';

export interface HoverSettings {
  readonly requestTimeoutMs: number;
  readonly explorers: Readonly<Record<string, string>>;
  readonly remoteImages: RemoteImages;
  /** 'commands' for VS Code, 'plain' or 'text' for other editors (see HoverLinks). */
  readonly links: HoverLinks;
  /** The origin of the service in use: its own images (the trend drawing) count as the service's. */
  readonly serviceOrigin?: string;
}

/** What only a host knows of an address (VS Code: a watched wallet's label and total, a held token's risk). */
export type HostFacts = (found: FoundAddress, isToken: boolean) => Pick<HoverTarget, 'watched' | 'risk' | 'lookalike'>;

/** How long a hover waits for the price and the trend before showing without them. */
export const SPARKLINE_GRACE_MS = 800;

/**
 * The hover for an address found in a document (markdown, or plain text for links 'text'); undefined when the editor
 * cancelled the request.
 */
export async function addressHoverContent(
  client: WalletAssetClient, found: FoundAddress, token: CancelToken, settings: HoverSettings, facts?: HostFacts,
): Promise<string | undefined> {
  const outcome = await withDeadline(token, settings.requestTimeoutMs, (signal) => client.getAssetMetadata(found.address, { signal, feature: 'hover' }));
  if (outcome.kind === 'cancelled') return undefined;
  if (outcome.kind === 'timeout') return hoverError(`the service did not answer within ${Math.round(settings.requestTimeoutMs / 100) / 10} s.`, settings.links);
  if (outcome.kind === 'failed') return hoverError(describeError(outcome.error), settings.links);
  const asset = outcome.value;
  if (!asset) return notATokenHover(client, found, token, settings, facts);
  const trend = await trendOf(client, asset, token, settings);
  return assetHover(asset, hoverTarget(found, contractChain(asset, found.address), true, settings, facts), trend);
}

/**
 * An address that is no token may be a pool (a market's details, 1 credit, answered from the cache next time);
 * neither: it says so, with the name the service knows its owner by (one labels request, booked to names, kept for
 * days), and offers a holdings lookup priced before it is asked (VS Code), rather than spending credits on every
 * hover over every address.
 */
async function notATokenHover(
  client: WalletAssetClient, found: FoundAddress, token: CancelToken, settings: HoverSettings, facts?: HostFacts,
): Promise<string | undefined> {
  const target = hoverTarget(found, undefined, false, settings, facts);
  if (target.watched) return unknownAddressHover(target);
  const outcome = await withDeadline(token, settings.requestTimeoutMs, (signal) => getPool(client, poolTarget(found), { signal, feature: 'hover' }));
  if (outcome.kind === 'cancelled') return undefined;
  // Not knowing is not "neither": a failed lookup says why, and the next hover asks again.
  if (outcome.kind === 'timeout') return hoverError(`${found.address.slice(0, 64)} is not a known token; the pool lookup did not answer in time.`, settings.links);
  if (outcome.kind === 'failed') return hoverError(`not a known token; the pool lookup failed: ${describeError(outcome.error)}`, settings.links);
  if (outcome.value) {
    const pool = outcome.value;
    return poolHover(pool, { ...target, explorer: explorerLink(found.family, pool.blockchain, found.address, false, settings.explorers) });
  }
  const name = await withDeadline(token, settings.requestTimeoutMs, (signal) => getWalletLabels(client, [found.address], { signal, feature: 'names' }));
  if (name.kind === 'cancelled') return undefined;
  // A name is a bonus: without one (no answer in time, a failure) the hover still says what it knows.
  const label = name.kind === 'done' ? name.value.get(addressKey(found.address)) : undefined;
  return unknownAddressHover(target, lookUpHoldingsLink(found.address, portfolioPrice(1, undefined)), label);
}

/**
 * The price now (1 credit, kept as long as any answer) and the trend, waited for at most SPARKLINE_GRACE_MS; then the
 * hover shows without them (an answer is cached for the next hover unless the hover was closed, which cancels it).
 */
async function trendOf(client: WalletAssetClient, asset: Asset, token: CancelToken, settings: HoverSettings): Promise<HoverTrend> {
  const history = historyTargetOf(asset);
  const week = peekPriceHistory(client, history, '7d');
  const series = week?.price.v.length ? { series: week.price, label: '7 days' } : undefined;
  const day = series ? undefined : peekPriceHistory(client, history, '24h');
  const drawn = series ?? (day?.price.v.length ? { series: day.price, label: '24 hours' } : undefined);
  // The drawing is an image: worth its credit only where one can load (VS Code, images allowed, an https service).
  const images = settings.links === 'commands' && settings.remoteImages !== 'none' && settings.serviceOrigin?.startsWith('https:') === true;
  const target = feedTargetOf(asset);
  const outcome = await withDeadline(token, SPARKLINE_GRACE_MS, (signal) => Promise.all([
    target ? client.getPrices([target], { signal, feature: 'hover' }).then((q) => q.get(targetKey(target)), () => undefined) : undefined,
    !drawn && images ? getSparkline(client, history, '7d', { signal, feature: 'hover' }).catch(() => undefined) : undefined,
  ]));
  const [quote, image] = outcome.kind === 'done' ? outcome.value : [undefined, undefined];
  const imageUrl = allowedImage(image, settings.remoteImages, settings.serviceOrigin);
  return { ...drawn, quote, ...(imageUrl && !drawn ? { imageUrl, label: '7 days' } : {}) };
}

/** The hover's view of an address: checksum note, explorer page, logo policy, and what the host adds. */
export function hoverTarget(found: FoundAddress, chain: string | undefined, isToken: boolean, settings: HoverSettings, facts?: HostFacts): HoverTarget {
  const checksum = found.family === 'evm' ? checksumStatus(found.address) : undefined;
  return {
    address: found.address,
    checksum,
    checksummed: checksum === 'invalid' ? toChecksumAddress(found.address) : undefined,
    explorer: explorerLink(found.family, chain, found.address, isToken, settings.explorers),
    images: settings.remoteImages,
    links: settings.links,
    ...facts?.(found, isToken),
  };
}
