// The overview's text parts (no vscode): wallet cards, the 24h change, PnL, spam and risk lines. Every figure
// goes through the Figures, so with amounts hidden no digit of the user's holdings is written, not even a count.
import type { Portfolio, WalletPnl } from '../api/types';
import type { Figures } from '../format/figures';
import { directedUsdChange, walletPnlLines } from '../format/pnl';
import { safeLabel } from '../format/safeText';
import { change24hPercent, type WalletBreakdown } from '../core/breakdown';
import type { WalletCard } from './protocol';

export interface LoadedWallet {
  readonly label: string;
  readonly portfolio: Portfolio | undefined;
  readonly error?: string | undefined;
  readonly breakdown: WalletBreakdown | undefined;
}

/** "3 spam tokens" plainly; masked, no count at all ("Spam tokens"). */
export function counted(n: number, singular: string, plural: string, f: Figures): string {
  if (f.masked) return plural.charAt(0).toUpperCase() + plural.slice(1);
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}

export function walletCard(wallet: LoadedWallet, hideSpam: boolean, f: Figures): WalletCard {
  const b = wallet.breakdown;
  const label = safeLabel(wallet.label, 200);
  const failed = wallet.error !== undefined ? safeLabel(`Last refresh failed: ${wallet.error}`, 400) : undefined;
  if (!b) return { label, total: '—', pnl: [], status: failed ?? 'Loading…' };
  const spam = b.spam.length === 0 ? undefined : hideSpam
    ? `${counted(b.spam.length, 'spam token', 'spam tokens', f)} hidden (${f.usd(b.spamUsd)})`
    : `Includes ${counted(b.spam.length, 'token', 'tokens', f).toLowerCase()} that look like spam (${f.usd(b.spamUsd)})`;
  return {
    label,
    total: f.usd(b.totalUsd),
    ...(b.change24hUsd !== undefined ? { change: directedUsdChange(b.change24hUsd, change24hPercent(b), f) } : {}),
    pnl: walletPnlLines(wallet.portfolio?.pnl, f),
    ...(spam !== undefined ? { spam } : {}),
    ...(b.honeypotUsd > 0 ? { honeypots: `Honeypots left out of the total: ${f.usd(b.honeypotUsd)}` } : {}),
    ...(failed !== undefined ? { status: failed } : {}),
  };
}

/** All wallets' spam in one line. */
export function spamSummary(wallets: readonly LoadedWallet[], hideSpam: boolean, f: Figures): string {
  let count = 0;
  let usd = 0;
  for (const b of wallets.map((w) => w.breakdown)) {
    count += b?.spam.length ?? 0;
    usd += b?.spamUsd ?? 0;
  }
  if (count === 0) return 'No tokens look like spam.';
  return hideSpam
    ? `${counted(count, 'spam token', 'spam tokens', f)} set aside (${f.usd(usd)}), not in the totals.`
    : `${counted(count, 'token that looks', 'tokens that look', f)} like spam ${count === 1 && !f.masked ? 'is' : 'are'} in the totals (${f.usd(usd)}).`;
}

/** The PnL of all wallets that have it, each figure added up only from the wallets that sent it. */
export function pnlSummary(wallets: readonly LoadedWallet[], f: Figures): { lines: string[]; note?: string } | undefined {
  const loaded = wallets.filter((w) => w.portfolio);
  const known = loaded.map((w) => w.portfolio?.pnl).filter((p): p is WalletPnl => p !== undefined && (p.realized !== undefined || p.unrealized !== undefined));
  if (known.length === 0) return undefined;
  const sum = (pick: (p: WalletPnl) => number | undefined): number | undefined =>
    known.reduce<number | undefined>((s, p) => { const v = pick(p); return v === undefined || !Number.isFinite(v) ? s : (s ?? 0) + v; }, undefined);
  const lines = walletPnlLines({ realized: sum((p) => p.realized), unrealized: sum((p) => p.unrealized), winRate: undefined }, f);
  if (known.length === loaded.length) return { lines };
  const note = f.masked ? 'Some wallets have no PnL data.' : `From ${known.length} of ${loaded.length} wallets; the others have no PnL data.`;
  return { lines, note };
}
