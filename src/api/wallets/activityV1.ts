// v1's activity answers (./activity: transactions), read into the model of ./types: one row per asset that
// moved; rows of one hash are one transaction, and a transaction where one asset went out and another came in is a
// swap. A transaction with more rows than a page is `cut` there and joined with its rest (./activity asks it at once).
import * as z from 'zod/mini';
import { arrayHead, readId, readNumber } from '../schemas/primitives';
import { clipped, isRaw, MAX_ACTIONS, type Raw, readActivityAsset, readAddress, readAmount, readCount, readTime, readUsd, transferDirection } from './activityRead';
import { MAX_CHAIN, MAX_HASH, type ReadContext, type ReadPage, transfer } from './activitySchemas';
import type { ActivityAction, ActivityAsset, ActivityTransaction, TransferAction } from './types';

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
    action: transfer({ direction, asset, amount, usd: readUsd(raw.amount_usd), from, to }),
  };
}

const sameAsset = (a: ActivityAsset, b: ActivityAsset) => (a.contract !== undefined && a.contract === b.contract) || (a.id !== undefined && a.id === b.id);

/** A transaction's rows as actions: one asset out and another in is a swap; the rest stay transfers. */
function rowsToTransaction(rows: readonly Row[], unread: number): ActivityTransaction {
  const first = rows[0]!;
  const actions = withSwap(rows.map((r) => r.action));
  return {
    chain: first.chain, hash: first.hash, ...first.when, block: first.block, feeUsd: first.feeUsd,
    actions: actions.slice(0, MAX_ACTIONS), moreActions: unread + Math.max(0, actions.length - MAX_ACTIONS),
  };
}

/** v1's transaction read from two pages (it had more rows than a page): one transaction, its swap paired across them. */
export function joinTransaction(head: ActivityTransaction, rest: ActivityTransaction): ActivityTransaction {
  const actions = withSwap([...head.actions, ...rest.actions]);
  return { ...head, actions: actions.slice(0, MAX_ACTIONS), moreActions: head.moreActions + rest.moreActions + Math.max(0, actions.length - MAX_ACTIONS) };
}

/** One asset out and another in (transfers of one transaction) as one swap, where the first of each stood. */
function withSwap(list: readonly ActivityAction[]): ActivityAction[] {
  const actions = [...list];
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
  return actions;
}

/** The most rows read of a v1 answer. */
const MAX_ROWS = 1_000;

/**
 * v1 rows grouped by hash, in the answer's order. With a full page (`limit` rows), the last transaction may go on
 * in the next page: it is left for that page, unless it is all there is (then the page says it is `cut`).
 */
export function transactionsSchema(context: ReadContext, limit: number) {
  return z.pipe(
    z.object({ data: z.union([z.object({ transactions: arrayHead(MAX_ROWS) }), arrayHead(MAX_ROWS)]), pagination: z.optional(z.unknown()) }),
    z.transform(({ data, pagination }): ReadPage => {
      const raw = Array.isArray(data) ? data : data.transactions;
      let end = raw.length, cut = false;
      const lastHash = rowHash(raw[end - 1]);
      if (raw.length >= limit && lastHash !== undefined) {
        let start = end;
        while (start > 0 && rowHash(raw[start - 1]) === lastHash) start--;
        if (start > 0) end = start;
        else cut = true;
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
      return { transactions, lastHash: undefined, entries: raw.length, consumed: end, total, cut };
    }),
  );
}
