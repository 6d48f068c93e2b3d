// "Export Holdings": the last good holdings of one wallet or all of them, to a CSV or JSON file the user picks.
// From a wallet row it exports that wallet; a second argument `{ uri, format, wallet? }` (keybindings) picks the
// format and wallet and proposes the file, but the user still confirms it in the save dialog: a command link
// must not write files on its own. Only tests and development runs (`scripted`) skip the dialog. It never
// refreshes, and its notification names no amounts (Hide Amounts may be on).
import * as vscode from 'vscode';
import * as z from 'zod/mini';
import { exportFileName, holdingsCsv, holdingsJson, type ExportWallet } from '../format/exportRows';
import type { Figures } from '../format/figures';
import { plural } from '../format/text';
import type { Privacy } from '../settings/privacy';
import { notify } from '../surfaces';
import type { WatchedWallet } from './model';
import type { PortfolioStore } from './portfolioStore';
import { isWalletNode, walletPickItem } from './walletRow';
import type { WalletList } from './walletList';
import { nowMs } from '../core/clock';

type Format = 'csv' | 'json';

const optionsSchema = z.strictObject({
  uri: z.string().check(z.refine(isFileUri)),
  format: z.enum(['csv', 'json']),
  wallet: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

export interface ExportDeps {
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly privacy: Privacy;
  /** Tests and development runs: a given file is written without the save dialog. */
  readonly scripted: boolean;
  /** Proposed when no workspace folder is open (the desktop's home folder; none in a browser). */
  readonly homeFolder: vscode.Uri | undefined;
}

export interface ExportOutcome {
  readonly uri: string;
  readonly holdings: number;
  readonly wallets: number;
}

/** The command's handler (registered by ../overview, which loads it with the overview's bundle on first use). */
export async function exportHoldings({ wallets, store, privacy, scripted, homeFolder }: ExportDeps, node?: unknown, given?: unknown): Promise<ExportOutcome | undefined> {
  const loaded = (targets: readonly WatchedWallet[]): ExportWallet[] => targets.flatMap((w) => {
    const portfolio = store.state(w.address).portfolio;
    return portfolio ? [{ address: w.address, label: w.label, portfolio }] : [];
  });
  const parsed = optionsSchema.safeParse(given);
  const options = parsed.success ? parsed.data : undefined;
  if (!wallets.all.some((w) => store.state(w.address).portfolio)) return void notify('info', 'Nothing to export yet: refresh the wallets first.');
  const targets = await chooseWallets(wallets, node, options, privacy.figures);
  if (!targets) return;
  const data = loaded(targets);
  if (data.length === 0) return void notify('info', 'Nothing to export yet: refresh the wallets first.');
  const format = options?.format ?? await pickFormat();
  if (!format) return;
  const proposed = options && vscode.Uri.parse(options.uri, true);
  const uri = proposed && scripted ? proposed : await askForFile(format, proposed, homeFolder);
  if (!uri) return;
  const name = uri.path.split('/').pop() || uri.path;
  try {
    const content = format === 'csv' ? holdingsCsv(data) : holdingsJson(data, new Date(nowMs()));
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
}

/** The wallet of the row, of the options, all of them (total row, palette: asked when there are several). */
async function chooseWallets(
  wallets: WalletList, node: unknown, options: { wallet?: string | undefined } | undefined, f: Figures,
): Promise<readonly WatchedWallet[] | undefined> {
  const address = options?.wallet ?? (isWalletNode(node) ? node.wallet.address : undefined);
  if (address !== undefined) {
    const wallet = wallets.find(address);
    return wallet ? [wallet] : void notify('error', `${f.address(address)} is not watched.`);
  }
  if (options || wallets.all.length === 1) return wallets.all;
  const all = { label: 'All watched wallets', description: plural(wallets.all.length, 'wallet'), wallets: wallets.all };
  const picked = await vscode.window.showQuickPick([
    all,
    ...wallets.all.map((w) => ({ ...walletPickItem(w, f), wallets: [w] })),
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

function askForFile(format: Format, proposed: vscode.Uri | undefined, home: vscode.Uri | undefined): Thenable<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? home;
  return vscode.window.showSaveDialog({
    title: 'Export Holdings',
    saveLabel: 'Export',
    defaultUri: proposed ?? (folder && vscode.Uri.joinPath(folder, exportFileName(new Date(nowMs()), format))),
    filters: format === 'csv' ? { 'CSV (comma separated)': ['csv'] } : { JSON: ['json'] },
  });
}

function isFileUri(value: string): boolean {
  try {
    // A local file only: no host (a UNC share would send the user's credentials to it on Windows).
    const uri = vscode.Uri.parse(value, true);
    return uri.scheme === 'file' && uri.authority === '';
  } catch {
    return false;
  }
}
