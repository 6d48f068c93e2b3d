// Holdings grouped by chain for `walletscope.groupBy: chain` (no vscode): one group per chain with its
// total, biggest first, each listing the holdings' balances on that chain.
import type { ChainBalance, Holding } from '../api/types';
import { isHoneypot, riskFlags } from '../format/risk';

export interface ChainGroup {
  readonly chain: string;
  /** USD on this chain, honeypots left out as in the wallet's total. */
  readonly usd: number;
  readonly items: ReadonlyArray<{ readonly holding: Holding; readonly balance: ChainBalance }>;
}

export function groupByChain(holdings: readonly Holding[]): ChainGroup[] {
  const groups = new Map<string, { chain: string; usd: number; items: Array<{ holding: Holding; balance: ChainBalance }> }>();
  for (const holding of holdings) {
    const honeypot = isHoneypot(riskFlags(holding.security));
    for (const balance of balancesOf(holding)) {
      let group = groups.get(balance.chain);
      if (!group) groups.set(balance.chain, (group = { chain: balance.chain, usd: 0, items: [] }));
      group.items.push({ holding, balance });
      const value = balance.tokenBalance * holding.price;
      if (!honeypot && Number.isFinite(value)) group.usd += value;
    }
  }
  return [...groups.values()].sort((a, b) => b.usd - a.usd || a.chain.localeCompare(b.chain));
}

/** A holding's balances per chain; one without them sits whole on its first chain (or an unnamed one). */
function balancesOf(holding: Holding): readonly ChainBalance[] {
  if (holding.chainBalances.length > 0) return holding.chainBalances;
  const chain = holding.asset.blockchains[0] ?? 'Other chains';
  return [{ chain, chainId: undefined, tokenBalance: holding.tokenBalance, address: undefined }];
}
