// The watched-wallet setting (`walletscope.wallets`), read the same by the extension's views and the agent's tools.
import { sameWallet } from '../detect/walletInput';

export interface WatchedWallet {
  readonly address: string;
  readonly label?: string;
  /** Chain names or ids to ask for; empty or missing means all chains. */
  readonly chains?: readonly string[];
  /** No alert when it moves (Mute Alerts). */
  readonly muted?: boolean;
}

/** Reads `walletscope.wallets` leniently: entries may be objects or bare address strings; duplicates are kept once. */
export function parseWalletSetting(value: unknown): WatchedWallet[] {
  if (!Array.isArray(value)) return [];
  const wallets: WatchedWallet[] = [];
  for (const entry of value) {
    const wallet = toWallet(entry);
    if (wallet && !wallets.some((w) => sameWallet(w.address, wallet.address))) wallets.push(wallet);
  }
  return wallets;
}

function toWallet(entry: unknown): WatchedWallet | undefined {
  if (typeof entry === 'string') return entry.trim() ? { address: entry.trim() } : undefined;
  if (!entry || typeof entry !== 'object') return undefined;
  const { address, label, chains, muted } = entry as Record<string, unknown>;
  if (typeof address !== 'string' || !address.trim()) return undefined;
  const chainList = Array.isArray(chains) ? chains.filter((c): c is string => typeof c === 'string' && c.trim() !== '') : [];
  return {
    address: address.trim(),
    ...(typeof label === 'string' && label.trim() ? { label: label.trim() } : {}),
    ...(chainList.length ? { chains: chainList } : {}),
    ...(muted === true ? { muted: true } : {}),
  };
}
