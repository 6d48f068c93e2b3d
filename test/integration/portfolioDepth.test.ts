// Profit and loss, grouping by chain and Hide Amounts in the Wallets view, the status bar's data and the hover,
// against the reference API's `mixed` (labelled) and `multichain` (unlabelled) wallets.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { hoverTextAt, ReferenceApi, requireEnv, waitFor, openDocument } from './helpers';
import { API_URL_ENV } from './result';
import { rows, rowsWhen, usd, views, type Row } from './treeReader';

const config = () => vscode.workspace.getConfiguration('walletscope');
const tree = async () => (await views()).walletTree;

async function walletRow(label: RegExp): Promise<Row> {
  const roots = await rowsWhen(await tree(), 'both wallets with data', (rs) => rs.filter((r) => r.contextValue === 'walletscope.wallet' && /\$|•/.test(r.description)).length === 2);
  return roots.find((r) => label.test(r.label))!;
}

/** Every row of the view, expanding everything (spam rows, chain groups, multi-chain holdings). */
async function everyRow(): Promise<Row[]> {
  const all: Row[] = [];
  const walk = async (parent?: Row) => {
    for (const row of await rows(await tree(), parent)) {
      all.push(row);
      if (row.collapsible) await walk(row);
    }
  };
  await walk();
  return all;
}

/** Digits that are not the user's amounts: a masked address's "0x", public contract addresses, risk wording
 *  ("25% sell tax", "(+4 more)"), "24h", ages, clock times and chain names. Counts of what the user holds are amounts. */
const NOT_AMOUNTS = [
  /0x•••••/g, /Contract \S+/g, /\(\+\d+ more\)/g, /\d+(\.\d+)?% (sell|buy) tax/g, /\b24h\b/g,
  /\d+ (s|min|h|days?) ago/g, /\d{1,2}:\d{2}:\d{2}( [AP]M)?/g,
  /^(On|Chains:) .*$/gm, // chain names ("BNB Smart Chain (BEP20)")
];

/** What a row shows besides its name and the digits above: where an amount could leak. */
function figuresOf(row: Row): string {
  // A holding's label is "SYMBOL · Name": both may carry digits of their own ("$ 2,500 USDC Reward").
  const names = row.label.split(' · ');
  const text = names.reduce((rest, name) => rest.replaceAll(name, ''), [row.description, row.tooltip].join('\n'));
  return NOT_AMOUNTS.reduce((rest, pattern) => rest.replace(pattern, ''), text);
}

describe('Portfolio depth: PnL, chains, Hide Amounts', function () {
  this.timeout(90_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(async () => {
    await api.reset();
    await config().update('wallets', [{ address: WALLETS.mixed, label: 'Mixed' }, { address: WALLETS.multichain }], vscode.ConfigurationTarget.Global);
  });
  after(async () => {
    await vscode.commands.executeCommand('walletscope.showAmounts');
    for (const key of ['pnl', 'groupBy', 'privacy.maskAddresses', 'wallets']) await config().update(key, undefined, vscode.ConfigurationTarget.Global);
  });

  it('gives every row its own id when a real token and a look-alike share every name, on the same chains', async () => {
    await config().update('wallets', [{ address: WALLETS.lookAlike, label: 'Look-alike' }], vscode.ConfigurationTarget.Global);
    await config().update('spam', 'show', vscode.ConfigurationTarget.Global);
    try {
      await rowsWhen(await tree(), 'the wallet with data', (rs) => rs.some((r) => r.label === 'Look-alike' && r.description.startsWith('$')));
      const all = await everyRow();
      assert.equal(all.filter((r) => r.label === 'USDC · USD Coin').length, 2, all.map((r) => r.label).join(', '));
      assert.ok(all.filter((r) => r.label === 'Ethereum').length >= 2, 'each has its chain rows');
      const ids = all.map((r) => r.id);
      assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'no id twice');
    } finally {
      await config().update('spam', undefined, vscode.ConfigurationTarget.Global);
      await config().update('wallets', [{ address: WALLETS.mixed, label: 'Mixed' }, { address: WALLETS.multichain }], vscode.ConfigurationTarget.Global);
    }
  });

  it('shows PnL on rows that have it, none on rows that do not, and the wallet\'s PnL in its tooltip', async () => {
    const mixed = await walletRow(/^Mixed$/);
    const children = await rows(await tree(), mixed);
    const weth = children.find((r) => r.contextValue?.startsWith('walletscope.holding') && / · PnL [+−]?\$/.test(r.description));
    assert.ok(weth, children.map((r) => r.description).join('\n'));
    assert.match(weth.tooltip, /Unrealized PnL [+−]?\$[\d,.]+\nRealized PnL [+−]?\$[\d,.]+\nROI [+−]?[\d.]+%/);
    assert.match(mixed.tooltip, /Unrealized PnL [+−]?\$[\d,.]+\nRealized PnL [+−]?\$[\d,.]+\nPositions in profit [\d.]+%/);
    assert.match(mixed.tooltip, /24h [+−]?\$[\d,.]+ \([+−]?[\d.]+%\)/);
    // The spam row's lure token is unlisted: the service has no PnL for it, and none is shown (not a zero).
    const lure = (await rows(await tree(), children.find((r) => r.contextValue === 'walletscope.spam')))[0];
    assert.doesNotMatch(`${lure?.description}\n${lure?.tooltip}`, /PnL|ROI/);

    await config().update('pnl', 'hide', vscode.ConfigurationTarget.Global);
    const plain = await rowsWhen(await tree(), 'rows without PnL', (rs) => rs.some((r) => r.label === weth.label && !r.description.includes('PnL')), mixed);
    assert.match(plain.find((r) => r.label === weth.label)!.tooltip, /Unrealized PnL/, 'the tooltip keeps it');
    await config().update('pnl', undefined, vscode.ConfigurationTarget.Global);
  });

  it('groups holdings by chain with per-chain totals that add up to the wallet total', async () => {
    await config().update('groupBy', 'chain', vscode.ConfigurationTarget.Global);
    const wallet = await walletRow(/^0x8320/);
    const chains = await rowsWhen(await tree(), 'chain groups', (rs) => rs.some((r) => r.contextValue === 'walletscope.chainGroup'), wallet);
    const groups = chains.filter((r) => r.contextValue === 'walletscope.chainGroup');
    assert.ok(groups.length >= 3, groups.map((g) => g.label).join(', '));
    const sum = groups.reduce((s, g) => s + usd(g.description), 0);
    assert.ok(Math.abs(sum - usd(wallet.description)) < 0.05 * groups.length, `${sum} vs ${wallet.description}`);
    const first = groups[0]!;
    const inside = await rows(await tree(), first);
    assert.ok(inside.length > 0 && inside.every((r) => r.contextValue?.startsWith('walletscope.holding')));
    assert.ok(Math.abs(inside.reduce((s, r) => s + usd(r.description), 0) - usd(first.description)) < 0.05 * inside.length);
    await config().update('groupBy', undefined, vscode.ConfigurationTarget.Global);
  });

  it('Hide Amounts leaves no figure in any row, masks the hover\'s total and, when asked, addresses; Show Amounts brings them back', async () => {
    await walletRow(/^Mixed$/);
    await vscode.commands.executeCommand('walletscope.hideAmounts');
    await config().update('privacy.maskAddresses', true, vscode.ConfigurationTarget.Global);
    const masked = await waitFor('every row masked', async () => {
      const all = await everyRow();
      return all.some((r) => r.label === '0x•••••') && all.every((r) => !/\$\d/.test(r.description)) ? all : undefined;
    }, { timeoutMs: 15_000, intervalMs: 200 });
    assert.ok(masked.length > 20, `${masked.length} rows read`);
    for (const row of masked) assert.doesNotMatch(figuresOf(row), /\d/, `${row.label}: ${figuresOf(row)}`);
    assert.ok(masked.some((r) => r.description.includes('•••••')));

    const document = await openDocument(`owner = "${WALLETS.mixed}"`, 'python');
    const hover = await waitFor('the wallet hover', async () => {
      const t = await hoverTextAt(document.uri, new vscode.Position(0, 15));
      return t.includes('Watched wallet') ? t : undefined;
    }, { timeoutMs: 15_000, intervalMs: 200 });
    assert.match(hover, /Watched wallet \*\*Mixed\*\* · •••••/);

    await vscode.commands.executeCommand('walletscope.showAmounts');
    const shown = await rowsWhen(await tree(), 'figures back', (rs) => rs.some((r) => r.label === 'Mixed' && /^\$[\d,]+\.\d\d/.test(r.description)));
    assert.ok(shown.some((r) => r.label === '0x8320…0A3d'), 'the address is back too');
  });
});
