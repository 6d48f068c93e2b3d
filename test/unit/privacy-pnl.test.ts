import assert from 'node:assert/strict';
import type { Holding, Portfolio } from '../../src/api/types';
import { figures, MASKED, maskAddress, PLAIN } from '../../src/format/figures';
import { holdingText } from '../../src/format/holdingText';
import { holdingPnlLines, holdingPnlShort, holdingRoi, walletPnlLines } from '../../src/format/pnl';
import { breakdown, change24hPercent } from '../../src/core/breakdown';
import { groupByChain } from '../../src/wallets/chainGroups';

function holding(extra: Partial<Holding> = {}): Holding {
  return {
    asset: { id: 7, name: 'Wrapped Ether', symbol: 'WETH', logo: undefined, contracts: [], blockchains: ['Ethereum'] },
    price: 3012.5, tokenBalance: 1.5, usdValue: 4518.75, allocation: 42.1, priceChange24h: 2.5, priceBought: 2500, roi: undefined,
    realizedPnl: 120.5, unrealizedPnl: 768.75, totalInvested: 3750, chainBalances: [], liquidity: 1e9, ...extra,
  };
}

/** A deterministic stream of awkward numbers: tiny, huge, negative, zero, NaN and infinities among ordinary ones. */
function* awkwardNumbers(count: number): Generator<number> {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const specials = [0, -0, 1e-13, -1e-9, 0.004321, 1e15, 4.2e17, -12.5, Number.NaN, Infinity, -Infinity, Number.MAX_VALUE, Number.MIN_VALUE];
  for (let i = 0; i < count; i++) yield i < specials.length ? specials[i]! : (next() - 0.3) * 10 ** Math.floor(next() * 30 - 12);
}

describe('Hide Amounts: masking every figure', () => {
  const hidden = figures({ hideAmounts: true, maskAddresses: false });

  it('leaves no digit and no sign of any amount in any formatter (2,000 awkward numbers)', () => {
    for (const value of awkwardNumbers(2000)) {
      for (const text of [hidden.usd(value), hidden.usdChange(value), hidden.amount(value), hidden.price(value), hidden.percent(value), hidden.change(value)]) {
        assert.equal(text, MASKED, `${value} → ${text}`);
      }
    }
  });

  it('leaves no digit in a holding row, its tooltip or a wallet\'s PnL lines, whatever the figures', () => {
    const values = [...awkwardNumbers(300)];
    for (let i = 0; i + 7 < values.length; i += 7) {
      const [price, balance, usd, pnl1, pnl2, invested, change] = values.slice(i, i + 7) as number[];
      const h = holding({ price, tokenBalance: balance, usdValue: usd, realizedPnl: pnl1, unrealizedPnl: pnl2, totalInvested: invested, priceChange24h: change, roi: change, allocation: usd });
      const text = holdingText(h, { figures: hidden, pnlInRows: true }); // "24h" is the only digit left: a label, not an amount
      assert.doesNotMatch(`${text.description}\n${text.tooltip}`.replaceAll("24h", ""), /\d/, `${text.description}\n${text.tooltip}`);
      assert.doesNotMatch(walletPnlLines({ realized: pnl1, unrealized: pnl2, winRate: invested }, hidden).join('\n'), /\d/);
    }
  });

  it('keeps addresses unless asked to mask them too, and then keeps only their kind', () => {
    assert.equal(hidden.address('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
    const both = figures({ hideAmounts: true, maskAddresses: true });
    assert.equal(both.address('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), `0x${MASKED}`);
    assert.equal(maskAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'), `7${MASKED}`);
    assert.equal(figures({ hideAmounts: false, maskAddresses: true }), PLAIN, 'masking addresses alone does nothing while amounts show');
  });

  it('says in the row tooltip that amounts are hidden', () => {
    assert.match(holdingText(holding(), { figures: hidden, pnlInRows: true }).tooltip, /Amounts are hidden/);
  });
});

describe('profit and loss text', () => {
  it('shows realized plus unrealized with the ROI in the row, and each part in the tooltip', () => {
    const h = holding();
    assert.equal(holdingPnlShort(h, PLAIN), 'PnL +$889.25 (+23.71%)');
    assert.deepEqual(holdingPnlLines(h, PLAIN), ['Bought at $2,500.00 (average)', 'Invested $3,750.00', 'Unrealized PnL +$768.75', 'Realized PnL +$120.50', 'ROI +23.71%']);
    assert.equal(holdingText(h, { figures: PLAIN, pnlInRows: true }).description, '$4,518.75 · 1.5 · PnL +$889.25 (+23.71%)');
    assert.equal(holdingText(h, { figures: PLAIN, pnlInRows: false }).description, '$4,518.75 · 1.5', 'the row toggle leaves PnL to the tooltip');
  });

  it('shows absent PnL as absent, never as zero, and a real zero as zero', () => {
    const none = holding({ realizedPnl: undefined, unrealizedPnl: undefined, totalInvested: undefined, priceBought: undefined });
    assert.equal(holdingPnlShort(none, PLAIN), undefined);
    assert.deepEqual(holdingPnlLines(none, PLAIN), []);
    assert.doesNotMatch(holdingText(none).tooltip, /PnL|ROI|\$0\.00/);
    assert.equal(holdingPnlShort(holding({ realizedPnl: undefined, unrealizedPnl: -40 }), PLAIN), 'PnL −$40.00 (−1.07%)');
    assert.equal(holdingPnlShort(holding({ realizedPnl: 0, unrealizedPnl: 0 }), PLAIN), 'PnL $0.00 (0.00%)');
    assert.equal(holdingRoi(holding({ totalInvested: 0 })), undefined, 'no ROI on nothing invested');
    assert.equal(holdingRoi(holding({ roi: 12 })), 12, 'the service\'s ROI wins');
    assert.deepEqual(walletPnlLines(undefined, PLAIN), []);
    assert.deepEqual(walletPnlLines({ realized: undefined, unrealized: -1200, winRate: 62.5 }, PLAIN), ['Unrealized PnL −$1,200.00', 'Positions in profit 62.50%']);
  });
});

describe('wallet 24h change and chain groups', () => {
  const portfolio: Portfolio = {
    wallet: '0x1', totalUsd: 0,
    holdings: [
      holding({ usdValue: 1100, priceChange24h: 10 }),
      holding({ asset: { ...holding().asset, name: 'USD Coin', symbol: 'USDC' }, usdValue: 500, priceChange24h: undefined }),
    ],
  };

  it('adds up the 24h moves of holdings that have one, as USD and as a share of the value a day ago', () => {
    const b = breakdown(portfolio, true);
    assert.ok(Math.abs(b.change24hUsd! - 100) < 1e-9);
    assert.ok(Math.abs(change24hPercent(b)! - (100 / 1500) * 100) < 1e-9);
    assert.equal(breakdown({ ...portfolio, holdings: [portfolio.holdings[1]!] }, true).change24hUsd, undefined, 'unknown, not zero');
  });

  it('groups balances by chain with per-chain totals, biggest first, a holding without chain balances on its first chain', () => {
    const multi = holding({
      price: 2, chainBalances: [
        { chain: 'Base', chainId: '8453', tokenBalance: 10, address: undefined },
        { chain: 'Ethereum', chainId: '1', tokenBalance: 100, address: undefined },
      ],
    });
    const solo = holding({ asset: { ...holding().asset, blockchains: ['Solana'] }, price: 1, tokenBalance: 5, chainBalances: [] });
    const groups = groupByChain([multi, solo]);
    assert.deepEqual(groups.map((g) => [g.chain, g.usd, g.items.length]), [['Ethereum', 200, 1], ['Base', 20, 1], ['Solana', 5, 1]]);
  });
});
