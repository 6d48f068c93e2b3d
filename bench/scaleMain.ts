// One size of the scale bench (bench/scale.ts), in a fresh plain Node process with the production build, as the
// extension host runs it after a restart: the Wallets view restored from the saved snapshot and drawn (its store, its
// provider, every root row's tree item), the heap that holds, Export Holdings of every wallet, and the alerts'
// comparison after a refresh (each wallet's balances against the last seen, in files). Prints one JSON line.
// Run with --expose-gc: argv = snapshot file, watched wallets file, a folder for the alerts' files.
import { readFileSync } from 'node:fs';
import type * as vscode from 'vscode';
import type { WalletAssetClient } from '../src/api/client';
import { AlertBook } from '../src/core/alertBook';
import { balancesOf, diffBalances } from '../src/core/balanceDiff';
import { holdingsCsv } from '../src/format/exportRows';
import { PLAIN } from '../src/format/figures';
import { CreditFiles } from '../src/language-server/creditFiles';
import type { Config } from '../src/config';
import type { WatchedWallet } from '../src/wallets/model';
import { PortfolioStore } from '../src/wallets/portfolioStore';
import type { WalletList } from '../src/wallets/walletList';
import { WalletTreeProvider } from '../src/wallets/walletTree';
import { EventEmitter } from './vscodeStub';

const [snapshotFile, walletsFile, alertsDir] = process.argv.slice(2) as [string, string, string];
const gc = (globalThis as { gc?: () => void }).gc!;

function heapMb(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.external + m.arrayBuffers) / 1e6;
}

async function main(): Promise<void> {
  // What VS Code holds before activation: the settings and globalState, parsed.
  const watched = JSON.parse(readFileSync(walletsFile, 'utf8')) as WatchedWallet[];
  const saved = new Map<string, unknown>([['walletscope.portfolioSnapshot', JSON.parse(readFileSync(snapshotFile, 'utf8'))]]);
  const before = heapMb();
  const memento = { get: (key: string) => saved.get(key), update: async (key: string, value: unknown) => { saved.set(key, value); }, keys: () => [...saved.keys()] } as unknown as vscode.Memento;
  const changed = new EventEmitter<void>();
  const byAddress = new Map(watched.map((w) => [w.address, w]));
  const wallets = { all: watched, find: (a: string) => byAddress.get(a), onDidChange: changed.event } as unknown as WalletList;
  const config = { hideSpam: true, hideSmallBalances: false, smallBalanceThreshold: 1, groupBy: 'none', pnlInRows: false, autoRefreshSeconds: 300, onDidChange: changed.event } as unknown as Config;
  const log = { warn: () => undefined, info: () => undefined } as unknown as vscode.LogOutputChannel;

  const started = performance.now();
  const store = new PortfolioStore({ client: {} as WalletAssetClient, wallets, config, memento, log, now: () => Date.now() });
  const tree = new WalletTreeProvider({
    wallets, store, config, privacy: { figures: PLAIN, onDidChange: changed.event } as never,
    background: { paused: () => undefined, intervalMs: () => 300_000, onDidChange: changed.event },
    marks: { of: () => undefined, onDidChange: changed.event }, tooltips: () => import('../src/wallets/walletTooltip'),
  });
  const items = tree.getChildren().map((node) => tree.getTreeItem(node));
  const paintMs = performance.now() - started;
  const heldMb = heapMb() - before;

  const exported = watched.map((w) => ({ address: w.address, label: w.label, portfolio: store.state(w.address).portfolio! })).filter((w) => w.portfolio);
  let at = performance.now();
  const csv = holdingsCsv(exported);
  const exportMs = performance.now() - at;

  // The alerts: a first comparison sees every wallet; a refresh later, every wallet compared again, one in a hundred moved.
  const book = new AlertBook(new CreditFiles(alertsDir), () => Date.now());
  const fetchedAt = Date.now() - 60_000;
  const observe = (moved: (i: number) => boolean, when: number) => Promise.all(exported.map((w, i) => {
    const balances = balancesOf(w.portfolio, when);
    const [first] = Object.keys(balances.tokens);
    const amounts = moved(i) && first ? { ...balances, tokens: { ...balances.tokens, [first]: { ...balances.tokens[first]!, amount: balances.tokens[first]!.amount * 2 } } } : balances;
    return book.observe(w.address, amounts, 'bench', 1);
  }));
  await observe(() => false, fetchedAt);
  const moved = (i: number) => i % 100 === 7;
  // The comparison itself, as each wallet's is after a refresh: its balances read from the portfolio, then against those
  // last seen (one in a hundred moved).
  const seen = exported.map((w) => balancesOf(w.portfolio, fetchedAt));
  at = performance.now();
  let diffs = 0;
  exported.forEach((w, i) => {
    const now = balancesOf(w.portfolio, fetchedAt + 30_000);
    const [first] = Object.keys(now.tokens);
    const after = moved(i) && first ? { ...now, tokens: { ...now.tokens, [first]: { ...now.tokens[first]!, amount: now.tokens[first]!.amount * 2 } } } : now;
    if (diffBalances(w.address, seen[i]!, after, 1)) diffs++;
  });
  const compareMs = performance.now() - at;
  // With the files every window shares: nothing moved (a read each), then one in a hundred moved (a write and a claim each).
  at = performance.now();
  await observe(() => false, fetchedAt + 15_000);
  const filesMs = performance.now() - at;
  at = performance.now();
  const moves = (await observe(moved, fetchedAt + 30_000)).filter((o) => o.move).length;
  const alertsMs = performance.now() - at;
  console.log(JSON.stringify({ wallets: watched.length, rows: items.length, paintMs, heldMb, exportMs, exportKb: Buffer.byteLength(csv) / 1024, compareMs, diffs, filesMs, alertsMs, moves }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
