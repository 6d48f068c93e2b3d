// What an asset page is opened with and known by: the query from a command's arguments, a Wallets row or a
// search result; the key that makes one page per asset; the tab title. Pure, no vscode.
import type { Asset, HeldAsset } from '../api/types';
import { safeTabTitle } from '../format/safeText';
import { shortenAddress } from '../format/text';

/** The asset page's webview type: the serializer (main bundle) and the panels (lazy bundle) share it. */
export const ASSET_VIEW_TYPE = 'walletscope.asset';

/** What a panel shows: a name, symbol or contract address, optionally on one chain. */
export interface AssetQuery {
  readonly query: string;
  readonly blockchain?: string | undefined;
}

/** Panels for the same query (case-insensitive, same chain) are one panel. */
export function queryKey(q: AssetQuery): string {
  return `${q.query.trim().toLowerCase()}@${(q.blockchain ?? '').trim().toLowerCase()}`;
}

/** The query that opens an asset's page: its first contract on that contract's chain, else its name. */
export function queryFor(asset: Pick<HeldAsset, 'name' | 'contracts'>): AssetQuery {
  const contract = asset.contracts[0];
  return contract ? { query: contract.address, blockchain: contract.blockchain } : { query: asset.name };
}

/**
 * `(asset, blockchain)` from a hover link or a keybinding, or a Wallets view row: a holding node
 * (`{ kind: 'holding', holding }`) or one of its chain rows (`{ kind: 'chain', holding, balance }`).
 */
export function queryFromArguments(target: unknown, blockchain: unknown): AssetQuery | undefined {
  if (typeof target === 'string') {
    return target.trim() ? { query: target.trim(), blockchain: typeof blockchain === 'string' && blockchain.trim() ? blockchain.trim() : undefined } : undefined;
  }
  if (!target || typeof target !== 'object') return undefined;
  const node = target as { kind?: unknown; holding?: { asset?: HeldAsset }; balance?: { chain?: unknown; address?: unknown } };
  const asset = node.holding?.asset;
  if ((node.kind !== 'holding' && node.kind !== 'chain') || !asset || typeof asset.name !== 'string' || !Array.isArray(asset.contracts)) return undefined;
  if (node.kind === 'chain' && typeof node.balance?.chain === 'string') {
    const onChain = asset.contracts.find((c) => c.blockchain === node.balance?.chain);
    if (onChain) return { query: onChain.address, blockchain: onChain.blockchain };
  }
  return queryFor(asset);
}

/** A tab title for a query: addresses shortened ("0xA0b8…eB48"), names kept (clipped when long). */
export function panelTitle(query: string): string {
  const text = query.trim();
  if (/^0x[0-9a-fA-F]{40}$|^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return shortenAddress(text);
  return safeTabTitle(text);
}

/** Whether a loaded asset is what `query` asks for: one of its contracts, its name or its symbol. */
export function assetMatches(asset: Pick<Asset, 'name' | 'symbol' | 'contracts'>, q: AssetQuery): boolean {
  const text = q.query.trim().toLowerCase();
  if (asset.contracts.some((c) => c.address.toLowerCase() === text)) return true;
  return asset.name.toLowerCase() === text || asset.symbol.toLowerCase() === text;
}
