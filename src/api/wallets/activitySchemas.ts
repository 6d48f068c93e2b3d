// Both generations' activity answers, read into one model (./types). Current (`GET /api/2/wallet/activity`): one entry
// per transaction, its swaps and transfers as actions. v1 (`GET /api/1/wallet/transactions`): one row per asset that
// moved; rows of one hash are one transaction, and a transaction where one asset went out and another came in is a
// swap. Unreadable entries are skipped, never the page: what is read of it is shown.
import * as z from 'zod/mini';
import { arrayHead, readId, readNumber } from '../schemas/primitives';
import {
  clipped, counterpartyOf, isRaw, MAX_ACTIONS, MAX_TRANSACTIONS, type Raw, readActivityAsset, readAddress, readAmount, readCount, readName, readTime,
  readUsd, transferDirection,
} from './activityRead';
import type { ActivityAction, ActivityAsset, ActivityTransaction, TransferAction, TransferDirection } from './types';

/** Who asked and when: the wallet tells a transfer's direction when nothing else does; `now` bounds times. */
export interface ReadContext {
  readonly wallet: string;
  readonly now: number;
}

const MAX_HASH = 200;
const MAX_CHAIN = 80;

function transfer(direction: TransferDirection, asset: ActivityAsset, amount: number, usd: number | undefined, from: string | undefined, to: string | undefined): TransferAction {
  return { kind: 'transfer', direction, asset, amount, usd, from, to, counterparty: counterpartyOf(direction, from, to) };
}

function readCurrentAction(raw: unknown, wallet: string): ActivityAction | undefined {
  if (!isRaw(raw)) return undefined;
  if (raw.model === 'swap') {
    const assetIn = readActivityAsset(raw.swapAssetIn), assetOut = readActivityAsset(raw.swapAssetOut);
    const amountIn = readAmount(raw.swapAmountIn), amountOut = readAmount(raw.swapAmountOut);
    if (!assetIn || !assetOut || amountIn === undefined || amountOut === undefined) return undefined;
    const platform = isRaw(raw.swapPlatform) ? readName(raw.swapPlatform.name) : readName(raw.swapPlatform);
    return { kind: 'swap', assetIn, amountIn, assetOut, amountOut, usd: readUsd(raw.swapAmountUsd), platform };
  }
  if (raw.model !== 'transfer') return undefined;
  const asset = readActivityAsset(raw.transferAsset), amount = readAmount(raw.transferAmount);
  const from = readAddress(raw.transferFromAddress), to = readAddress(raw.transferToAddress);
  const direction = transferDirection(raw.transferType, readNumber(raw.transferAmount), from, to, wallet);
  if (!asset || amount === undefined || !direction) return undefined;
  return transfer(direction, asset, amount, readUsd(raw.transferAmountUsd), from, to);
}

function readCurrentTransaction(raw: unknown, { wallet, now }: ReadContext): ActivityTransaction | undefined {
  if (!isRaw(raw)) return undefined;
  const hash = clipped(raw.txHash, MAX_HASH), chain = clipped(readId(raw.chainId), MAX_CHAIN);
  const when = readTime(raw.txDateMs, raw.txDateIso, now);
  if (hash === undefined || chain === undefined || when === undefined) return undefined;
  const list = Array.isArray(raw.actions) ? raw.actions : [];
  const actions: ActivityAction[] = [];
  for (let i = 0; i < list.length && i < MAX_ACTIONS; i++) {
    const action = readCurrentAction(list[i], wallet);
    if (action) actions.push(action);
  }
  const fee = readNumber(raw.txFeesNativeUsd);
  return {
    chain, hash, ...when, block: readCount(raw.txBlockNumber), feeUsd: fee !== undefined && fee >= 0 ? fee : undefined,
    actions, moreActions: list.length - actions.length,
  };
}

/** What a page's reader gives: the transactions, and what the next page is asked from. */
export interface ReadPage {
  readonly transactions: ActivityTransaction[];
  /** Current: the last entry's hash (read or not), the next page's cursor. */
  readonly lastHash: string | undefined;
  /** Entries (current) or rows (v1) the answer held. */
  readonly entries: number;
  /** v1: rows this page stands for (a transaction cut by the page's end is left to the next); its total when told. */
  readonly consumed: number;
  readonly total: number | undefined;
}

export function currentActivitySchema(context: ReadContext) {
  return z.pipe(
    z.object({ data: arrayHead(MAX_TRANSACTIONS) }),
    z.transform(({ data }): ReadPage => {
      const transactions = data.map((raw) => readCurrentTransaction(raw, context)).filter((t): t is ActivityTransaction => t !== undefined);
      const last = data[data.length - 1];
      return { transactions, lastHash: isRaw(last) ? clipped(last.txHash, MAX_HASH) : undefined, entries: data.length, consumed: data.length, total: undefined };
    }),
  );
}

/** One v1 row: an asset that moved in or out of the wallet in a transaction. */
interface Row {
  readonly hash: string;
  readonly chain: string;
  readonly when: { time: number; timeInFuture: boolean };
  readonly block: number | undefined;
  readonly feeUsd: number | undefined;
  readonly action: TransferAction;
}

/** How v1 names a row's direction ("buy": it came in); the addresses and the amount's sign tell otherwise. */
const ROW_TYPES: Readonly<Record<string, 'TOKEN_IN' | 'TOKEN_OUT'>> = {
  buy: 'TOKEN_IN', in: 'TOKEN_IN', receive: 'TOKEN_IN', received: 'TOKEN_IN', transfer_in: 'TOKEN_IN',
  sell: 'TOKEN_OUT', out: 'TOKEN_OUT', send: 'TOKEN_OUT', sent: 'TOKEN_OUT', transfer_out: 'TOKEN_OUT',
};

function rowHash(raw: unknown): string | undefined {
  if (!isRaw(raw)) return undefined;
  return clipped(raw.hash, MAX_HASH) ?? (isRaw(raw.transaction) ? clipped(raw.transaction.hash, MAX_HASH) : undefined);
}

function readRow(raw: unknown, { wallet, now }: ReadContext): Row | undefined {
  const hash = rowHash(raw);
  if (!isRaw(raw) || hash === undefined) return undefined;
  const tx: Raw = isRaw(raw.transaction) ? raw.transaction : {};
  const chain = clipped(readId(tx.chainId), MAX_CHAIN) ?? clipped(raw.blockchain, MAX_CHAIN);
  const when = readTime(raw.timestamp, tx.date, now);
  const asset = readActivityAsset(raw.asset), amount = readAmount(raw.amount);
  const from = readAddress(raw.from), to = readAddress(raw.to);
  const type = typeof raw.type === 'string' ? ROW_TYPES[raw.type.trim().toLowerCase()] : undefined;
  const direction = transferDirection(type, readNumber(raw.amount), from, to, wallet);
  if (chain === undefined || when === undefined || !asset || amount === undefined || (direction !== 'in' && direction !== 'out')) return undefined;
  const fee = readNumber(tx.feesUSD) ?? readNumber(raw.tx_cost);
  return {
    hash, chain, when, block: readCount(raw.block_number), feeUsd: fee !== undefined && fee >= 0 ? fee : undefined,
    action: transfer(direction, asset, amount, readUsd(raw.amount_usd), from, to),
  };
}

const sameAsset = (a: ActivityAsset, b: ActivityAsset) => (a.contract !== undefined && a.contract === b.contract) || (a.id !== undefined && a.id === b.id);

/** A transaction's rows as actions: one asset out and another in is a swap; the rest stay transfers. */
function rowsToTransaction(rows: readonly Row[], unread: number): ActivityTransaction {
  const first = rows[0]!;
  const actions: ActivityAction[] = rows.map((r) => r.action);
  const out = actions.findIndex((a) => a.kind === 'transfer' && a.direction === 'out');
  const into = actions.findIndex((a) => a.kind === 'transfer' && a.direction === 'in');
  if (out >= 0 && into >= 0) {
    const sold = actions[out] as TransferAction, bought = actions[into] as TransferAction;
    if (!sameAsset(sold.asset, bought.asset)) {
      const swap: ActivityAction = { kind: 'swap', assetIn: sold.asset, amountIn: sold.amount, assetOut: bought.asset, amountOut: bought.amount, usd: sold.usd ?? bought.usd, platform: undefined };
      actions.splice(Math.max(out, into), 1);
      actions.splice(Math.min(out, into), 1, swap);
    }
  }
  return {
    chain: first.chain, hash: first.hash, ...first.when, block: first.block, feeUsd: first.feeUsd,
    actions: actions.slice(0, MAX_ACTIONS), moreActions: unread + Math.max(0, actions.length - MAX_ACTIONS),
  };
}

/** The most rows read of a v1 answer. */
const MAX_ROWS = 1_000;

/**
 * v1 rows grouped by hash, in the answer's order. With a full page (`limit` rows), the last transaction may go on
 * in the next page: it is left for that page, unless it is all there is.
 */
export function transactionsSchema(context: ReadContext, limit: number) {
  return z.pipe(
    z.object({ data: z.union([z.object({ transactions: arrayHead(MAX_ROWS) }), arrayHead(MAX_ROWS)]), pagination: z.optional(z.unknown()) }),
    z.transform(({ data, pagination }): ReadPage => {
      const raw = Array.isArray(data) ? data : data.transactions;
      let end = raw.length;
      const lastHash = rowHash(raw[end - 1]);
      if (raw.length >= limit && lastHash !== undefined) {
        let start = end;
        while (start > 0 && rowHash(raw[start - 1]) === lastHash) start--;
        if (start > 0) end = start;
      }
      const groups = new Map<string, { rows: Row[]; unread: number }>();
      for (let i = 0; i < end; i++) {
        const hash = rowHash(raw[i]);
        if (hash === undefined) continue;
        const group = groups.get(hash) ?? { rows: [], unread: 0 };
        groups.set(hash, group);
        const row = readRow(raw[i], context);
        if (row) group.rows.push(row);
        else group.unread++;
      }
      const transactions = [...groups.values()].filter((g) => g.rows.length > 0).map((g) => rowsToTransaction(g.rows, g.unread));
      const total = isRaw(pagination) ? readCount(pagination.total) : undefined;
      return { transactions, lastHash: undefined, entries: raw.length, consumed: end, total };
    }),
  );
}
