// What the alerts remember (no vscode), in files every window and session shares (the credits ledger's kind of store:
// each file written whole by temp + rename): each wallet's balances at the last refresh compared, and one claim file
// per move raised. A claim is made by renaming a file of one's own onto `move-<id>` without overwriting, which only
// one window can win: so a move is raised once however many windows see it, and never again after a restart.
// A restart compares with the balances last seen before it: a move made while the editor was closed is raised once,
// at the first refresh; a wallet never seen before (just added) is seen, not raised.
import type { LedgerStore } from '../api/credits/ledger';
import { diffBalances, moveId, type Balances, type WalletMove } from './balanceDiff';
import { nowMs } from './clock';
import { trustedStamp } from './stamps';

/** Scopes a wallet's file keeps balances for (the chain filter, spam shown or hidden, the service): a few windows' worth. */
const MAX_SCOPES = 4;
/** Claims kept before the oldest go (a claim is a few bytes; moves are rare). */
const MAX_CLAIMS = 2000;
/** Balances unchanged are written again once this old, so a token gone is valued at a recent price (its last known). */
const PRICES_KEPT_MS = 86_400_000;

export interface Observation {
  /** The wallet moved since the balances last seen. */
  readonly move: WalletMove | undefined;
  /** This window won the move's claim: it raises the notification (the others only mark the row). */
  readonly raise: boolean;
  /** When the balances it was compared with were read (ms): the move happened after. */
  readonly since?: number;
}

export class AlertBook {
  constructor(private readonly store: LedgerStore, private readonly now: () => number = nowMs, private readonly settleMs = 100) {}

  /**
   * Compares a wallet's balances now with those last seen (in any window), keeps these as the last seen when an amount
   * changed, and claims a move. `scope` says what was asked (chain filter, spam mode): balances asked otherwise are not compared.
   */
  async observe(wallet: string, balances: Balances, scope: string, minUsd: number): Promise<Observation> {
    const name = baselineName(wallet);
    const baselines = parseBaselines(await this.store.read(name).catch(() => undefined));
    const before = baselines.get(scope);
    // When they were read, unless that lies in the future (a clock that ran ahead): then no stamp holds anything off.
    const seenAt = trustedStamp(before?.fetchedAt, this.now());
    // Already compared (another window, or this one) with these or newer balances.
    if (before && seenAt !== undefined && (seenAt >= balances.fetchedAt
      || (sameAmounts(before, balances) && balances.fetchedAt - seenAt < PRICES_KEPT_MS))) return { move: undefined, raise: false };
    // Each scope's own baseline: a window that hides spam and one that shows it (a workspace's setting) keep theirs.
    baselines.delete(scope);
    await this.store.write(name, JSON.stringify({ v: 2, scopes: Object.fromEntries([[scope, balances], ...[...baselines].slice(0, MAX_SCOPES - 1)]) }));
    if (!before) return { move: undefined, raise: false };
    const move = diffBalances(wallet, before, balances, minUsd);
    return { move, raise: move !== undefined && (await this.claim(move.id)), ...(seenAt !== undefined ? { since: seenAt } : {}) };
  }

  /**
   * True for the first caller with this id, in any window, ever (within MAX_CLAIMS). A rename that must not overwrite is
   * checked and then done by the host, so two windows renaming in the same instant could both get through: the claim's
   * text is the caller's own token, read back after a moment, and only the window whose token stayed wins.
   */
  async claim(id: string): Promise<boolean> {
    const token = `${this.now()}:${Math.random().toString(36).slice(2, 12)}`;
    const mine = `claim-${id}-${token.replace(':', '-')}`;
    await this.store.write(mine, token);
    if (!(await this.store.claim(mine, claimName(id)))) {
      await this.store.remove(mine).catch(() => undefined);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, this.settleMs));
    return (await this.store.read(claimName(id)).catch(() => undefined)) === token;
  }

  /** Removes the oldest claims beyond MAX_CLAIMS, and an hour on, the own files of claims a window never finished (at start-up). */
  async prune(): Promise<void> {
    const names = await this.store.list();
    for (const n of names.filter((n) => n.startsWith('claim-'))) {
      if (!(this.now() - Number(n.split('-').at(-2)) < 3_600_000)) await this.store.remove(n).catch(() => undefined);
    }
    const claims = names.filter((n) => n.startsWith('move-'));
    if (claims.length <= MAX_CLAIMS) return;
    const dated = await Promise.all(claims.map(async (n) => ({ n, at: Number((await this.store.read(n).catch(() => undefined))?.split(':')[0]) || 0 })));
    dated.sort((a, b) => a.at - b.at);
    for (const { n } of dated.slice(0, dated.length - MAX_CLAIMS)) await this.store.remove(n).catch(() => undefined);
  }
}

/** Nothing to write when no amount changed (most refreshes, but for a daily write of the prices): the files are read, not written. */
function sameAmounts(a: Balances, b: Balances): boolean {
  const keys = Object.keys(b.tokens);
  return keys.length === Object.keys(a.tokens).length && keys.every((k) => a.tokens[k]?.amount === b.tokens[k]!.amount);
}

function baselineName(wallet: string): string {
  return `wallet-${moveId(wallet, [])}.json`;
}

function claimName(id: string): string {
  return `move-${id.replace(/[^0-9a-z]/gi, '').slice(0, 64)}`;
}

/**
 * A baseline file's balances by scope, newest written first: the current form (`{v: 2, scopes}`), or the first one
 * (one scope's balances with their scope). Empty when it is missing or none (a hand edit, a crash before rename).
 */
function parseBaselines(text: string | undefined): Map<string, Balances> {
  const found = new Map<string, Balances>();
  if (!text) return found;
  try {
    const value = JSON.parse(text) as { v?: unknown; scopes?: unknown; scope?: unknown };
    const entries: Array<[string, unknown]> = value.v === 2 && value.scopes && typeof value.scopes === 'object'
      ? Object.entries(value.scopes as Record<string, unknown>).slice(0, MAX_SCOPES) : typeof value.scope === 'string' ? [[value.scope, value]] : [];
    for (const [scope, entry] of entries) {
      const balances = balancesIn(entry);
      if (balances) found.set(scope, balances);
    }
  } catch {
    // none
  }
  return found;
}

function balancesIn(value: unknown): Balances | undefined {
  const { fetchedAt, tokens } = (value ?? {}) as Partial<Balances>;
  if (typeof fetchedAt !== 'number' || !tokens || typeof tokens !== 'object') return undefined;
  return { fetchedAt, tokens: Object.fromEntries(Object.entries(tokens).filter(([, t]) =>
    t && typeof t.amount === 'number' && typeof t.price === 'number' && typeof t.symbol === 'string' && typeof t.name === 'string')) };
}
