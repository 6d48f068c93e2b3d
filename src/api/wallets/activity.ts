// A wallet's activity, a page at a time, whichever generation answers (../transport/routes: current first, v1's transactions
// when the current path is missing). Current: paged by the last transaction's hash. v1: paged by offset. A page's cursor
// names the generation that made it, so "Show more" asks the same one. Spam is left out as the sidebar leaves it out:
// the service's filter, then the sidebar's rules (detect/spam) on what came in.
import { spamReason } from '../../detect/spam';
import type { Query, WalletAssetClient } from '../client';
import { operation } from '../operation';
import { parseResponse } from '../schemas';
import { currentActivitySchema, type ReadContext, type ReadPage } from './activitySchemas';
import { joinTransaction, transactionsSchema } from './activityV1';
import type { ActivityOptions, ActivityPage, ActivityTransaction } from './types';
import { nowMs } from '../../core/clock';

export const DEFAULT_ACTIVITY_PAGE = 25;
export const MAX_ACTIVITY_PAGE = 100;
/** An older page of the current generation does not change: kept an hour. */
const OLDER_PAGE_TTL_MS = 3_600_000;
/** v1: the most pages asked at once to finish a transaction with more rows than a page (each 1 credit per chain). */
const MAX_CONTINUED = 3;

/** A page: after `hash` (current), or from `offset` with `rows` rows (v1). */
interface PageAsk {
  readonly base: Query;
  readonly context: ReadContext;
  readonly hash?: string;
  readonly offset?: number;
  readonly rows?: number;
}

/**
 * A page of a wallet's activity. Current first: it groups a transaction's swaps and transfers and names the DEX, for 1
 * credit whatever the chains; v1's flat rows cost 1 per chain, 2 on Solana (the 2025 list's figures), and the SDK
 * dropped them. An older page of the current generation does not change: kept an hour.
 */
export const activityOperation = operation({
  name: 'activity', prefers: 'current', keep: (settingMs, a: PageAsk) => (a.hash === undefined ? settingMs : OLDER_PAGE_TTL_MS),
  generations: {
    current: {
      path: '/api/2/wallet/activity', price: { credits: 1, per: 'call' },
      query: (a) => ({ ...a.base, ...(a.hash === undefined ? {} : { cursorHash: a.hash, cursorDirection: 'before' }) }),
      parse: (b, a): ReadPage => parseResponse(currentActivitySchema(a.context), b),
    },
    v1: {
      path: '/wallet/transactions', price: { credits: 1, per: 'chain per wallet', solana: 2 },
      query: (a) => ({ ...a.base, limit: a.rows, offset: a.offset !== undefined && a.offset > 0 ? a.offset : undefined, pagination: true }),
      parse: (b, a) => parseResponse(transactionsSchema(a.context, a.rows ?? DEFAULT_ACTIVITY_PAGE), b),
    },
  },
});

type Cursor = { readonly generation: 'current'; readonly hash: string } | { readonly generation: 'v1'; readonly offset: number };

function encodeCursor(cursor: Cursor): string {
  return cursor.generation === 'current' ? `c:${cursor.hash}` : `v1:${cursor.offset}`;
}

/** A cursor this module made; anything else is no cursor (the first page). */
function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  if (text.startsWith('c:') && text.length > 2) return { generation: 'current', hash: text.slice(2) };
  const offset = /^v1:(\d{1,9})$/.exec(text)?.[1];
  return offset === undefined ? undefined : { generation: 'v1', offset: Number(offset) };
}

/**
 * One page of a wallet's transactions, newest first, with the cursor of the next (older) page. Chains named in
 * `blockchains` narrow it (and make v1 cheaper: it is charged per chain).
 */
export async function getWalletActivity(client: WalletAssetClient, wallet: string, options: ActivityOptions): Promise<ActivityPage> {
  const limit = Math.min(MAX_ACTIVITY_PAGE, Math.max(1, Math.floor(options.limit ?? DEFAULT_ACTIVITY_PAGE)));
  const filterSpam = options.filterSpam ?? true;
  const context: ReadContext = { wallet: wallet.trim(), now: options.now ?? nowMs() };
  const base = { wallet: context.wallet, blockchains: options.blockchains, limit, order: 'desc', filterSpam };
  const cursor = decodeCursor(options.cursor);

  const current = async (hash?: string): Promise<ActivityPage> => {
    const page = await client.ask(activityOperation, 'current', { base, context, hash }, options);
    // A last hash that is the one asked (a service that ignores the cursor) leads nowhere: the end.
    const more = page.entries >= limit && page.lastHash !== undefined && page.lastHash !== hash;
    return result(page, more ? { generation: 'current', hash: page.lastHash! } : undefined, 'current');
  };
  const v1Page = (offset: number, rows: number) => client.ask(activityOperation, 'v1', { base, context, offset, rows }, options);
  const v1 = async (offset = 0): Promise<ActivityPage> => {
    let page = await v1Page(offset, limit), next = offset + page.consumed, rows = limit;
    const more = () => page.consumed > 0 && (page.total !== undefined ? next < page.total : page.entries >= rows);
    // A transaction with more rows than a page fills it and goes on in the next: its rest is asked now (rows the next
    // page would bring anyway, a full page of them), so no transaction is ever shown in two parts.
    for (let asked = 0; page.cut && more() && asked < MAX_CONTINUED; asked++) {
      rows = MAX_ACTIVITY_PAGE;
      const rest = await v1Page(next, rows);
      page = joinPages(page, rest);
      next += rest.consumed;
    }
    return result(page, more() ? { generation: 'v1', offset: next } : undefined, 'v1');
  };
  const result = (page: ReadPage, next: Cursor | undefined, source: ActivityPage['source']): ActivityPage => {
    const kept = filterSpam ? page.transactions.filter((tx) => !isSpamTransaction(tx)) : page.transactions;
    return { transactions: kept, cursor: next && encodeCursor(next), hiddenSpam: page.transactions.length - kept.length, source };
  };

  if (cursor?.generation === 'current') return current(cursor.hash);
  if (cursor?.generation === 'v1') return v1(cursor.offset);
  return client.routed(activityOperation, { current: () => current(), v1: () => v1() });
}

/** A page and the next, the transaction cut between them made one again. */
function joinPages(page: ReadPage, rest: ReadPage): ReadPage {
  const head = page.transactions.at(-1), first = rest.transactions[0];
  const transactions = head && first && head.hash === first.hash && head.chain === first.chain
    ? [...page.transactions.slice(0, -1), joinTransaction(head, first), ...rest.transactions.slice(1)] : [...page.transactions, ...rest.transactions];
  return { ...rest, transactions, consumed: page.consumed + rest.consumed };
}

/**
 * Spam by the sidebar's rules: a transaction that only brought in assets the rules flag (an airdrop of a "claim"
 * token, of a token with no price and no liquidity, unlisted dust). What the wallet did itself is never spam.
 */
export function isSpamTransaction(tx: ActivityTransaction): boolean {
  return tx.actions.length > 0 && tx.actions.every((a) => a.kind === 'transfer' && a.direction === 'in'
    && spamReason({ asset: a.asset, price: a.asset.price ?? 0, usdValue: a.usd ?? 0, liquidity: a.asset.liquidity }) !== undefined);
}
