// The hover for an address, for both hosts: looks it up (metadata, then a week of prices for a short
// grace) and builds the markdown. Each host only finds the word under the cursor and wraps the result.
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/errors';
import { historyTargetOf } from '../api/options';
import type { Asset, Series } from '../api/types';
import { checksumStatus, toChecksumAddress, type FoundAddress } from '../detect';
import { assetHover, contractChain, hoverError, unknownAddressHover, type HoverTarget } from '../format/hoverContent';
import type { RemoteImages } from '../format/url';
import { explorerLink } from './addressLinks';
import { withDeadline, type CancelToken } from './deadline';

export interface HoverSettings {
  readonly requestTimeoutMs: number;
  readonly explorers: Readonly<Record<string, string>>;
  readonly remoteImages: RemoteImages;
  /** 'commands' for VS Code, 'plain' for other editors (see HoverTarget.links). */
  readonly links: 'commands' | 'plain';
}

/** What only a host knows of an address (VS Code: a watched wallet's label and total, a held token's risk). */
export type HostFacts = (found: FoundAddress, isToken: boolean) => Pick<HoverTarget, 'watched' | 'risk'>;

/** How long a hover waits for the week of prices before showing without the 24h change and sparkline. */
export const SPARKLINE_GRACE_MS = 800;

/** The hover's markdown for an address found in a document; undefined when the editor cancelled the request. */
export async function addressHoverMarkdown(
  client: WalletAssetClient, found: FoundAddress, token: CancelToken, settings: HoverSettings, facts?: HostFacts,
): Promise<string | undefined> {
  const outcome = await withDeadline(token, settings.requestTimeoutMs, (signal) => client.getAssetMetadata(found.address, { signal }));
  if (outcome.kind === 'cancelled') return undefined;
  if (outcome.kind === 'timeout') return hoverError(`the service did not answer within ${Math.round(settings.requestTimeoutMs / 100) / 10} s.`, settings.links);
  if (outcome.kind === 'failed') return hoverError(describeError(outcome.error), settings.links);
  const asset = outcome.value;
  if (!asset) return unknownAddressHover(hoverTarget(found, undefined, false, settings, facts));
  const trend = await week(client, asset, token);
  return assetHover(asset, hoverTarget(found, contractChain(asset, found.address), true, settings, facts), trend);
}

/**
 * The last 7 days of a known asset (by id when it has one), for the 24h change and the sparkline: waited for at
 * most SPARKLINE_GRACE_MS, then the hover shows without them (the answer is cached for the next hover unless
 * the hover was closed, which cancels it).
 */
async function week(client: WalletAssetClient, asset: Asset, token: CancelToken): Promise<Series | undefined> {
  const outcome = await withDeadline(token, SPARKLINE_GRACE_MS, (signal) => client.getPriceHistory(historyTargetOf(asset), '7d', { signal }));
  return outcome.kind === 'done' ? outcome.value?.price : undefined;
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
