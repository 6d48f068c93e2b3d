// The portfolio overview's model (no vscode): all watched wallets added up, as the page shows them. Built in
// the extension host with the user's Figures, so the page gets formatted text; raw numbers go along only for
// the charts and sorting, and only while amounts are shown. Spam and honeypots follow the wallets' breakdown.
import type { Portfolio } from '../api/types';
import type { Figures } from '../format/figures';
import { directedUsdChange } from '../format/pnl';
import { holdingRow } from '../format/holdingRows';
import { isHoneypot, riskFlags, riskText } from '../format/risk';
import { safeLabel } from '../format/safeText';
import { breakdown, change24hPercent, shownTotals } from '../core/breakdown';
import { aggregateHoldings, topShares, valueByChain, type AssetTotal, type RawShare } from '../core/holdings';
import { MAX_ROWS, MAX_WALLET_CARDS, TOP_SHARES, type OverviewModel, type Share } from './protocol';
import { pnlSummary, spamSummary, walletCard, type LoadedWallet } from './summaries';

export interface OverviewWallet {
  /** As the Wallets view names it (walletLabel, with the current Figures). */
  readonly label: string;
  /** Undefined until loaded. */
  readonly portfolio: Portfolio | undefined;
  /** Why the last refresh failed, if it did. */
  readonly error?: string | undefined;
}

export interface OverviewOptions {
  readonly figures: Figures;
  /** `walletscope.spam`: spam set aside (true) or counted. */
  readonly hideSpam: boolean;
  /** The extension's own `breakdown`, so this lazy bundle reuses the tree's breakdown of each portfolio. */
  readonly breakdown?: typeof breakdown;
}

export const NO_WALLETS = 'No wallets are watched yet. Add one with “Walletscope: Add Wallet” to see the overview.';

export function buildOverview(input: readonly OverviewWallet[], { figures: f, hideSpam, breakdown: shown = breakdown }: OverviewOptions): OverviewModel {
  if (input.length === 0) return { masked: f.masked, empty: NO_WALLETS, total: f.usd(0), rows: [], wallets: [], risks: [] };
  const wallets: LoadedWallet[] = input.map((w) => ({ ...w, breakdown: w.portfolio && shown(w.portfolio, hideSpam) }));
  const totals = shownTotals(wallets.map((w) => w.breakdown));
  const { totalUsd: total, change24hUsd: change } = totals;
  const assets = aggregateHoldings(wallets.flatMap((w) => (w.breakdown ? [{ label: w.label, holdings: w.breakdown.holdings }] : [])));
  const risky = assets.map((asset) => ({ asset, risks: riskFlags(asset.scanned?.security) }));
  const counted = risky.filter((r) => !isHoneypot(r.risks)); // honeypots cannot be sold: out of totals, table and charts
  const rows = counted.slice(0, MAX_ROWS).map(({ asset, risks }) => holdingRow(asset, total, f, { risk: riskText(risks, f) }));
  const unloaded = wallets.filter((w) => !w.breakdown).length;
  const pnl = pnlSummary(wallets, f);
  return {
    masked: f.masked,
    total: f.usd(total),
    ...(change !== undefined ? { change: directedUsdChange(change, change24hPercent(totals), f) } : {}),
    ...(unloaded > 0 ? { note: unloaded === wallets.length ? 'Loading the wallets…' : 'Totals leave out the wallets not loaded yet.' } : {}),
    ...(f.masked ? {} : { allocation: allocation(counted.map((r) => r.asset), wallets, f) }),
    rows,
    ...(counted.length > rows.length ? { rowsNote: f.masked ? 'The largest holdings.' : `The ${rows.length} largest of ${counted.length.toLocaleString('en-US')} holdings.` } : {}),
    wallets: carded(wallets, f.masked).map((w) => walletCard(w, hideSpam, f)),
    ...(wallets.length > MAX_WALLET_CARDS ? { walletsNote: `The ${f.masked ? 'first' : 'largest'} ${MAX_WALLET_CARDS} of ${f.count(wallets.length, 'wallet')}; totals count them all.` } : {}),
    ...(pnl ? { pnl } : {}),
    spam: spamSummary(wallets, hideSpam, f),
    risks: risky.filter((r) => r.risks.length > 0).slice(0, 200).map(({ asset, risks }) => ({
      asset: safeLabel(assetName(asset), 300), reason: riskText(risks, f) ?? '', wallets: safeLabel(asset.wallets.join(', '), 400),
    })),
  };
}

function allocation(assets: readonly AssetTotal[], wallets: readonly LoadedWallet[], f: Figures): { assets: Share[]; chains: Share[] } {
  const symbols = new Map<string, number>();
  for (const a of assets) symbols.set(a.symbol, (symbols.get(a.symbol) ?? 0) + 1);
  // Two assets sharing a symbol stay two bars.
  const byAsset = assets.map((a): [string, number] => [(symbols.get(a.symbol) ?? 0) > 1 || !a.symbol ? assetName(a) : a.symbol, a.value]);
  const byChain = wallets.flatMap((w) => (w.breakdown?.counted ?? []).flatMap(valueByChain));
  const text = (s: RawShare): Share => ({ name: safeLabel(s.name, 200), percent: f.percent(s.share), value: f.usd(s.value), share: s.share });
  return { assets: topShares(byAsset, TOP_SHARES).map(text), chains: topShares(byChain, TOP_SHARES).map(text) };
}

function assetName(asset: Pick<AssetTotal, 'name' | 'symbol'>): string {
  return asset.symbol && asset.name ? `${asset.symbol} · ${asset.name}` : asset.symbol || asset.name || 'Unnamed asset';
}

/**
 * The wallets with a card: all of them, or the largest when there are more than a page draws at once (the first under
 * Hide Amounts, whose order would tell which are largest).
 */
function carded(wallets: readonly LoadedWallet[], masked: boolean): readonly LoadedWallet[] {
  if (wallets.length <= MAX_WALLET_CARDS || masked) return wallets.slice(0, MAX_WALLET_CARDS);
  return [...wallets].sort((a, b) => (b.breakdown?.totalUsd ?? -1) - (a.breakdown?.totalUsd ?? -1)).slice(0, MAX_WALLET_CARDS);
}
