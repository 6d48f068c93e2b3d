// Live prices applied to held portfolios (no vscode): which holdings to follow (the largest across all watched
// wallets, bounded), and a portfolio revalued at new prices. Balances never change here, only prices.
import { feedTargetOf, targetKey, type FeedTarget } from '../api/priceTarget';
import type { Portfolio } from '../api/types';
import { addFinite, withinFinite } from '../format/numbers';

/** The `max` largest holdings by USD value over all wallets, one target per asset. */
export function liveTargets(portfolios: ReadonlyArray<Portfolio | undefined>, max: number): FeedTarget[] {
  const value = new Map<string, { target: FeedTarget; usd: number }>();
  for (const portfolio of portfolios) {
    for (const holding of portfolio?.holdings ?? []) {
      const target = feedTargetOf(holding.asset);
      if (!target || !(holding.usdValue > 0)) continue;
      const key = targetKey(target);
      const entry = value.get(key);
      if (entry) entry.usd = addFinite(entry.usd, holding.usdValue);
      else value.set(key, { target, usd: holding.usdValue });
    }
  }
  return [...value.values()].sort((a, b) => b.usd - a.usd).slice(0, max).map((e) => e.target);
}

/** The portfolio at new prices (keyed by targetKey); holdings without a new price keep theirs. Same object when nothing changed. */
export function withLivePrices(portfolio: Portfolio, prices: ReadonlyMap<string, number>): Portfolio {
  let changed = false;
  const holdings = portfolio.holdings.map((h) => {
    const target = feedTargetOf(h.asset);
    const price = target && prices.get(targetKey(target));
    if (price === undefined || price === h.price) return h;
    changed = true;
    return { ...h, price, usdValue: withinFinite(h.tokenBalance * price) };
  });
  if (!changed) return portfolio;
  const totalUsd = holdings.reduce((sum, h) => addFinite(sum, h.usdValue), 0);
  return {
    ...portfolio,
    totalUsd,
    holdings: holdings.map((h) => ({ ...h, allocation: totalUsd > 0 ? (h.usdValue / totalUsd) * 100 : h.allocation })),
  };
}
