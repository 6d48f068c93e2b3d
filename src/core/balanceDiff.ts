// Did a watched wallet move? (no vscode) Two refreshes' token balances compared: amounts, not USD, so a price move is
// not a move. A token is one contract on one chain: Solana mints are case-sensitive, EVM contracts are not. A change
// is valued at the current price (the last known one for a token gone); one worth more than the threshold is a move,
// and all of a wallet's moves in one refresh make one alert. Spam and honeypots never count (format/spam, format/risk).
import { sha256 } from '@noble/hashes/sha2';
import { chainIdOf, chainNameOf } from '../format/chains';
import { bytesToHex } from '@noble/hashes/utils';
import type { Holding, Portfolio } from '../api/types';
import { isHoneypot, riskFlags } from '../format/risk';
import { spamReason } from '../format/spam';

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
      const known = tokens[key];
      tokens[key] = { symbol: holding.asset.symbol.slice(0, 60), name: holding.asset.name.slice(0, 200), amount: (known?.amount ?? 0) + amount, price };
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
  refiled(changes);
  if (changes.length === 0) return undefined;
  changes.sort((a, b) => b.usd - a.usd || a.key.localeCompare(b.key));
  return { wallet, changes, usd: changes.reduce((sum, c) => sum + c.usd, 0), id: moveId(wallet, changes, before.fetchedAt) };
}

/**
 * Drops a token gone and a token new that are the same amount of the same symbol and contract: the same holding filed
 * under another key (an answer without its chains, a chain renamed), not a move.
 */
function refiled(changes: TokenChange[]): void {
  const contract = (key: string) => (key.startsWith('asset:') ? undefined : key.slice(key.indexOf(':') + 1));
  for (const gone of changes.filter((c) => c.kind === 'gone')) {
    const same = changes.findIndex((c) => c.kind === 'new' && c.symbol.toUpperCase() === gone.symbol.toUpperCase()
      && (contract(c.key) === undefined || contract(gone.key) === undefined || contract(c.key) === contract(gone.key))
      && Math.abs(c.after - gone.before) <= 1e-9 * Math.abs(gone.before));
    if (same < 0) continue;
    changes.splice(same, 1);
    changes.splice(changes.indexOf(gone), 1);
  }
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
 * digits of SHA-256: short enough for a file name.
 */
export function moveId(wallet: string, changes: readonly Pick<TokenChange, 'key' | 'before' | 'after'>[], since?: number): string {
  const walletKey = wallet.startsWith('0x') || wallet.endsWith('.eth') ? wallet.trim().toLowerCase() : wallet.trim(); // as sameWallet reads them
  const text = [walletKey, ...(since === undefined ? [] : [`since=${since}`]), ...[...changes].sort((a, b) => a.key.localeCompare(b.key)).map((c) => `${c.key}=${c.before.toPrecision(9)}>${c.after.toPrecision(9)}`)].join('|');
  return bytesToHex(sha256(new TextEncoder().encode(text))).slice(0, 32);
}
