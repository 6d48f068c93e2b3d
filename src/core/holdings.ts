// Holdings across wallets (no vscode): one entry per asset with the wallets' figures added up (the overview's and the
// wallet page's holdings tables), the value per chain, and the top shares of a total for the allocation charts
// ("Other" for the rest).
import type { Holding } from '../api/types';
import { addFinite } from '../format/numbers';

/** One asset across the watched wallets. */
export interface AssetTotal {
  /** What makes two holdings one asset (assetKey). */
  readonly key: string;
  readonly name: string;
  readonly symbol: string;
  value: number;
  balance: number;
  readonly price: number;
  change24h: number | undefined;
  realized: number | undefined;
  unrealized: number | undefined;
  /** Undefined as soon as one wallet's position does not say what was put in. */
  invested: number | undefined;
  readonly chains: Set<string>;
  readonly wallets: string[];
  /** The first holding with a contract scan, for its risk line. */
  scanned: Holding | undefined;
}

export interface WalletHoldings {
  readonly label: string;
  readonly holdings: readonly Holding[];
}

const finite = (x: number): number => (Number.isFinite(x) ? x : 0);

/** What makes holdings in two wallets or on two chains one asset: the service's id, else its name and symbol. */
export function assetKey(h: Holding): string {
  return h.asset.id !== undefined ? `id:${h.asset.id}` : `${h.asset.name}\u0000${h.asset.symbol}`.toLowerCase();
}

/** Assets by value, largest first; the same asset in several wallets (or on several chains) is one entry. */
export function aggregateHoldings(wallets: readonly WalletHoldings[]): AssetTotal[] {
  const byKey = new Map<string, AssetTotal>();
  for (const { label, holdings } of wallets) {
    for (const h of holdings) {
      const key = assetKey(h);
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          key, name: h.asset.name, symbol: h.asset.symbol, value: 0, balance: 0, price: finite(h.price), change24h: undefined,
          realized: undefined, unrealized: undefined, invested: 0, chains: new Set(), wallets: [], scanned: undefined,
        };
        byKey.set(key, entry);
      }
      entry.value = addFinite(entry.value, finite(h.usdValue));
      entry.balance = addFinite(entry.balance, finite(h.tokenBalance));
      entry.change24h ??= h.priceChange24h !== undefined && Number.isFinite(h.priceChange24h) ? h.priceChange24h : undefined;
      entry.realized = addDefined(entry.realized, h.realizedPnl);
      entry.unrealized = addDefined(entry.unrealized, h.unrealizedPnl);
      entry.invested = entry.invested !== undefined && h.totalInvested !== undefined ? addFinite(entry.invested, finite(h.totalInvested)) : undefined;
      for (const chain of chainsOf(h)) entry.chains.add(chain);
      if (!entry.wallets.includes(label)) entry.wallets.push(label);
      if (!entry.scanned && h.security?.length) entry.scanned = h;
    }
  }
  return [...byKey.values()].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** A holding's value per chain, split by its token balance on each (its first chain when that cannot tell). */
export function valueByChain(holding: Holding): Array<[string, number]> {
  const value = finite(holding.usdValue);
  const balances = holding.chainBalances.filter((c) => Number.isFinite(c.tokenBalance) && c.tokenBalance > 0);
  const sum = balances.reduce((s, c) => addFinite(s, c.tokenBalance), 0);
  if (balances.length === 0 || sum <= 0) return [[chainsOf(holding)[0] ?? 'Unknown chain', value]];
  return balances.map((c) => [c.chain || 'Unknown chain', (value * c.tokenBalance) / sum]);
}

export interface RawShare {
  readonly name: string;
  readonly value: number;
  /** Percent of the positive values' sum. */
  readonly share: number;
}

/** The `top` largest positive values and one "Other" for the rest; shares add up to 100 (or nothing at all). */
export function topShares(entries: Iterable<readonly [string, number]>, top: number): RawShare[] {
  const merged = new Map<string, number>();
  for (const [name, value] of entries) if (Number.isFinite(value) && value > 0) merged.set(name, addFinite(merged.get(name) ?? 0, value));
  const sorted = [...merged].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = sorted.reduce((s, [, v]) => addFinite(s, v), 0);
  if (!(total > 0)) return [];
  const head = sorted.slice(0, top);
  const rest = sorted.slice(top).reduce((s, [, v]) => addFinite(s, v), 0);
  const shares = head.map(([name, value]) => ({ name, value, share: (value / total) * 100 }));
  if (rest > 0) shares.push({ name: 'Other', value: rest, share: (rest / total) * 100 });
  return shares.map((s) => ({ ...s, share: Math.min(100, Math.max(0, s.share)) }));
}

export function chainsOf(holding: Holding): string[] {
  const named = holding.chainBalances.map((c) => c.chain).filter((c) => c !== '');
  return [...new Set(named.length > 0 ? named : holding.asset.blockchains)];
}

function addDefined(a: number | undefined, b: number | undefined): number | undefined {
  if (b === undefined || !Number.isFinite(b)) return a;
  return addFinite(a ?? 0, b);
}
