// A pool's recent trades as the page's rows (pure, no vscode): formatted figures, the USD value as a number for the
// page's minimum-USD filter, the trader shortened (the full address for Copy), and the transaction's explorer link.
import type { Pool, Trade } from '../api/markets/types';
import { formatPrice, formatTokenAmount, formatUsd } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { shortenAddress } from '../format/text';
import { txUrl } from '../format/txLinks';
import { tokenLabel } from './model';
import type { TradeRow } from './protocol';

/** What the extension sends: the newest 100, one answer of the service. */
export const TRADES_SENT = 100;
/** Dates a JavaScript Date can hold (a larger one throws when formatted). */
const MAX_DATE = 8.64e15;

export function tradeRows(trades: readonly Trade[], pool: Pool, max = TRADES_SENT): TradeRow[] {
  const symbol = tokenLabel(pool.base);
  return trades
    .filter((t) => Number.isFinite(t.date) && t.date >= 0 && t.date <= MAX_DATE)
    .sort((a, b) => b.date - a.date)
    .slice(0, max)
    .map((t) => tradeRow(t, pool.blockchain, symbol));
}

function tradeRow(t: Trade, chain: string, symbol: string): TradeRow {
  const trader = t.trader === undefined ? undefined : safeLabel(t.trader, 200) || undefined;
  const url = txUrl(chain, t.hash);
  return {
    at: t.date,
    side: t.side,
    price: t.priceUSD === undefined ? '—' : formatPrice(t.priceUSD),
    amount: t.amount === undefined ? '—' : `${formatTokenAmount(t.amount)} ${symbol}`,
    usd: t.amountUSD === undefined ? '—' : formatUsd(t.amountUSD),
    usdValue: t.amountUSD !== undefined && Number.isFinite(t.amountUSD) ? t.amountUSD : 0,
    trader,
    traderShort: trader && safeLabel(shortenAddress(trader), 40),
    txUrl: url && url.length <= 400 ? url : undefined,
  };
}
