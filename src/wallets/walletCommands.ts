// Commands that change the watched wallets or how they show (ids in ../commandIds; loaded on first use). Each takes
// its target from the tree node it was invoked on, or asks (so every command also works from the Palette and the keyboard).
import { ADD_WALLET, COPY_ADDRESS, FILTER_CHAINS, HIDE_SMALL_BALANCES, HIDE_SPAM, REFRESH_ALL_CHAINS, REFRESH_WALLETS, REMOVE_WALLET, RENAME_WALLET, SHOW_SMALL_BALANCES, SHOW_SPAM, TOGGLE_SMALL_BALANCES } from '../commandIds';
import * as vscode from 'vscode';
import { safeIconLabel } from '../format/safeText';
import { confirm, notify, statusMessage } from '../surfaces';
import { credits } from '../format/credits';
import { plural } from '../format/text';
import { planPrice } from './refreshPlan';
import { checkWalletInput } from '../detect/walletInput';
import type { Config } from '../config';
import type { Figures } from '../format/figures';
import type { Privacy } from '../settings/privacy';
import type { WatchedWallet } from './model';
import type { PortfolioStore } from './portfolioStore';
import type { WalletList } from './walletList';
import { isWalletNode, walletLabel, walletPickItem } from './walletRow';
import { pickChains } from './chainPicker';
import { WALLETS_VIEW } from './constants';
import type { CommandHandlers } from '../platform/lazyCommands';

export function walletCommandHandlers(
  wallets: WalletList, store: PortfolioStore, config: Config, privacy: Privacy, refreshNow: (everyChain: boolean) => Promise<void>,
): CommandHandlers {
  const progress = (work: () => Promise<void>) => vscode.window.withProgress({ location: { viewId: WALLETS_VIEW }, title: 'Refreshing wallets' }, work);
  /** A refresh past what a fetch spends unasked (a thousand wallets on a small plan): the user says yes first. */
  const affordable = async (everyChain: boolean) => {
    const price = planPrice(store.plan(everyChain));
    return price <= store.unaskedCredits() || confirm(`Refreshing ${plural(wallets.all.length, 'wallet')} costs about ${credits(price)} credits by the service's `
      + 'price list, more than Walletscope spends without asking (Show Credit Usage says what is left this month).', 'Refresh');
  };
  /** A wallet added or edited: fetch it (only it) now, with progress on the view. */
  const fetchChanged = () => progress(() => store.fetchNew());

  /** The wallet of a tree node, of an address given by a script, or picked by the user. */
  const pickWallet = async (node: unknown, placeHolder: string): Promise<WatchedWallet | undefined> => {
    if (isWalletNode(node)) return wallets.find(node.wallet.address);
    if (typeof node === 'string') return wallets.find(node) ?? void notify('error', `${node} is not watched.`);
    if (wallets.all.length === 0) return void notify('info', 'No wallets are watched yet.');
    const picked = await vscode.window.showQuickPick(
      wallets.all.map((w) => ({ ...walletPickItem(w, privacy.figures), wallet: w })),
      { placeHolder },
    );
    return picked?.wallet;
  };

  return {
    [ADD_WALLET]: async (given?: unknown, label?: unknown) => {
      const wallet = typeof given === 'string' ? await addFromArgument(given, typeof label === 'string' ? label : undefined, wallets) : await askForWallet(wallets);
      if (!wallet) return;
      await wallets.add(wallet);
      await fetchChanged();
    },
    [REMOVE_WALLET]: async (node?: unknown) => {
      const wallet = await pickWallet(node, 'Wallet to stop watching');
      if (!wallet) return;
      await wallets.remove(wallet.address);
      // Not awaited: the command is done once the wallet is removed; Undo may come later or never.
      void notify('info', `Stopped watching ${walletLabel(wallet)}.`, 'Undo').then(async (choice) => {
        if (choice === 'Undo' && !wallets.find(wallet.address)) await wallets.add(wallet);
      });
    },
    [RENAME_WALLET]: async (node?: unknown, given?: unknown) => {
      const wallet = await pickWallet(node, 'Wallet to rename');
      if (!wallet) return;
      const label = typeof given === 'string' ? given : await vscode.window.showInputBox({
        title: 'Rename Wallet', prompt: `Label for ${wallet.address} (leave empty to show the address)`, value: wallet.label ?? '',
        validateInput: (v) => (v.length > 60 ? 'Keep the label under 60 characters.' : undefined),
      });
      if (label === undefined) return;
      await wallets.update(wallet.address, { label: label.trim() || undefined });
    },
    [REFRESH_WALLETS]: async () => { if (await affordable(false)) await progress(() => refreshNow(false)); },
    [REFRESH_ALL_CHAINS]: async () => { if (await affordable(true)) await progress(() => refreshNow(true)); },
    [COPY_ADDRESS]: async (node?: unknown) => {
      const wallet = await pickWallet(node, 'Wallet address to copy');
      if (!wallet) return;
      await vscode.env.clipboard.writeText(wallet.address);
      statusMessage('copy', `Copied ${wallet.address}`);
    },
    [FILTER_CHAINS]: async (node?: unknown, given?: unknown) => {
      const named = node === undefined ? undefined : await pickWallet(node, 'Wallet to filter');
      if (node !== undefined && !named) return;
      const targets = named ? [named] : await pickFilterTargets(wallets, privacy.figures);
      if (!targets?.length) return;
      const chains = Array.isArray(given) ? given.filter((c): c is string => typeof c === 'string') : await pickChains(targets, store);
      if (!chains) return;
      for (const target of targets) await wallets.update(target.address, { chains });
      await fetchChanged();
    },
    [HIDE_SMALL_BALANCES]: () => config.update('hideSmallBalances', true),
    [SHOW_SMALL_BALANCES]: () => config.update('hideSmallBalances', false),
    [TOGGLE_SMALL_BALANCES]: () => config.update('hideSmallBalances', !config.hideSmallBalances),
    [HIDE_SPAM]: () => config.update('spam', 'hide'),
    [SHOW_SPAM]: () => config.update('spam', 'show'),
  };
}

async function addFromArgument(address: string, label: string | undefined, wallets: WalletList): Promise<WatchedWallet | undefined> {
  const check = checkWalletInput(address);
  if (!check.ok) return void notify('error', check.problem);
  const existing = wallets.find(check.address);
  if (existing) return void notify('info', `${check.address} is already watched as ${walletLabel(existing)}.`);
  return { address: check.address, ...(label?.trim() ? { label: label.trim() } : {}) };
}

async function askForWallet(wallets: WalletList): Promise<WatchedWallet | undefined> {
  const input = await vscode.window.showInputBox({
    title: 'Add Wallet (1/2)',
    prompt: 'EVM address (0x…), Solana address or ENS name (name.eth)',
    placeHolder: '0x… or name.eth',
    ignoreFocusOut: true,
    validateInput: (value) => {
      const check = checkWalletInput(value);
      if (!check.ok) return value.trim() ? check.problem : undefined;
      const existing = wallets.find(check.address);
      return existing ? `Already watched as ${walletLabel(existing)}.` : undefined;
    },
  });
  if (input === undefined) return undefined;
  const check = checkWalletInput(input);
  if (!check.ok) return void notify('error', check.problem);
  // Escape here still adds the wallet: the address the user typed is not thrown away.
  const label = await vscode.window.showInputBox({
    title: 'Add Wallet (2/2)', prompt: 'Label (optional): press Enter to skip', placeHolder: 'e.g. Treasury', ignoreFocusOut: true,
  });
  return { address: check.address, ...(label?.trim() ? { label: label.trim() } : {}) };
}

async function pickFilterTargets(wallets: WalletList, f: Figures): Promise<WatchedWallet[] | undefined> {
  if (wallets.all.length <= 1) return [...wallets.all];
  const all = { label: 'All wallets', wallets: [...wallets.all] };
  const picked = await vscode.window.showQuickPick([all, ...wallets.all.map((w) => ({ label: safeIconLabel(walletLabel(w, f)), description: safeIconLabel(f.address(w.address)), wallets: [w] }))], {
    placeHolder: 'Filter chains for which wallets?',
  });
  return picked?.wallets;
}
