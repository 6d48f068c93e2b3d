// "Export Holdings": the last good holdings of one wallet or all of them, to a CSV or JSON file the user picks.
// From a wallet row it exports that wallet; a second argument `{ uri, format, wallet? }` (tests, keybindings)
// skips the dialogs. It never refreshes, and its notification names no amounts (Hide Amounts may be on).
import * as os from 'node:os';
import * as vscode from 'vscode';
import * as z from 'zod/mini';
import { exportFileName, holdingsCsv, holdingsJson, type ExportWallet } from '../format/exportRows';
import { safeIconLabel } from '../format/safeText';
import { notify } from '../surfaces';
import type { WatchedWallet } from './model';
import type { PortfolioStore } from './portfolioStore';
import { walletLabel, type WalletNode } from './walletItems';
import type { WalletList } from './walletList';

export const EXPORT_HOLDINGS = 'walletscope.exportHoldings';

type Format = 'csv' | 'json';

const optionsSchema = z.strictObject({
  uri: z.string().check(z.refine(isFileUri)),
  format: z.enum(['csv', 'json']),
  wallet: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

export function registerExportCommand(wallets: WalletList, store: PortfolioStore): vscode.Disposable {
  const loaded = (targets: readonly WatchedWallet[]): ExportWallet[] => targets.flatMap((w) => {
    const portfolio = store.state(w.address).portfolio;
    return portfolio ? [{ address: w.address, label: w.label, portfolio }] : [];
  });

  return vscode.commands.registerCommand(EXPORT_HOLDINGS, async (node?: unknown, given?: unknown) => {
    const parsed = optionsSchema.safeParse(given);
    const options = parsed.success ? parsed.data : undefined;
    if (loaded(wallets.all).length === 0) return void notify('info', 'Nothing to export yet: refresh the wallets first.');
    const targets = await chooseWallets(wallets, node, options);
    if (!targets) return;
    const data = loaded(targets);
    if (data.length === 0) return void notify('info', 'Nothing to export yet: refresh the wallets first.');
    const format = options?.format ?? await pickFormat();
    if (!format) return;
    const uri = options ? vscode.Uri.parse(options.uri, true) : await askForFile(format);
    if (!uri) return;
    const name = uri.path.split('/').pop() || uri.path;
    try {
      const content = format === 'csv' ? holdingsCsv(data) : holdingsJson(data, new Date());
      await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(content));
    } catch (e) {
      return void notify('error', `Could not export the holdings to ${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const holdings = data.reduce((sum, w) => sum + w.portfolio.holdings.length, 0);
    const missing = targets.length - data.length;
    const note = missing > 0 ? ` (${plural(missing, 'wallet')} not loaded yet, left out)` : '';
    // Not awaited: the export is done; the button may be pressed later or never.
    void notify('info', `Exported ${plural(holdings, 'holding')} of ${plural(data.length, 'wallet')} to ${name}${note}.`, 'Open File')
      .then((choice) => (choice === 'Open File' ? vscode.commands.executeCommand('vscode.open', uri) : undefined));
    return { uri: uri.toString(), holdings, wallets: data.length };
  });
}

/** The wallet of the row, of the options, all of them (total row, palette: asked when there are several). */
async function chooseWallets(wallets: WalletList, node: unknown, options: { wallet?: string | undefined } | undefined): Promise<readonly WatchedWallet[] | undefined> {
  const address = options?.wallet ?? (isWalletNode(node) ? node.wallet.address : undefined);
  if (address !== undefined) {
    const wallet = wallets.find(address);
    return wallet ? [wallet] : void notify('error', `${address} is not watched.`);
  }
  if (options || wallets.all.length === 1) return wallets.all;
  const all = { label: 'All watched wallets', description: plural(wallets.all.length, 'wallet'), wallets: wallets.all };
  const picked = await vscode.window.showQuickPick([
    all,
    ...wallets.all.map((w) => ({ label: safeIconLabel(walletLabel(w)), description: w.label ? safeIconLabel(w.address) : undefined, wallets: [w] })),
  ], { title: 'Export Holdings', placeHolder: 'Export the holdings of which wallets?' });
  return picked?.wallets;
}

async function pickFormat(): Promise<Format | undefined> {
  const picked = await vscode.window.showQuickPick([
    { label: 'CSV', description: 'for spreadsheets: one row per holding per chain', format: 'csv' as const },
    { label: 'JSON', description: 'grouped by wallet, for scripts', format: 'json' as const },
  ], { title: 'Export Holdings', placeHolder: 'File format' });
  return picked?.format;
}

function askForFile(format: Format): Thenable<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
  return vscode.window.showSaveDialog({
    title: 'Export Holdings',
    saveLabel: 'Export',
    defaultUri: vscode.Uri.joinPath(folder, exportFileName(new Date(), format)),
    filters: format === 'csv' ? { 'CSV (comma separated)': ['csv'] } : { JSON: ['json'] },
  });
}

function isFileUri(value: string): boolean {
  try {
    return vscode.Uri.parse(value, true).scheme === 'file';
  } catch {
    return false;
  }
}

function isWalletNode(node: unknown): node is Extract<WalletNode, { kind: 'wallet' }> {
  return typeof node === 'object' && node !== null && (node as WalletNode).kind === 'wallet'
    && typeof (node as { wallet?: { address?: unknown } }).wallet?.address === 'string';
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
