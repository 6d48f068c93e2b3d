// Did a watched wallet move? (no vscode) Two refreshes' token balances compared: amounts, not USD, so a price move is
// not a move. A token is one contract on one chain: Solana mints are case-sensitive, EVM contracts are not. A change
// is valued at the current price (the last known one for a token gone); one worth more than the threshold is a move,
// and all of a wallet's moves in one refresh make one alert. Spam and honeypots never count (detect/spam, format/risk).
import { sha256 } from '@noble/hashes/sha2';
import { chainIdOf, chainNameOf } from '../detect/chains';
import { bytesToHex } from '@noble/hashes/utils';
import type { Holding, Portfolio } from '../api/types';
import { isHoneypot, riskFlags } from '../format/risk';
import { spamReason } from '../detect/spam';
import { withoutRefiled } from './refiled';

/** One token's balance as the alerts keep it. */
export interface TokenBalance {
  readonly symbol: string;
  readonly name: string;
  readonly amount: number;
  /** USD per token at the refresh. */
  readonly price: number;
}

/** A wallet's balances at one refresh, keyed by tokenKey. */
export interface Balances {
  readonly fetchedAt: number;
  readonly tokens: Readonly<Record<string, TokenBalance>>;
}

export interface TokenChange {
  readonly key: string;
  readonly symbol: string;
  readonly name: string;
  readonly before: number;
  readonly after: number;
  /** after − before, in tokens. */
  readonly delta: number;
  /** |delta| at the current price (the last known one for a token gone). */
  readonly usd: number;
  readonly kind: 'in' | 'out' | 'new' | 'gone';
}

export interface WalletMove {
  readonly wallet: string;
  /** Largest first. */
  readonly changes: readonly TokenChange[];
  /** The changes' USD, added. */
  readonly usd: number;
  /** Same move, same id: in every window and after a restart (moveId). */
  readonly id: string;
}

/** A token's key: chain and contract (lower-cased unless Solana), or the asset when the service gave no contract. */
export function tokenKey(holding: Holding, chain: { chain: string; address: string | undefined } | undefined): string {
  if (!chain) return short(`asset:${holding.asset.id ?? holding.asset.symbol}`);
  const solana = /^solana/i.test(chain.chain);
  const address = chain.address === undefined ? `asset:${holding.asset.id ?? holding.asset.symbol}` : solana ? chain.address : chain.address.toLowerCase();
  return short(`${chain.chain.toLowerCase()}:${address}`);
}

/** The service's text as the files keep it: a hostile megabyte of name or contract would be read and written by every window. */
function short(key: string, max = 200): string {
  return key.length <= max ? key : `${key.slice(0, max - 33)}#${bytesToHex(sha256(new TextEncoder().encode(key))).slice(0, 32)}`;
}

/** What the alerts keep of a portfolio: each real token's amount per chain (spam and honeypots left out). */
export function balancesOf(portfolio: Portfolio, fetchedAt: number): Balances {
  const tokens: Record<string, TokenBalance> = {};
  for (const holding of portfolio.holdings) {
    if (spamReason(holding) !== undefined || isHoneypot(riskFlags(holding.security))) continue;
    const price = Number.isFinite(holding.price) && holding.price > 0 ? holding.price : 0;
    const add = (key: string, amount: number) => {
      if (!Number.isFinite(amount)) return;
      // One contract on one chain is one balance: listed twice (a service's duplicate row) it is not twice the tokens,
      // which would read as "received" the day the duplicate comes and "sent" the day it goes.
      const known = tokens[key];
      tokens[key] = { symbol: holding.asset.symbol.slice(0, 60), name: holding.asset.name.slice(0, 200), amount: Math.max(known?.amount ?? 0, amount), price };
    };
    if (holding.chainBalances.length === 0) add(tokenKey(holding, undefined), holding.tokenBalance);
    for (const balance of holding.chainBalances) add(tokenKey(holding, balance), balance.tokenBalance);
  }
  return { fetchedAt, tokens };
}

/**
 * A token growing by less than this share of what was held is interest or a rebase (stETH's daily 0.01%, an aToken's
 * accrual), however many dollars that is on a large holding: not a move. Decreases always count.
 */
export const ACCRUAL = 5e-4;

/** The wallet's move between two refreshes, or undefined when no token changed by more than `minUsd`. */
export function diffBalances(wallet: string, before: Balances, after: Balances, minUsd: number): WalletMove | undefined {
  const changes: TokenChange[] = [];
  for (const key of new Set([...Object.keys(before.tokens), ...Object.keys(after.tokens)])) {
    const was = before.tokens[key];
    const now = after.tokens[key];
    const from = was?.amount ?? 0;
    const to = now?.amount ?? 0;
    const delta = to - from;
    if (delta === 0 || !Number.isFinite(delta)) continue;
    if (from > 0 && delta > 0 && delta < from * ACCRUAL) continue; // interest or a rebase (stETH, aTokens), not a move
    const usd = Math.abs(delta) * (now?.price || was?.price || 0);
    if (!(usd > minUsd) || !Number.isFinite(usd)) continue;
    const kind = !was || from === 0 ? 'new' : !now || to === 0 ? 'gone' : delta > 0 ? 'in' : 'out';
    const token = (now ?? was)!;
    changes.push({ key, symbol: token.symbol, name: token.name, before: from, after: to, delta, usd, kind });
  }
  const moved = withoutRefiled(changes);
  if (moved.length === 0) return undefined;
  moved.sort((a, b) => b.usd - a.usd || byKey(a, b));
  return { wallet, changes: moved, usd: moved.reduce((sum, c) => sum + c.usd, 0), id: moveId(wallet, moved, before.fetchedAt) };
}

/**
 * The chains a move happened on, as the service names them ("Ethereum"), or undefined when one of its tokens was not
 * filed under a known chain: what to ask of its activity, which v1 charges per chain.
 */
export function movedChains(move: Pick<WalletMove, 'changes'>): string[] | undefined {
  const chains = new Set<string>();
  for (const change of move.changes) {
    const id = change.key.startsWith('asset:') ? undefined : chainIdOf(change.key.slice(0, change.key.indexOf(':')));
    if (id === undefined) return undefined;
    chains.add(chainNameOf(id));
  }
  return chains.size > 0 ? [...chains] : undefined;
}

/**
 * A move's fingerprint: the wallet, when the balances it started from were read (the shared baseline every window
 * compares with, so the same again later, a deposit address filled, swept and filled, is a new move) and each changed
 * token's amounts before and after (9 significant digits, so two windows reading the same answers agree), as 32 hex
 * digits of SHA-256: short enough for a file name. A move of thousands of tokens (a hostile answer) is fingerprinted by
 * its first ID_CHANGES in key order, how many there are and the sum of their amounts: SHA-256 in plain JavaScript
 * reads some 30 MB a second, and every window does this after every refresh that brings such an answer.
 */
export function moveId(wallet: string, changes: readonly Pick<TokenChange, 'key' | 'before' | 'after'>[], since?: number): string {
  const walletKey = wallet.startsWith('0x') || wallet.endsWith('.eth') ? wallet.trim().toLowerCase() : wallet.trim(); // as sameWallet reads them
  const sorted = [...changes].sort(byKey);
  const all = sorted.length <= ID_CHANGES ? [] : [`n=${sorted.length}`, `sum=${sorted.reduce((s, c) => s + c.after - c.before, 0).toPrecision(9)}`];
  const text = [walletKey, ...(since === undefined ? [] : [`since=${since}`]), ...all,
    ...sorted.slice(0, ID_CHANGES).map((c) => `${c.key}=${c.before.toPrecision(9)}>${c.after.toPrecision(9)}`)].join('|');
  return bytesToHex(sha256(new TextEncoder().encode(text))).slice(0, 32);
}

/** Changes a move's fingerprint lists one by one (./moveId). */
const ID_CHANGES = 256;

/** Keys in code-unit order: the same in every window whatever its locale, and fast (a collation per comparison is not). */
function byKey(a: Pick<TokenChange, 'key'>, b: Pick<TokenChange, 'key'>): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
