// The overview page's messages: each side parses what it receives and refuses anything else (hostile or
// malformed messages, figures that are not numbers, oversized text); and the page's table sort.
import assert from 'node:assert/strict';
import { PLAIN } from '../../src/format/figures';
import { buildOverview } from '../../src/overview/model';
import { MAX_ROWS, parseFromOverview, parseOverviewState, parseToOverview, type HoldingRow, type OverviewModel } from '../../src/overview/protocol';
import { sortRows } from '../../src/webview/kit/holdingsSort';
import { holding } from './overview-fixtures';

const model: OverviewModel = buildOverview([{ label: 'Main', portfolio: { wallet: '0x1', totalUsd: 0, holdings: [
  holding('Ether', 2000, { id: 1, symbol: 'ETH', priceChange24h: 3 }), holding('USD Coin', 1000, { id: 2, symbol: 'USDC' }),
] } }], { figures: PLAIN, hideSpam: true });

describe('overview protocol', () => {
  describe('page → extension', () => {
    it('accepts ready and refresh, and drops unknown fields', () => {
      assert.deepEqual(parseFromOverview({ type: 'ready' }), { ok: true, message: { type: 'ready' } });
      assert.deepEqual(parseFromOverview({ type: 'refresh', command: 'workbench.action.terminal.new', html: '<img src=x>' }), { ok: true, message: { type: 'refresh' } });
    });

    it('refuses hostile and malformed messages', () => {
      const hostile: unknown[] = [
        undefined, null, 42, 'ready', [], [{ type: 'ready' }], {}, { type: 'READY' }, { type: 'openLink', url: 'command:workbench.action.reloadWindow' },
        { type: 'copy', text: 'x' }, { type: ['ready'] }, { type: { toString: () => 'ready' } }, JSON.parse('{"__proto__": {"type": "ready"}}'),
        { type: 'history', range: '24h' }, { type: 'model', model },
      ];
      for (const message of hostile) assert.equal(parseFromOverview(message).ok, false, JSON.stringify(message));
    });
  });

  describe('extension → page', () => {
    it('accepts the model it builds', () => {
      const parsed = parseToOverview({ type: 'model', model });
      assert.ok(parsed.ok);
      assert.deepEqual(parsed.message, { type: 'model', model });
    });

    it('refuses a model with figures that are not numbers, out of range or too many', () => {
      const row = model.rows[0]!;
      const share = model.allocation!.assets[0]!;
      const broken: unknown[] = [
        { ...model, total: 3000 },
        { ...model, masked: 'no' },
        { ...model, allocation: { ...model.allocation, assets: [{ ...share, share: Number.NaN }] } },
        { ...model, allocation: { ...model.allocation, assets: [{ ...share, share: Infinity }] } },
        { ...model, allocation: { ...model.allocation, assets: [{ ...share, share: 101 }] } },
        { ...model, allocation: { ...model.allocation, assets: [{ ...share, share: -1 }] } },
        { ...model, allocation: { ...model.allocation, assets: Array(20).fill(share) } },
        { ...model, rows: Array(MAX_ROWS + 1).fill(row) },
        { ...model, rows: [{ ...row, name: 'x'.repeat(201) }] },
        { ...model, rows: [{ ...row, sort: { ...row.sort, value: '2000' } }] },
        { ...model, rows: [{ ...row, change: { text: '+3%', direction: 'sideways' } }] },
        { ...model, wallets: [{ label: 'Main', total: '$1.00', pnl: 'Realized PnL $0.00' }] },
        { ...model, risks: [{ asset: 'PEPE', reason: 7 }] },
        { ...model, rows: undefined },
      ];
      for (const [i, m] of broken.entries()) assert.equal(parseToOverview({ type: 'model', model: m }).ok, false, `case ${i}`);
      assert.equal(parseToOverview({ type: 'state', state: {} }).ok, false);
      assert.equal(parseToOverview({ type: 'model' }).ok, false);
    });

    it('reads the saved sort leniently: anything else is no saved sort', () => {
      assert.deepEqual(parseOverviewState({ column: 'pnl', direction: 'ascending' }), { ok: true, message: { column: 'pnl', direction: 'ascending' } });
      for (const state of [undefined, { column: 'constructor', direction: 'ascending' }, { column: 'value' }, 'value']) assert.equal(parseOverviewState(state).ok, false);
    });
  });

  describe('table sort', () => {
    const row = (name: string, value: number, pnl?: number): HoldingRow => ({
      name, symbol: name.toUpperCase(), chains: '', wallets: '', value: '', share: '', balance: '', price: '',
      sort: { value, balance: 0, price: 0, ...(pnl !== undefined ? { pnl } : {}) },
    });
    const rows = [row('b', 30, -5), row('a', 20), row('c', 10, 8)];
    const names = (sorted: HoldingRow[]) => sorted.map((r) => r.name).join('');

    it('sorts by name, by value either way, and puts rows without the figure last', () => {
      assert.equal(names(sortRows(rows, { column: 'asset', direction: 'ascending' })), 'abc');
      assert.equal(names(sortRows(rows, { column: 'asset', direction: 'descending' })), 'cba');
      assert.equal(names(sortRows(rows, { column: 'value', direction: 'ascending' })), 'cab');
      assert.equal(names(sortRows(rows, { column: 'pnl', direction: 'descending' })), 'cba');
      assert.equal(names(sortRows(rows, { column: 'pnl', direction: 'ascending' })), 'bca');
    });

    it('sorts masked rows (no figures) by the order the extension sent', () => {
      const masked = rows.map(({ sort: _sort, ...rest }) => rest);
      assert.equal(names(sortRows(masked, { column: 'value', direction: 'descending' })), 'bac');
      assert.equal(names(sortRows(masked, { column: 'value', direction: 'ascending' })), 'cab');
    });
  });
});
