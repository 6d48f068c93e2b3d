// How the holdings table sorts (./holdingsTable; no DOM, unit-tested in Node): by name, or by a figure with the rows that lack it
// last either way; with amounts hidden the rows carry no figures, so value sorts by the order the extension sent.
import type { HoldingRow, HoldingSort, SortColumn } from '../../format/holdingRows';

export const DEFAULT_SORT: HoldingSort = { column: 'value', direction: 'descending' };

export function sortable(key: SortColumn | 'chains' | 'wallets', masked: boolean): key is SortColumn {
  if (key === 'chains' || key === 'wallets') return false;
  return !masked || key === 'asset' || key === 'value' || key === 'share';
}

/** The rows in the asked order; rows without the figure (no PnL, no 24h change) go last either way. */
export function sortRows(rows: readonly HoldingRow[], { column, direction }: HoldingSort): HoldingRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const indexed = rows.map((row, index) => ({ row, index }));
  const key = (r: { row: HoldingRow; index: number }): number | undefined => {
    if (column === 'value' || column === 'share') return r.row.sort?.value ?? -r.index; // the extension's order: largest first
    if (column === 'asset') return undefined;
    return r.row.sort?.[column];
  };
  indexed.sort((a, b) => {
    if (column === 'asset') return sign * (a.row.name.localeCompare(b.row.name) || a.row.symbol.localeCompare(b.row.symbol)) || a.index - b.index;
    const ka = key(a);
    const kb = key(b);
    if (ka === undefined || kb === undefined) return ka === kb ? a.index - b.index : ka === undefined ? 1 : -1;
    return sign * (ka - kb) || a.index - b.index;
  });
  return indexed.map((r) => r.row);
}

