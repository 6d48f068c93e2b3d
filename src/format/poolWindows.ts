// A pool's figures as text, for the asset page's Pools rows and the pool page alike (no vscode): one window's volume,
// change and buys / sells, and a pool's age at a glance.
import type { PoolWindow } from '../api/markets/types';
import { formatUsdCompact } from './numbers';
import { changeText } from './priceChange';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const DAY = 86_400_000;

/** One window's figures as text (the Pools rows' 24h, the pool page's every window): volume, change, buys / sells. */
export function windowFigures(w: PoolWindow | undefined): { volume: string; change: string; direction: 'up' | 'down' | 'flat'; txns: string } {
  const change = changeText(w?.priceChange === undefined ? undefined : w.priceChange / 100);
  return {
    volume: money(w?.volumeUSD), change: change?.text ?? '—', direction: change?.direction ?? 'flat',
    txns: w?.buys === undefined || w.sells === undefined ? '—' : `${whole(w.buys)} / ${whole(w.sells)}`,
  };
}

function money(value: number | undefined): string {
  return value === undefined ? '—' : formatUsdCompact(value);
}

/** A count of trades: whole up to a million, compact beyond ("12.3M"), "—" past what any pool trades. */
function whole(n: number): string {
  if (!Number.isFinite(n) || n < 0 || n >= 1e12) return '—';
  return n < 1e6 ? count.format(n) : compactCount.format(n);
}

/** "3 h", "12 d", "2 y": a pool's age at a glance. */
export function ageText(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0 || ms > 100 * 365 * DAY) return '—';
  if (ms < 3_600_000) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (ms < DAY) return `${Math.round(ms / 3_600_000)} h`;
  if (ms < 365 * DAY) return `${Math.round(ms / DAY)} d`;
  return `${(ms / (365 * DAY)).toFixed(1)} y`;
}
