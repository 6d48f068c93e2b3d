// The rows of "Export Holdings" (no vscode): one per holding per chain, with everything the service sent
// (spam and risky tokens included, each with its reason), and the CSV and JSON files built from them.
import type { Holding, Portfolio } from '../api/types';
import { toCsv } from './csv';
import { riskFlags, riskLine } from './risk';
import { spamReason } from '../detect/spam';

export const EXPORT_COLUMNS = [
  'wallet', 'wallet_label', 'chain', 'asset', 'symbol', 'contract', 'balance', 'price_usd', 'value_usd', 'price_bought',
  'invested', 'realized_pnl', 'unrealized_pnl', 'change_24h_pct', 'spam', 'risk',
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
/** Numbers stay numbers (the CSV writes them plain, JSON as numbers); undefined is an absent value. */
export type ExportRow = { readonly [K in ExportColumn]: string | number | undefined };

/** A watched wallet and its last good holdings. */
export interface ExportWallet {
  readonly address: string;
  readonly label?: string | undefined;
  readonly portfolio: Portfolio;
}

/**
 * A holding's rows: one per chain balance (value = that balance × price), or one with the holding's balance and
 * first chain. Invested and realized/unrealized PnL are the holding's totals: on its first row only, so sums add up.
 */
export function holdingRows(wallet: Omit<ExportWallet, 'portfolio'>, holding: Holding): ExportRow[] {
  const { asset } = holding;
  const spam = spamReason(holding);
  const risk = riskLine(riskFlags(holding.security));
  const chains = holding.chainBalances.length > 0
    ? holding.chainBalances.map((b) => ({ chain: b.chain, balance: b.tokenBalance, contract: b.address || contractOn(holding, b.chain), value: b.tokenBalance * holding.price }))
    : [{ chain: asset.blockchains[0], balance: holding.tokenBalance, contract: contractOn(holding, asset.blockchains[0]), value: holding.usdValue }];
  return chains.map((c, i) => ({
    wallet: wallet.address,
    wallet_label: wallet.label || undefined,
    chain: c.chain || undefined,
    asset: asset.name || undefined,
    symbol: asset.symbol || undefined,
    contract: c.contract,
    balance: c.balance,
    price_usd: holding.price,
    value_usd: c.value,
    price_bought: holding.priceBought,
    invested: i === 0 ? holding.totalInvested : undefined,
    realized_pnl: i === 0 ? holding.realizedPnl : undefined,
    unrealized_pnl: i === 0 ? holding.unrealizedPnl : undefined,
    change_24h_pct: holding.priceChange24h,
    spam,
    risk,
  }));
}

/** All rows of one wallet, in the service's order. */
export function walletRows(wallet: ExportWallet): ExportRow[] {
  return wallet.portfolio.holdings.flatMap((h) => holdingRows(wallet, h));
}

/** The CSV file, UTF-8 with a byte order mark: without it Excel reads the file as ANSI and garbles non-ASCII names. */
export function holdingsCsv(wallets: readonly ExportWallet[]): string {
  return '\ufeff' + toCsv(EXPORT_COLUMNS, wallets.flatMap(walletRows).map((row) => EXPORT_COLUMNS.map((column) => row[column])));
}

/** `{ exportedAt, wallets: [{ address, label, holdings: [rows] }] }`, pretty-printed; absent values are null. */
export function holdingsJson(wallets: readonly ExportWallet[], exportedAt: Date): string {
  const document = {
    exportedAt: exportedAt.toISOString(),
    wallets: wallets.map((w) => ({ address: w.address, label: w.label || null, holdings: walletRows(w).map(jsonRow) })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function jsonRow(row: ExportRow): Record<ExportColumn, string | number | null> {
  const entries = EXPORT_COLUMNS.map((column) => {
    const value = row[column];
    return [column, value === undefined || (typeof value === 'number' && !Number.isFinite(value)) ? null : value] as const;
  });
  return Object.fromEntries(entries) as Record<ExportColumn, string | number | null>;
}

/** The asset's contract on a chain (chain names compared without case), if it has one there. */
function contractOn(holding: Holding, chain: string | undefined): string | undefined {
  if (!chain) return undefined;
  return holding.asset.contracts.find((c) => c.blockchain.toLowerCase() === chain.toLowerCase())?.address;
}

/** "walletscope-holdings-2025-01-31.csv", the date local as the user reads it. */
export function exportFileName(date: Date, format: 'csv' | 'json'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `walletscope-holdings-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.${format}`;
}
