// Profit and loss as text (no vscode). A figure the service did not send is left out, never shown as zero;
// masked figures stay masked.
import { addFinite } from './numbers';
import type { Holding, WalletPnl } from '../api/types';
import type { Figures } from './figures';

/** The compact part of a holding row: "PnL +$120.50 (+12.3%)"; undefined when the service sent no PnL for it. */
export function holdingPnlShort(holding: Holding, f: Figures): string | undefined {
  const total = pnlTotal(holding.realizedPnl, holding.unrealizedPnl);
  return total === undefined ? undefined : `PnL ${usdChangeText(total, holdingRoi(holding), f)}`;
}

/** "+$120.50 (+12.3%)": a change in USD and its percentage when known (a PnL and its ROI, a 24h move). */
export function usdChangeText(usd: number, percent: number | undefined, f: Figures): string {
  return `${f.usdChange(usd)}${percent !== undefined ? ` (${f.change(percent)})` : ''}`;
}

/** "+$12.30 (+1.2%)" with a direction for its colour, only while amounts are shown: a masked change has no sign. */
export function directedUsdChange(usd: number, percent: number | undefined, f: Figures): { text: string; direction?: 'up' | 'down' | 'flat' } {
  const text = usdChangeText(usd, percent, f);
  return f.masked ? { text } : { text, direction: usd > 0 ? 'up' : usd < 0 ? 'down' : 'flat' };
}

/** Tooltip lines of a holding's PnL, each only when its figure is known. */
export function holdingPnlLines(holding: Holding, f: Figures): string[] {
  const roi = holdingRoi(holding);
  return [
    holding.priceBought !== undefined ? `Bought at ${f.price(holding.priceBought)} (average)` : undefined,
    holding.totalInvested !== undefined ? `Invested ${f.usd(holding.totalInvested)}` : undefined,
    holding.unrealizedPnl !== undefined ? `Unrealized PnL ${f.usdChange(holding.unrealizedPnl)}` : undefined,
    holding.realizedPnl !== undefined ? `Realized PnL ${f.usdChange(holding.realizedPnl)}` : undefined,
    roi !== undefined ? `ROI ${f.change(roi)}` : undefined,
  ].filter((line): line is string => line !== undefined);
}

/** A wallet's PnL lines: "Unrealized PnL +$1,200.00", "Realized PnL −$30.00", "Positions in profit 62%". */
export function walletPnlLines(pnl: WalletPnl | undefined, f: Figures): string[] {
  if (!pnl) return [];
  return [
    pnl.unrealized !== undefined ? `Unrealized PnL ${f.usdChange(pnl.unrealized)}` : undefined,
    pnl.realized !== undefined ? `Realized PnL ${f.usdChange(pnl.realized)}` : undefined,
    pnl.winRate !== undefined ? `Positions in profit ${f.percent(pnl.winRate)}` : undefined,
  ].filter((line): line is string => line !== undefined);
}

/** Return on what was put in, in percent: the service's `roi` when sent, else (realized + unrealized) / invested. */
export function holdingRoi(holding: Holding): number | undefined {
  return holding.roi ?? roiOf(pnlTotal(holding.realizedPnl, holding.unrealizedPnl), holding.totalInvested);
}

/** Realized plus unrealized; undefined when neither is known (absent is not zero). */
export function pnlTotal(realized: number | undefined, unrealized: number | undefined): number | undefined {
  return realized === undefined && unrealized === undefined ? undefined : addFinite(realized ?? 0, unrealized ?? 0);
}

/** A PnL as a percentage of what was invested; undefined without both, or on nothing invested. */
export function roiOf(total: number | undefined, invested: number | undefined): number | undefined {
  const roi = total !== undefined && invested !== undefined && invested > 0 ? (total / invested) * 100 : undefined;
  return roi !== undefined && Number.isFinite(roi) ? roi : undefined;
}
