// Risk flags from the service's contract scan (no vscode): which ones a user should be warned about, worst
// first, each with a short reason for a row, a tooltip, a hover or the asset page.
import type { ContractSecurity, HeldAsset, Holding } from '../api/types';
import type { Figures } from './figures';

export type RiskKind = 'honeypot' | 'sellTax' | 'buyTax' | 'mintable' | 'pausable' | 'blacklist' | 'frozen';

export interface Risk {
  readonly kind: RiskKind;
  /** "Honeypot: it cannot be sold", "25% sell tax". */
  readonly reason: string;
}

/** Taxes above this (percent) are flagged; a few percent is common and disclosed. */
export const TAX_THRESHOLD = 10;

/** The risks of a holding's scanned contracts, worst first, each kind once (the worst value of it). */
export function riskFlags(scans: readonly ContractSecurity[] | undefined): Risk[] {
  if (!scans || scans.length === 0) return [];
  const any = (test: (s: ContractSecurity) => boolean | undefined) => scans.some((s) => test(s) === true);
  const maxOf = (pick: (s: ContractSecurity) => number | undefined) => Math.max(-Infinity, ...scans.map((s) => pick(s) ?? -Infinity));
  const sell = maxOf((s) => s.sellTax);
  const buy = maxOf((s) => s.buyTax);
  const risks: Risk[] = [];
  if (any((s) => s.isHoneypot)) risks.push({ kind: 'honeypot', reason: 'Honeypot: it cannot be sold' });
  if (sell > TAX_THRESHOLD) risks.push({ kind: 'sellTax', reason: `${percent(sell)} sell tax` });
  if (buy > TAX_THRESHOLD) risks.push({ kind: 'buyTax', reason: `${percent(buy)} buy tax` });
  if (any((s) => s.frozen)) risks.push({ kind: 'frozen', reason: 'Frozen: this account cannot move it' });
  if (any((s) => s.isBlacklisted)) risks.push({ kind: 'blacklist', reason: 'The owner can blacklist holders' });
  if (any((s) => s.transferPausable)) risks.push({ kind: 'pausable', reason: 'The owner can pause transfers' });
  if (any((s) => s.isMintable || s.noMintAuthority === false)) risks.push({ kind: 'mintable', reason: 'More can be minted' });
  return risks;
}

/** One line for a row or a hover: the worst reason, and how many more. */
export function riskLine(risks: readonly Risk[]): string | undefined {
  const [first, ...rest] = risks;
  if (!first) return undefined;
  return rest.length > 0 ? `${first.reason} (+${rest.length} more)` : first.reason;
}

/** The risk line of the first scanned holding of the asset `isIt` recognises, in any watched wallet's holdings. */
export function heldRiskLine(wallets: Iterable<readonly Holding[]>, isIt: (asset: HeldAsset) => boolean): string | undefined {
  for (const holdings of wallets) {
    for (const holding of holdings) {
      if (!holding.security?.length || !isIt(holding.asset)) continue;
      const line = riskLine(riskFlags(holding.security));
      if (line) return line;
    }
  }
  return undefined;
}

/** A honeypot's value cannot be realised: totals leave it out. */
export function isHoneypot(risks: readonly Risk[]): boolean {
  return risks.some((r) => r.kind === 'honeypot');
}

function percent(value: number): string {
  return `${Math.round(Math.min(value, 100) * 100) / 100}%`;
}

/** The risk line; masked, without the tax percentages and the count of further risks (no digits at all). */
export function riskText(risks: readonly Risk[], f: Figures): string | undefined {
  if (!f.masked) return riskLine(risks);
  const [first, ...rest] = risks;
  if (!first) return undefined;
  const reason = first.kind === 'sellTax' ? 'High sell tax' : first.kind === 'buyTax' ? 'High buy tax' : first.reason.replace(/\d/g, '•');
  return rest.length > 0 ? `${reason} (and more)` : reason;
}
