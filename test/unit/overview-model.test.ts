// The portfolio overview's model: totals and 24h change, allocation shares (top assets and "Other", by chain),
// PnL absent is not zero, spam and risk summaries. Random portfolios and Hide Amounts: overview-masking.test.ts.
import assert from 'node:assert/strict';
import { PLAIN } from '../../src/format/figures';
import { buildOverview, NO_WALLETS, type OverviewWallet } from '../../src/overview/model';
import { parseToOverview, TOP_SHARES } from '../../src/overview/protocol';
import { holding, scan } from './overview-fixtures';

const plain = (wallets: OverviewWallet[], hideSpam = true) => buildOverview(wallets, { figures: PLAIN, hideSpam });
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);




describe('portfolio overview model', () => {
  const main: OverviewWallet = {
    label: 'Main',
    portfolio: { wallet: '0x1', totalUsd: 3100, holdings: [
      holding('Ether', 1100, { id: 1, symbol: 'ETH', priceChange24h: 10 }),
      holding('USD Coin', 900, { id: 2, symbol: 'USDC', priceChange24h: 0 }),
    ] },
  };
  const second: OverviewWallet = {
    label: 'Second',
    portfolio: { wallet: '0x2', totalUsd: 1000, holdings: [holding('Ether', 1000, { id: 1, symbol: 'ETH', priceChange24h: 10 })] },
  };

  it('adds up the wallets, with the 24h change in USD and percent', () => {
    const model = plain([main, second]);
    assert.equal(model.total, '$3,000.00');
    // 2,100 of ETH up 10%: 1,909.09 a day ago, +190.91; USDC flat.
    assert.equal(model.change?.text, '+$190.91 (+6.80%)');
    assert.equal(model.change?.direction, 'up');
    assert.deepEqual(model.wallets.map((w) => [w.label, w.total, w.change?.text]), [['Main', '$2,000.00', '+$100.00 (+5.26%)'], ['Second', '$1,000.00', '+$90.91 (+10.00%)']]);
    assert.deepEqual(model.rows.map((r) => [r.symbol, r.value, r.share, r.wallets]), [['ETH', '$2,100.00', '70.00%', 'Main, Second'], ['USDC', '$900.00', '30.00%', 'Main']]);
    assert.ok(parseToOverview({ type: 'model', model }).ok);
  });

  it('leaves the 24h change out when no holding has one, rather than showing zero', () => {
    const model = plain([{ label: 'A', portfolio: { wallet: '0x1', totalUsd: 5, holdings: [holding('Ether', 5, { id: 1 })] } }]);
    assert.equal(model.change, undefined);
    assert.equal(model.wallets[0]!.change, undefined);
    assert.equal(model.rows[0]!.change, undefined);
  });

  it('charts the top assets and one "Other", shares adding up to 100', () => {
    const holdings = Array.from({ length: 12 }, (_, i) => holding(`Asset ${String.fromCharCode(65 + i)}`, 1000 - i * 50, { id: i, symbol: `A${String.fromCharCode(65 + i)}` }));
    const model = plain([{ label: 'A', portfolio: { wallet: '0x1', totalUsd: 0, holdings } }]);
    const shares = model.allocation!.assets;
    assert.equal(shares.length, TOP_SHARES + 1);
    assert.equal(shares.at(-1)!.name, 'Other');
    assert.equal(shares[0]!.name, 'AA');
    assert.ok(Math.abs(sum(shares.map((s) => s.share)) - 100) < 1e-9);
    assert.equal(shares.at(-1)!.value, '$2,100.00'); // the four smallest: 600 + 550 + 500 + 450
  });

  it('splits a holding across its chains by balance', () => {
    const multi = holding('USD Coin', 1000, { id: 2, symbol: 'USDC', tokenBalance: 1000, chainBalances: [
      { chain: 'Ethereum', chainId: '1', tokenBalance: 750, address: undefined }, { chain: 'Base', chainId: '8453', tokenBalance: 250, address: undefined },
    ] });
    const model = plain([{ label: 'A', portfolio: { wallet: '0x1', totalUsd: 0, holdings: [multi, holding('Ether', 1000, { id: 1 })] } }]);
    assert.deepEqual(model.allocation!.chains.map((s) => [s.name, s.percent]), [['Ethereum', '87.50%'], ['Base', '12.50%']]);
    assert.equal(model.rows.find((r) => r.symbol === 'USDC')!.chains, 'Ethereum, Base');
  });

  it('shows PnL only where the service sent it: absent is not zero', () => {
    const withPnl = holding('Ether', 1000, { id: 1, realizedPnl: 0, unrealizedPnl: 200, totalInvested: 800 });
    const withoutPnl = holding('USD Coin', 500, { id: 2 });
    const model = plain([
      { label: 'A', portfolio: { wallet: '0x1', totalUsd: 0, holdings: [withPnl, withoutPnl], pnl: { realized: 0, unrealized: undefined, winRate: undefined } } },
      { label: 'B', portfolio: { wallet: '0x2', totalUsd: 0, holdings: [] } },
    ]);
    assert.equal(model.rows[0]!.pnl, '+$200.00 (+25.00%)');
    assert.equal(model.rows[1]!.pnl, undefined);
    assert.deepEqual(model.wallets.map((w) => w.pnl), [['Realized PnL $0.00'], []]);
    assert.deepEqual(model.pnl, { lines: ['Realized PnL $0.00'], note: 'From 1 of 2 wallets; the others have no PnL data.' });
    assert.equal(plain([second]).pnl, undefined, 'no PnL data: no PnL section figures at all');
  });

  it('sets spam aside, leaves honeypots out and lists the risks with their reason', () => {
    const wallet: OverviewWallet = { label: 'Vitalik', portfolio: { wallet: '0x1', totalUsd: 0, holdings: [
      holding('Ether', 2000, { id: 1, symbol: 'ETH' }),
      holding('Visit claim-eth.xyz', 100, { id: 2 }),
      holding('SafeMoon Inu', 500, { id: 3, symbol: 'SMINU', security: scan({ isHoneypot: true }) }),
      holding('PayDay Inu', 300, { id: 4, symbol: 'PAYINU', security: scan({ sellTax: 25 }) }),
    ] } };
    const model = plain([wallet]);
    assert.equal(model.total, '$2,300.00');
    assert.equal(model.spam, '1 spam token set aside ($100.00), not in the totals.');
    assert.deepEqual(model.rows.map((r) => r.symbol), ['ETH', 'PAYINU'], 'neither the spam nor the honeypot');
    assert.equal(model.rows[1]!.risk, '25% sell tax');
    assert.deepEqual(model.risks, [
      { asset: 'SMINU · SafeMoon Inu', reason: 'Honeypot: it cannot be sold', wallets: 'Vitalik' },
      { asset: 'PAYINU · PayDay Inu', reason: '25% sell tax', wallets: 'Vitalik' },
    ]);
    assert.equal(model.wallets[0]!.spam, '1 spam token hidden ($100.00)');
    assert.equal(model.wallets[0]!.honeypots, 'Honeypots left out of the total: $500.00');
    assert.ok(!model.allocation!.assets.some((s) => s.name === 'SMINU'));
    const shown = plain([wallet], false);
    assert.equal(shown.total, '$2,400.00');
    assert.equal(shown.spam, '1 token that looks like spam is in the totals ($100.00).');
  });

  it('says when no wallet is watched, and which wallets are still loading', () => {
    assert.equal(plain([]).empty, NO_WALLETS);
    const model = plain([main, { label: 'Late', portfolio: undefined }, { label: 'Broken', portfolio: undefined, error: 'The service did not answer.' }]);
    assert.equal(model.note, 'Totals leave out the wallets not loaded yet.');
    assert.deepEqual(model.wallets.slice(1).map((w) => [w.total, w.status]), [['—', 'Loading…'], ['—', 'Last refresh failed: The service did not answer.']]);
  });

  it('clips and cleans what the service named, so the page accepts the model', () => {
    const name = `\u202eEvil${'x'.repeat(5000)}`;
    const model = plain([{ label: 'A', portfolio: { wallet: '0x1', totalUsd: 0, holdings: [holding(name, 10, { id: 1, symbol: name })] } }]);
    assert.ok(model.rows[0]!.name.length <= 200 && !model.rows[0]!.name.includes('\u202e'));
    assert.ok(parseToOverview({ type: 'model', model }).ok);
  });
});
