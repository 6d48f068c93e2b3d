// Quick pick of chains for Filter Chains: the service's main chains plus any seen in the data.
import * as vscode from 'vscode';
import { safeIconLabel } from '../format/safeText';
import type { WatchedWallet } from './model';
import type { PortfolioStore } from './portfolioStore';

const MAX_CHAINS = 100;
const KNOWN_CHAINS = ['Ethereum', 'Base', 'Arbitrum', 'BNB Smart Chain (BEP20)', 'Polygon', 'Optimism', 'Avalanche C-Chain', 'Solana'];

/** The chains picked; an empty list means all chains; undefined when the user cancelled. */
export async function pickChains(targets: readonly WatchedWallet[], store: PortfolioStore): Promise<string[] | undefined> {
  const seen = new Set(KNOWN_CHAINS);
  for (const target of targets) {
    for (const holding of store.state(target.address).portfolio?.holdings ?? []) {
      for (const chain of holding.asset.blockchains) seen.add(chain);
    }
  }
  const current = new Set(targets.length === 1 ? targets[0]?.chains ?? [] : []);
  const picked = await vscode.window.showQuickPick(
    [...seen].slice(0, MAX_CHAINS).map((chain) => ({ label: safeIconLabel(chain, 80), chain, picked: current.has(chain) })),
    { canPickMany: true, title: 'Filter Chains', placeHolder: 'Chains to show (pick none for all chains)' },
  );
  return picked?.map((p) => p.chain);
}
