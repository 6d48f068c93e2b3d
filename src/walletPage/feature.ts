// The wallet page, loaded on first use as its own bundle (dist/walletPage-feature.js): the panels, the page's models
// and HTML, and the palette's quick pick. Kept out of dist/extension.js so activation loads less.
import * as vscode from 'vscode';
import type { Privacy } from '../settings/privacy';
import { walletPickItem } from '../wallets/walletRow';
import { WalletPanels, type WalletPanelsDeps } from './panels';
import { ALL_WALLETS_TITLE, type WalletQuery } from './target';

export interface LoadedWalletPageFeature extends vscode.Disposable {
  readonly panels: WalletPanels;
  /** Show Wallet without arguments: a quick pick of the watched wallets, and All wallets. */
  ask(): Promise<WalletQuery | undefined>;
}

export function createWalletPageFeature(deps: WalletPanelsDeps & { readonly privacy: Privacy }): LoadedWalletPageFeature {
  const panels = new WalletPanels(deps);
  return { panels, ask: () => askForWallet(deps), dispose: () => panels.pages.dispose() };
}

async function askForWallet(deps: WalletPanelsDeps): Promise<WalletQuery | undefined> {
  const watched = deps.wallets.all;
  if (watched.length === 0) {
    void vscode.window.showInformationMessage('Walletscope: no wallet is watched yet. Add one with "Walletscope: Add Wallet", or open an address from "Look Up Holdings".');
    return undefined;
  }
  const f = deps.privacy.figures;
  const items: Array<vscode.QuickPickItem & { query: WalletQuery }> = [
    ...watched.map((w) => ({ ...walletPickItem(w, f), query: { address: w.address } })),
    ...(watched.length > 1 ? [{ label: ALL_WALLETS_TITLE, description: `${f.count(watched.length, 'wallet')} combined`, query: {} }] : []),
  ];
  const picked = await vscode.window.showQuickPick(items, { title: 'Walletscope: Show Wallet', placeHolder: 'A watched wallet, or all of them combined', matchOnDescription: true });
  return picked?.query;
}
