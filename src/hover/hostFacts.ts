// What only VS Code knows of an address under the cursor: a watched wallet's label and shown total, and a held
// token's contract-scan risk. Part of dist/extension.js, so the hover's lazy bundle shares the tree's breakdowns.
import type { Config } from '../config';
import type { HostFacts } from '../core/addressHover';
import type { Lookalikes } from '../core/poisoning';
import { addressKey } from '../detect/evm';
import { heldRiskLine } from '../format/risk';
import type { Privacy } from '../settings/privacy';
import { breakdown } from '../core/breakdown';
import type { PortfolioStore } from '../wallets/portfolioStore';
import { walletLabel } from '../wallets/walletRow';
import type { WalletList } from '../wallets/walletList';

export interface HostFactsDeps {
  readonly config: Pick<Config, 'hideSpam'>;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly privacy: Privacy;
  /** Lookalikes the wallet pages found in their activity (address poisoning). */
  readonly lookalikes: Lookalikes;
}

export function vscodeHostFacts({ config, wallets, store, privacy, lookalikes }: HostFactsDeps): HostFacts {
  /** A watched wallet's label and shown total, both as Hide Amounts has them. */
  const watched = (address: string) => {
    const wallet = wallets.find(address);
    if (!wallet) return undefined;
    const f = privacy.figures;
    const portfolio = store.state(wallet.address).portfolio;
    return { label: walletLabel(wallet, f), total: portfolio && f.usd(breakdown(portfolio, config.hideSpam).totalUsd) };
  };
  /** What the contract scan says of this token, from the watched wallets' holdings of it (no request). */
  const risk = (address: string) => {
    const key = addressKey(address);
    const held = wallets.all.map((w) => store.state(w.address).portfolio?.holdings ?? []);
    return heldRiskLine(held, (asset) => asset.contracts.some((c) => addressKey(c.address) === key));
  };
  /** A lookalike of an address a watched wallet dealt with, named by that wallet's label. */
  const lookalike = (address: string) => {
    const seen = lookalikes.of(address);
    const wallet = seen?.wallets.length === 1 ? wallets.find(seen.wallets[0]!) : undefined;
    return seen && { imitates: seen.imitates, wallet: wallet ? walletLabel(wallet, privacy.figures) : 'one of your wallets' };
  };
  return (found, isToken) => ({ watched: watched(found.address), risk: isToken ? risk(found.address) : undefined, lookalike: isToken ? undefined : lookalike(found.address) });
}
