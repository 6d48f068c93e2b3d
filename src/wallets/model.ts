// Pure data shaping for the wallet views (no vscode): the watched-wallet setting, request grouping,
// sorting, small-balance filtering and NFT collections (the totals the views show: ../core/breakdown). Unit-tested in plain Node.
import type { Holding, Nft, Portfolio } from '../api/types';
import { sameWallet } from '../detect/walletInput';
import { addFinite } from '../format/numbers';
import { safeHttpUrl } from '../format/url';

import type { WatchedWallet } from '../core/watchedWallets';

export { parseWalletSetting, type WatchedWallet } from '../core/watchedWallets';

export interface RequestGroup {
  readonly wallets: readonly string[];
  readonly chains: readonly string[] | undefined;
}

/** A chain filter as one key ("" for none): wallets sharing it share requests, and a changed one is told apart. */
export function filterKey(chains: readonly string[] | undefined): string {
  return chains?.length ? [...chains].sort().join(',') : '';
}

/** Wallets with the same chain filter share multi-wallet requests of at most `chunkSize` wallets. */
export function groupForRequests(wallets: readonly WatchedWallet[], chunkSize: number): RequestGroup[] {
  const byChains = new Map<string, { chains: readonly string[] | undefined; wallets: string[] }>();
  for (const wallet of wallets) {
    const chains = wallet.chains?.length ? [...wallet.chains].sort() : undefined;
    const key = filterKey(chains);
    const group = byChains.get(key) ?? { chains, wallets: [] };
    group.wallets.push(wallet.address);
    byChains.set(key, group);
  }
  const groups: RequestGroup[] = [];
  for (const { chains, wallets: list } of byChains.values()) {
    for (let i = 0; i < list.length; i += chunkSize) groups.push({ wallets: list.slice(i, i + chunkSize), chains });
  }
  return groups;
}

/** Matches the portfolios of one response to the wallets asked for: by address, else by position. */
export function matchPortfolios(asked: readonly string[], portfolios: readonly Portfolio[]): Map<string, Portfolio> {
  const matched = new Map<string, Portfolio>();
  asked.forEach((wallet, i) => {
    const portfolio = portfolios.find((p) => sameWallet(p.wallet, wallet)) ?? portfolios[i];
    if (portfolio) matched.set(wallet, portfolio);
  });
  return matched;
}

/** Largest USD value first; ties by symbol so the order is stable between refreshes. */
export function sortHoldings(holdings: readonly Holding[]): Holding[] {
  return [...holdings].sort((a, b) => b.usdValue - a.usdValue || a.asset.symbol.localeCompare(b.asset.symbol));
}

export interface VisibleHoldings {
  readonly shown: readonly Holding[];
  readonly hiddenCount: number;
  readonly hiddenUsd: number;
}

/** Sorted holdings, without those under `threshold` USD when hiding is on. */
export function visibleHoldings(holdings: readonly Holding[], hideSmall: boolean, threshold: number): VisibleHoldings {
  const sorted = sortHoldings(holdings);
  if (!hideSmall) return { shown: sorted, hiddenCount: 0, hiddenUsd: 0 };
  const shown = sorted.filter((h) => h.usdValue >= threshold);
  const hidden = sorted.slice(shown.length);
  return { shown, hiddenCount: hidden.length, hiddenUsd: hidden.reduce((sum, h) => addFinite(sum, h.usdValue), 0) };
}

export interface NftCollection {
  readonly contract: string;
  readonly name: string;
  readonly blockchain: string | undefined;
  readonly items: readonly Nft[];
}

/** NFTs grouped by contract (per chain), collections by name, items by token id. */
export function groupNfts(nfts: readonly Nft[]): NftCollection[] {
  const groups = new Map<string, Nft[]>();
  for (const nft of nfts) {
    const key = `${nft.blockchain ?? ''}:${nft.contract.toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(nft); // in place: copying the group per insert was quadratic (30k NFTs of one collection: 11 s)
    else groups.set(key, [nft]);
  }
  return [...groups.values()]
    .map((items) => ({
      contract: items[0]!.contract,
      name: items.find((n) => n.name)?.name ?? items[0]!.symbol ?? items[0]!.contract,
      blockchain: items[0]!.blockchain,
      items: items.sort(compareTokenIds),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function compareTokenIds(a: Nft, b: Nft): number {
  const x = a.tokenId;
  const y = b.tokenId;
  return x.length - y.length || x.localeCompare(y); // numeric order for decimal ids of any size
}

/** http(s) URLs as they are, ipfs:// through the gateway; anything else is refused (undefined). */
export function openableTokenUri(uri: string | undefined, ipfsGateway: string): string | undefined {
  if (!uri) return undefined;
  const text = uri.trim();
  if (/^ipfs:\/\//i.test(text)) {
    const path = text.replace(/^ipfs:\/\/(ipfs\/)?/i, '');
    const gateway = /^https:\/\//i.test(ipfsGateway) ? ipfsGateway.replace(/\/*$/, '/') : 'https://ipfs.io/ipfs/';
    return path ? `${gateway}${path}` : undefined;
  }
  return safeHttpUrl(text);
}
