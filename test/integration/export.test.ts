// Export Holdings in the real extension host: the command with `{ uri, format }` writes CSV and JSON files whose
// numbers read back exactly as the Wallets view's data (the multichain wallet gives one row per chain).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { readCsv } from '../unit/csvReader';
import { ReferenceApi, requireEnv, waitFor, windowNow } from './helpers';
import { API_URL_ENV } from './result';
import { rowsWhen, views } from './treeReader';

const config = () => vscode.workspace.getConfiguration('walletscope');
const EXPORT = 'walletscope.exportHoldings';
const LABEL = 'Multi, "chain"'; // a comma and quotes: the label must come back whole
const NUMBERS = ['balance', 'price_usd', 'value_usd', 'price_bought', 'invested', 'realized_pnl', 'unrealized_pnl', 'change_24h_pct'] as const;

interface Held {
  asset: { name: string; symbol: string; blockchains: string[] };
  price: number; tokenBalance: number; usdValue: number; priceBought?: number; totalInvested?: number; realizedPnl?: number; unrealizedPnl?: number; priceChange24h?: number;
  chainBalances: Array<{ chain: string; tokenBalance: number }>;
}
interface WalletData { address: string; holdings: Held[] }
type Expected = Record<'wallet' | 'chain' | 'symbol' | (typeof NUMBERS)[number], string | number | undefined>;

/** What the Wallets view holds for each watched wallet, once loaded (the nodes carry the store's state). */
async function storeData(): Promise<WalletData[]> {
  let seen = '';
  const roots = await rowsWhen((await views()).walletTree, 'both wallets loaded', (rs) => {
    const nodes = rs.map((r) => r.node as { kind: string; loading?: boolean; state?: { portfolio?: unknown; error?: string } });
    seen = JSON.stringify(nodes.map((n) => [n.kind, n.loading, Boolean(n.state?.portfolio), n.state?.error]));
    const wallets = nodes.filter((n) => n.kind === 'wallet');
    return wallets.length === 2 && wallets.every((n) => n.state?.portfolio && !n.loading);
  }).catch((e: Error) => { throw new Error(`${e.message} Last seen: ${seen}`); });
  return roots.map((r) => r.node as { kind: string; wallet: { address: string }; state: { portfolio: { holdings: Held[] } } })
    .filter((n) => n.kind === 'wallet').map((n) => ({ address: n.wallet.address, holdings: n.state.portfolio.holdings }));
}

/** The rows the export should have: one per chain balance (value = balance × price), holding totals on the first. */
function expectedRows(wallets: WalletData[]): Expected[] {
  return wallets.flatMap((w) => w.holdings.flatMap((h) => {
    const chains = h.chainBalances.length ? h.chainBalances.map((b) => ({ chain: b.chain, balance: b.tokenBalance, value: b.tokenBalance * h.price }))
      : [{ chain: h.asset.blockchains[0], balance: h.tokenBalance, value: h.usdValue }];
    return chains.map((c, i) => ({
      wallet: w.address, chain: c.chain, symbol: h.asset.symbol, balance: c.balance, price_usd: h.price, value_usd: c.value, price_bought: h.priceBought,
      invested: i === 0 ? h.totalInvested : undefined, realized_pnl: i === 0 ? h.realizedPnl : undefined,
      unrealized_pnl: i === 0 ? h.unrealizedPnl : undefined, change_24h_pct: h.priceChange24h,
    }));
  }));
}

describe('Export Holdings', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walletscope-export-'));
    await api.reset();
    await config().update('livePrices', 'off', vscode.ConfigurationTarget.Global); // prices hold still while we compare
    await config().update('wallets', [{ address: WALLETS.multichain, label: LABEL }, { address: WALLETS.mixed }], vscode.ConfigurationTarget.Global);
  });
  after(async () => {
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    await config().update('livePrices', undefined, vscode.ConfigurationTarget.Global);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a CSV whose rows read back to the same numbers, one row per chain', async () => {
    const data = await storeData();
    const file = path.join(dir, 'holdings.csv');
    const result = await vscode.commands.executeCommand<{ holdings: number; wallets: number }>(EXPORT, undefined, { uri: vscode.Uri.file(file).toString(), format: 'csv' });
    assert.deepEqual(result && [result.holdings, result.wallets], [data.reduce((n, w) => n + w.holdings.length, 0), 2]);
    const [header, ...rows] = readCsv(fs.readFileSync(file, 'utf8'));
    const expected = expectedRows(data);
    assert.equal(rows.length, expected.length);
    assert.ok(expected.some((e, i) => i > 0 && e.symbol === expected[i - 1]!.symbol && e.chain !== expected[i - 1]!.chain), 'a holding on several chains');
    const at = (row: string[], column: string) => row[header!.indexOf(column)];
    rows.forEach((row, i) => {
      const want = expected[i]!;
      assert.deepEqual([at(row, 'wallet'), at(row, 'chain'), at(row, 'symbol')?.replace(/^'/, '')], [want.wallet, want.chain ?? '', want.symbol], `row ${i}`);
      assert.equal(at(row, 'wallet_label'), want.wallet === WALLETS.multichain ? LABEL : '');
      for (const column of NUMBERS) {
        const text = at(row, column)!;
        assert.doesNotMatch(text, /e/i, `${column} of row ${i}: no exponent`);
        assert.equal(text === '' ? undefined : Number(text), want[column], `${column} of row ${i}`);
      }
    });
  });

  it('writes JSON grouped by wallet with the same numbers, and exports one wallet when asked', async () => {
    const data = await storeData();
    const file = path.join(dir, 'holdings.json');
    await vscode.commands.executeCommand(EXPORT, undefined, { uri: vscode.Uri.file(file).toString(), format: 'json' });
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { exportedAt: string; wallets: Array<{ address: string; label: string | null; holdings: Array<Record<string, unknown>> }> };
    assert.ok(Math.abs(Date.parse(json.exportedAt) - await windowNow()) < 60_000, `exported at ${json.exportedAt}: the window's (pinned) date`);
    assert.deepEqual(json.wallets.map((w) => [w.address, w.label]), [[WALLETS.multichain, LABEL], [WALLETS.mixed, null]]);
    const expected = expectedRows(data);
    const rows = json.wallets.flatMap((w) => w.holdings);
    assert.equal(rows.length, expected.length);
    rows.forEach((row, i) => {
      for (const column of NUMBERS) assert.equal(row[column], expected[i]![column] ?? null, `${column} of row ${i}`);
    });

    const single = path.join(dir, 'one.json');
    await vscode.commands.executeCommand(EXPORT, undefined, { uri: vscode.Uri.file(single).toString(), format: 'json', wallet: WALLETS.mixed });
    assert.deepEqual((JSON.parse(fs.readFileSync(single, 'utf8')) as typeof json).wallets.map((w) => w.address), [WALLETS.mixed]);
  });

  it('ignores options that do not validate: it asks instead, and cancelling writes nothing', async () => {
    const file = path.join(dir, 'never.csv');
    let done = false;
    const run = Promise.resolve(vscode.commands.executeCommand(EXPORT, undefined, { uri: vscode.Uri.file(file).toString(), format: 'xlsx' })).finally(() => { done = true; });
    await waitFor('the command to end once its question is dismissed', async () => {
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      return done;
    }, { timeoutMs: 15_000, intervalMs: 200 });
    assert.equal(await run, undefined);
    assert.ok(!fs.existsSync(file));
  });
});
