import assert from 'node:assert/strict';
import type { Holding, Portfolio } from '../../src/api/types';
import { breakdown, computeBreakdown, shownTotals } from '../../src/core/breakdown';

function holding(name: string, usd: number, extra: Partial<Holding> & { id?: number } = {}): Holding {
  return {
    asset: { id: extra.id ?? 1, name, symbol: name.slice(0, 4).toUpperCase(), logo: undefined, contracts: [], blockchains: [] },
    price: 1, tokenBalance: usd, usdValue: usd, allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined,
    realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [], liquidity: 1e6, ...extra,
  };
}

describe('wallet breakdown: spam set aside, honeypots out of totals', () => {
  const honeypot = holding('SafeMoon Inu', 500, { security: [{ address: '0xa', isHoneypot: true, buyTax: 0, sellTax: 100, isMintable: true, transferPausable: true, isBlacklisted: true, frozen: undefined, noMintAuthority: undefined }] });
  const portfolio: Portfolio = {
    wallet: '0x1', totalUsd: 2600,
    holdings: [holding('Ether', 2000), holding('Visit claim-eth.xyz', 100), honeypot],
  };

  it('hides spam from the rows and the total, and says how much', () => {
    const b = breakdown(portfolio, true);
    assert.deepEqual(b.holdings.map((h) => h.asset.name), ['Ether', 'SafeMoon Inu']);
    assert.deepEqual(b.spam.map((s) => [s.holding.asset.name, s.reason]), [['Visit claim-eth.xyz', 'its name carries a link']]);
    assert.equal(b.spamUsd, 100);
    assert.equal(b.honeypotUsd, 500);
    assert.equal(b.totalUsd, 2000, 'neither spam nor the honeypot');
    assert.equal(b.includesSpam, false);
  });

  it('shows spam in the rows and the total when asked, but never a honeypot in the total', () => {
    const b = breakdown(portfolio, false);
    assert.equal(b.holdings.length, 3);
    assert.equal(b.totalUsd, 2100);
    assert.equal(b.includesSpam, true);
    const hidden = breakdown(portfolio, true);
    assert.equal(shownTotals([hidden, undefined, hidden]).totalUsd, 4000);
  });

  it('breaks a portfolio down once per spam mode, for every surface that shows it', () => {
    assert.equal(breakdown(portfolio, true), breakdown(portfolio, true));
    assert.notEqual(breakdown(portfolio, true), breakdown(portfolio, false));
    assert.deepEqual(computeBreakdown(portfolio, true), breakdown(portfolio, true));
    assert.notEqual(breakdown({ ...portfolio }, true), breakdown(portfolio, true), 'a new portfolio (a refresh, a live tick) is broken down anew');
  });
});
