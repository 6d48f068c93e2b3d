// What Discover Tokens shows of a view's rows, for every host (no vscode): rows under the liquidity floor left out and
// counted (unknown liquidity is not above a floor), spam left out by the sidebar's rules (detect/spam) and counted, the
// rest with the sidebar's risk flags (format/risk), sorted as the view says when the service did not. And the chains to
// filter by: the watched wallets' first, then the rest of the table.
import type { DiscoverRow, DiscoverView } from '../api/discover/types';
import { CHAIN_NAMES, chainNameOf } from '../detect/chains';
import { riskFlags, type Risk } from '../format/risk';
import { mixesScripts, safeLabel } from '../format/safeText';
import { spamReason } from '../detect/spam';

export interface ShownRow {
  readonly row: DiscoverRow;
  /** Worst first; empty when the service sent no scan or it found nothing. */
  readonly risks: readonly Risk[];
  /** Its name or symbol mixes look-alike alphabets ("USDС" with a Cyrillic С). */
  readonly lookAlike: boolean;
}

export interface Screened {
  readonly shown: readonly ShownRow[];
  /** Rows left out for liquidity under the floor (or unknown). */
  readonly underFloor: number;
  /** Rows left out as spam. */
  readonly spam: number;
}


export function screenRows(rows: readonly DiscoverRow[], view: DiscoverView, minLiquidityUsd: number): Screened {
  let underFloor = 0, spam = 0;
  const shown: ShownRow[] = [];
  for (const row of rows) {
    if (minLiquidityUsd > 0 && !(row.liquidity !== undefined && row.liquidity >= minLiquidityUsd)) underFloor++;
    else if (isSpam(row)) spam++;
    else shown.push({ row, risks: riskFlags(row.security ? [row.security] : undefined), lookAlike: mixesScripts(row.name) || mixesScripts(row.symbol) });
  }
  return { shown: sortFor(view, shown), underFloor, spam };
}

/** The sidebar's spam rules, a row's liquidity standing for what a holding is worth (unlisted and nearly empty: dust). */
function isSpam(row: DiscoverRow): boolean {
  return spamReason({ asset: { name: row.name, symbol: row.symbol, id: row.assetId }, price: row.price ?? 0, usdValue: row.liquidity ?? 0, liquidity: row.liquidity }) !== undefined;
}

/** Gainers (up over 24h) and losers (down) by their change, only those; new pairs newest first, unknown dates last;
 *  trending in the service's order. A short list (one chain's) holds fallers too, which are no gainers. */
function sortFor(view: DiscoverView, rows: ShownRow[]): ShownRow[] {
  const by = (figure: (r: DiscoverRow) => number | undefined, sign: 1 | -1) => [...rows].sort((a, b) => {
    const x = figure(a.row), y = figure(b.row);
    return x === undefined ? (y === undefined ? 0 : 1) : y === undefined ? -1 : sign * (x - y);
  });
  if (view === 'gainers') return by((r) => r.change24h, -1).filter((s) => (s.row.change24h ?? 0) > 0);
  if (view === 'losers') return by((r) => r.change24h, 1).filter((s) => (s.row.change24h ?? 0) < 0);
  if (view === 'new') return by((r) => r.createdAt, -1);
  return rows;
}

/** The most chains of the watched wallets offered first (a wallet on 90 chains would bury the list). */
const MAX_WATCHED_CHAINS = 12;

/** The chain filter's choices after "All chains": the watched wallets' chains first (as people name them), then the rest. */
export function chainChoices(watched: Iterable<string>): string[] {
  const names = new Map<string, string>();
  const add = (chain: string) => { if (chain !== '' && chain.length <= 60 && !names.has(chain.toLowerCase())) names.set(chain.toLowerCase(), chain); };
  for (const chain of watched) if (names.size < MAX_WATCHED_CHAINS) add(chainNameOf(chain));
  for (const chain of CHAIN_NAMES) add(chain);
  return [...names.values()];
}

/**
 * The chain a command's argument names (the VS Code command's and the language server's: any value): one clipped line
 * of visible text; null for every chain ('' or "all"); undefined when it names none.
 */
export function chainArgument(value: unknown): string | null | undefined {
  const named = typeof value === 'string' ? safeLabel(value, 60) : undefined;
  return named === undefined ? undefined : named === '' || named.toLowerCase() === 'all' ? null : named;
}
