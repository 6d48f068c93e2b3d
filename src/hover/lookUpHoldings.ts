// "Look up holdings", from the hover of an address that is neither a token nor a pool: one portfolio request (its
// price was on the link), with progress and Cancel, then the holdings in a quick pick; picking one opens its asset
// page, or the first item opens the wallet's own page (Show Wallet). Nothing is asked until the user clicks: hovers never
// spend credits on wallets.
import { LOOKUP_HOLDINGS, SHOW_ASSET, SHOW_WALLET } from '../commandIds';
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { CancelledError, describeError } from '../api/transport/errors';
import type { Holding } from '../api/types';
import { checkWalletInput } from '../detect/walletInput';
import { safeIconLabel } from '../format/safeText';
import { shortenAddress } from '../format/text';
import type { Privacy } from '../settings/privacy';
import { notify } from '../surfaces';
import type { CommandHandlers } from '../platform/lazyCommands';

const MAX_ITEMS = 200;

export function lookUpHoldingsHandlers(client: WalletAssetClient, privacy: Privacy): CommandHandlers {
  return { [LOOKUP_HOLDINGS]: (address?: unknown) => lookUp(client, privacy, address) };
}

async function lookUp(client: WalletAssetClient, privacy: Privacy, argument: unknown): Promise<void> {
  const typed = typeof argument === 'string' ? argument : await vscode.window.showInputBox({
    title: 'Walletscope: Look Up Holdings', prompt: 'A wallet address (EVM or Solana) or an ENS name; one portfolio request',
    validateInput: (text) => { const c = checkWalletInput(text); return c.ok ? undefined : c.problem; },
  });
  if (typed === undefined) return;
  const check = checkWalletInput(typed.trim().slice(0, 200));
  if (!check.ok) return void notify('error', check.problem);
  const short = shortenAddress(check.address);
  try {
    const portfolio = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Walletscope: looking up the holdings of ${safeIconLabel(short, 60)}…`, cancellable: true },
      (_progress, token) => {
        const abort = new AbortController();
        token.onCancellationRequested(() => abort.abort());
        return client.getPortfolio(check.address, { signal: abort.signal, feature: 'hover' });
      });
    const f = privacy.figures;
    const holdings = [...portfolio.holdings].sort((a, b) => b.usdValue - a.usdValue).slice(0, MAX_ITEMS);
    if (holdings.length === 0) return void notify('info', `${short} holds nothing the service prices.`);
    const wallet = { label: '$(pulse) Show Wallet', description: 'net worth over time, activity and holdings on one page', target: [] };
    const picked = await vscode.window.showQuickPick([wallet, ...holdings.map((h) => item(h, f))], {
      title: safeIconLabel(`Holdings of ${short} · ${f.usd(portfolio.totalUsd)} · ${f.count(portfolio.holdings.length, 'asset')}`, 200),
      placeHolder: 'Pick an asset to open its page, or open the wallet\'s page', matchOnDescription: true,
    });
    if (picked === wallet) await vscode.commands.executeCommand(SHOW_WALLET, check.address);
    else if (picked) await vscode.commands.executeCommand(SHOW_ASSET, ...picked.target);
  } catch (e) {
    if (e instanceof CancelledError) return;
    void notify('error', `Could not look up ${short}: ${describeError(e)}`);
  }
}

function item(h: Holding, f: Privacy['figures']): vscode.QuickPickItem & { target: unknown[] } {
  const contract = h.asset.contracts[0];
  return {
    label: safeIconLabel(`${h.asset.symbol} · ${h.asset.name}`, 120),
    description: safeIconLabel(`${f.amount(h.tokenBalance)} · ${f.usd(h.usdValue)}`, 120),
    detail: safeIconLabel(h.chainBalances.map((c) => c.chain).join(', '), 200) || undefined,
    target: contract ? [contract.address, contract.blockchain] : [h.asset.name],
  };
}
