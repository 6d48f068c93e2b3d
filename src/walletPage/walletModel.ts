// The wallet page's header and holdings (no vscode): label, address with its explorers, total, 24h change, PnL, then
// the holdings as the overview's table lists them (the Wallets view's spam rules and risk flags, through the same functions). One
// wallet, or every watched wallet combined. Every figure goes through the Figures, so Hide Amounts masks them.
import type { Portfolio } from '../api/types';
import { aggregateHoldings, assetKey } from '../core/holdings';
import type { Figures } from '../format/figures';
import { explorerLink, type ExplorerLink } from '../format/explorers';
import { holdingRow, type HoldingRow } from '../format/holdingRows';
import { isHoneypot, riskFlags, riskText } from '../format/risk';
import { directedUsdChange, walletPnlLines } from '../format/pnl';
import { safeLabel } from '../format/safeText';
import { breakdown, change24hPercent, shownTotals, type WalletBreakdown } from '../core/breakdown';
import { MAX_HOLDINGS, type WalletView } from './protocol';
import { ALL_WALLETS_TITLE } from './target';

export interface PageWallet {
  /** As the Wallets view names it (walletLabel, with the current Figures). */
  readonly label: string;
  readonly address: string;
  /** Undefined until loaded. */
  readonly portfolio: Portfolio | undefined;
  /** Why the last refresh failed. */
  readonly error?: string | undefined;
}

export interface WalletViewOptions {
  readonly figures: Figures;
  readonly hideSpam: boolean;
  /** `walletscope.explorers`: the user's explorer templates. */
  readonly explorers: Readonly<Record<string, string>>;
}

const MAX_EXPLORERS = 8;

/** One wallet's page (`combined` false) or all wallets' (`combined` true). */
export function walletView(wallets: readonly PageWallet[], combined: boolean, o: WalletViewOptions): WalletView {
  const f = o.figures;
  const loaded = wallets.map((w) => ({ wallet: w, shown: w.portfolio && breakdown(w.portfolio, o.hideSpam) }));
  const totals = shownTotals(loaded.map((l) => l.shown));
  const one = combined ? undefined : wallets[0];
  const masked = one ? f.address(one.address) : undefined;
  const pnl = one ? walletPnlLines(one.portfolio?.pnl, f) : [];
  const waiting = loaded.filter((l) => !l.shown);
  const failed = wallets.filter((w) => w.error !== undefined);
  const status = waiting.length === wallets.length && wallets.length > 0 ? (failed.length > 0 ? 'error' : 'loading') : 'loaded';
  const note = wallets.length === 0 ? 'No wallets are watched yet. Add one with “Walletscope: Add Wallet”.' : failed.length > 0 ? `Last refresh failed: ${failed.map((w) => combined ? `${w.label}: ${w.error}` : w.error).join('; ')}`
    : waiting.length > 0 && status === 'loaded' ? `Totals leave out ${f.count(waiting.length, 'wallet')} not loaded yet.` : undefined;
  const rows = holdingRows(loaded, totals.totalUsd, o.hideSpam, f);
  return {
    status,
    masked: f.masked,
    label: safeLabel(one ? one.label : ALL_WALLETS_TITLE, 200),
    ...(one && masked !== undefined ? { address: safeLabel(masked, 200), ...(masked === one.address ? { copy: one.address.slice(0, 200) } : {}) } : {}),
    explorers: one && masked === one.address ? explorersOf(one, o.explorers) : [],
    total: status === 'loaded' ? f.usd(totals.totalUsd) : '—',
    ...(totals.change24hUsd !== undefined ? { change: directedUsdChange(totals.change24hUsd, change24hPercent(totals), f) } : {}),
    pnl: pnl.slice(0, 5).map((line) => safeLabel(line, 80)),
    ...(note !== undefined ? { note: safeLabel(note, 400) } : {}),
    holdings: rows.slice(0, MAX_HOLDINGS),
    ...(rows.length > MAX_HOLDINGS ? { holdingsNote: f.masked ? 'The largest holdings.' : `The ${MAX_HOLDINGS} largest of ${rows.length.toLocaleString('en-US')} holdings.` } : {}),
  };
}

/**
 * The holdings as the overview lists them (format/holdingRows): one row per asset across the page's wallets, its
 * risk from the contract scan, and why it looks like spam when spam is counted (hidden spam is in no row to flag).
 */
function holdingRows(loaded: ReadonlyArray<{ wallet: PageWallet; shown: WalletBreakdown | undefined }>, total: number, hideSpam: boolean, f: Figures): HoldingRow[] {
  const spam = new Map<string, string>();
  if (!hideSpam) for (const { shown } of loaded) for (const s of shown?.spam ?? []) spam.set(assetKey(s.holding), s.reason);
  const assets = aggregateHoldings(loaded.flatMap(({ wallet, shown }) => (shown ? [{ label: wallet.label, holdings: shown.holdings }] : [])));
  return assets.map((asset) => {
    const reason = spam.get(asset.key);
    const risks = riskFlags(asset.scanned?.security);
    // A honeypot is listed, flagged, but is no share of a total that leaves it out (it cannot be sold).
    return holdingRow(asset, isHoneypot(risks) ? 0 : total, f, { risk: riskText(risks, f), spam: reason === undefined ? undefined : `Looks like spam: ${reason}` });
  });
}

/** The wallet's page on each chain's explorer it holds something on (the user's templates first), at most eight. */
function explorersOf(wallet: PageWallet, templates: Readonly<Record<string, string>>): ExplorerLink[] {
  const chains = new Set<string>();
  for (const h of wallet.portfolio?.holdings ?? []) for (const c of h.chainBalances) if (c.chain) chains.add(c.chain);
  if (chains.size === 0) chains.add(wallet.address.startsWith('0x') ? 'Ethereum' : 'Solana');
  const links = new Map<string, ExplorerLink>();
  for (const chain of chains) {
    const link = explorerLink(chain, wallet.address, 'address', templates);
    if (link && !links.has(link.url)) links.set(link.url, { name: safeLabel(link.name, 80), url: link.url.slice(0, 400) });
  }
  return [...links.values()].slice(0, MAX_EXPLORERS);
}
