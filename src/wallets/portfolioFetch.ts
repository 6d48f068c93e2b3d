// A refresh of the wallets' holdings: what it is asked to do, how it stands, and one request group of it
// (./refreshPlan): its wallets' holdings asked of the service, and each answer made that wallet's new state, or its
// last good data kept with why it failed. Split from ./portfolioStore, which plans the refresh and keeps the states.
import type * as vscode from 'vscode';
import type { PortfolioAnswers, WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import type { Feature } from '../api/credits/prices';
import type { Config } from '../config';
import type { Turnstile } from '../core/turnstile';
import { filterKey, matchPortfolios, type RequestGroup } from './model';
import { heldChains } from './refreshPlan';
import { stateOf, type WalletState } from './portfolioSnapshot';
import type { WalletList } from './walletList';

export interface RefreshStatus {
  readonly loading: boolean;
  readonly lastRefreshAt: number | undefined;
  readonly lastError: string | undefined;
  /** When live prices last moved the values (ms since epoch); cleared by a refresh. */
  readonly liveAt?: number;
}

export interface RefreshRequest {
  /** Skip cached answers: the user asked, or the budget allowed a background refresh. */
  readonly force: boolean;
  /** Ask every chain of every wallet (Refresh Wallets on All Chains). */
  readonly everyChain?: boolean;
  /** Background work: the wallets waiting for their first fetch stay waiting (./firstFetch). */
  readonly background?: boolean;
}

/** What a group's fetch reads, and `states`, the store's, where its wallets' new states go. */
export interface GroupContext {
  readonly client: WalletAssetClient;
  readonly config: Config;
  readonly log: vscode.LogOutputChannel;
  readonly now: () => number;
  readonly wallets: WalletList;
  readonly states: Map<string, WalletState>;
}

/**
 * Returns the error message when the whole group failed. Each wallet's answer stands on its own (the client asks
 * them apart, or alone after a 400 on v1): one that fails keeps its last good data and says why; the others' are kept.
 */
/** How one group is asked: the wallets asked on every chain, whether past every cache, cancelled by, and for which feature. */
export interface GroupAsk {
  readonly full: ReadonlySet<string>;
  /** What paces the requests (the store's, shared by its refreshes); none for a few wallets the user asked for. */
  readonly turnstile?: Turnstile;
  readonly force: boolean;
  readonly signal: AbortSignal;
  readonly feature: Feature;
}

export async function fetchGroup(context: GroupContext, group: RequestGroup, { full, force, signal, feature, turnstile }: GroupAsk): Promise<string | undefined> {
  // PnL on: the live service sends price bought (shown in tooltips) only when asked.
  const options = {
    blockchains: group.chains, cache: context.config.serviceCache, stale: context.config.serviceStaleSeconds, pnl: true,
    filterSpam: context.config.hideSpam || undefined, forceRefresh: force, signal, feature, turnstile,
  };
  let answers: PortfolioAnswers;
  try {
    answers = await context.client.getPortfolios(group.wallets, options);
  } catch (e) {
    if (signal.aborted) return undefined;
    answers = { portfolios: [], failures: new Map(group.wallets.map((w) => [w, e])) };
  }
  if (signal.aborted) return undefined;
  const matched = matchPortfolios(group.wallets.filter((w) => !answers.failures.has(w)), answers.portfolios);
  const messages: string[] = [];
  for (const wallet of group.wallets) {
    const portfolio = matched.get(wallet);
    const before = stateOf(context.states, wallet);
    const why = answers.failures.has(wallet) ? describeError(answers.failures.get(wallet)) : undefined;
    if (why !== undefined) {
      messages.push(why);
      context.log.warn(`refresh of ${wallet} failed: ${why}`);
    }
    const filter = filterKey(context.wallets.find(wallet)?.chains);
    context.states.set(wallet, portfolio
      ? { portfolio, fetchedAt: context.now(), error: undefined, filter, ...(full.has(wallet) ? { heldChains: heldChains(portfolio), fullAt: context.now() } : { heldChains: before.heldChains, fullAt: before.fullAt }) }
      : { ...before, error: why ?? 'The service sent no holdings for this wallet.' });
  }
  return messages.length === group.wallets.length ? messages[0] : undefined;
}
