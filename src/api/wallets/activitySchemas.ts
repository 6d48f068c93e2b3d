// Both generations' activity answers, read into one model (./types). Current (./activity): one entry
// per transaction, its swaps and transfers as actions. v1's rows are read in ./activityV1. Unreadable entries are
// skipped, never the page: what is read of it is shown.
import * as z from 'zod/mini';
import { arrayHead, readId, readNumber } from '../schemas/primitives';
import {
  clipped, counterpartyOf, isRaw, MAX_ACTIONS, MAX_TRANSACTIONS, readActivityAsset, readAddress, readAmount, readCount, readName, readTime,
  readUsd, transferDirection,
} from './activityRead';
import type { ActivityAction, ActivityTransaction, TransferAction } from './types';

/** Who asked and when: the wallet tells a transfer's direction when nothing else does; `now` bounds times. */
export interface ReadContext {
  readonly wallet: string;
  readonly now: number;
}

export const MAX_HASH = 200;
export const MAX_CHAIN = 80;

/** A transfer as both generations read it, with its counterparty worked out from its direction. */
export function transfer(read: Omit<TransferAction, 'kind' | 'counterparty'>): TransferAction {
  return { kind: 'transfer', ...read, counterparty: counterpartyOf(read.direction, read.from, read.to) };
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
  return transfer({ direction, asset, amount, usd: readUsd(raw.transferAmountUsd), from, to });
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
  /** v1: the page is full and all one transaction, whose rest heads the next page (./activity asks it at once). */
  readonly cut?: boolean;
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
