// Where followed prices come from now. The feed's websocket is background work like any other: it costs a credit a
// minute while open, so it is used only while the plan has it, the budget pays for it and someone can see the prices;
// otherwise the budgeted poll (which the scheduler runs only while the budget allows), or nothing at all. The wallet
// streams (alerts within seconds) follow the same rule for their own socket.
import { SOCKET_CREDITS_PER_MINUTE } from '../credits/prices';
import type { Plan } from '../credits/plans';
import type { BudgetView } from '../../core/scheduler';

/** 'off': followers are only remembered (live prices off, or nobody can see them). */
export type PriceSource = 'off' | 'socket' | 'poll';

/** What an open socket costs an hour. */
export const SOCKET_CREDITS_PER_HOUR = 60 * SOCKET_CREDITS_PER_MINUTE;

export interface PriceSourceFacts {
  /** The `walletscope.livePrices` setting is on. */
  readonly livePrices: boolean;
  /** A socket can be opened here: the platform has websockets and there is a feed URL. */
  readonly socketReachable: boolean;
  /** Whether the plan includes the feed ('try': a custom plan, tried once). */
  readonly planFeed: Plan['priceFeed'];
  /** The service refused the feed this session. */
  readonly refused: boolean;
  /** What background work may spend now. */
  readonly budget: BudgetView;
  /** Someone can see the prices: the window has focus (the poll asks the same). */
  readonly seen: boolean;
}

export function priceSource(facts: PriceSourceFacts): PriceSource {
  if (!facts.livePrices || !facts.seen) return 'off';
  return socketOpen(facts.socketReachable, facts.planFeed, facts.refused, facts.budget) ? 'socket' : 'poll';
}

export interface WalletStreamFacts {
  /** `walletscope.alerts.enabled`. */
  readonly alerts: boolean;
  /** Watched wallets whose alerts are not muted. */
  readonly unmutedWallets: number;
  /** The platform has websockets and there is an API origin to open them on. */
  readonly socketReachable: boolean;
  readonly planStreams: Plan['walletStreams'];
  /** The service refused the wallet streams this session (a free or Start-up key): not tried again. */
  readonly refused: boolean;
  readonly budget: BudgetView;
  /** The window has focus (the alerts' background refreshes ask the same). */
  readonly seen: boolean;
}

/** Whether the wallet streams' socket is open now: a socket like the price feed's, for alerts about unmuted wallets. */
export function walletStreamOpen(facts: WalletStreamFacts): boolean {
  return facts.alerts && facts.unmutedWallets > 0 && facts.seen && socketOpen(facts.socketReachable, facts.planStreams, facts.refused, facts.budget);
}

/** Whether the market streams' socket is open now: a page that follows markets is visible, and the socket rule holds. */
export function marketStreamsOpen(facts: Omit<WalletStreamFacts, 'alerts' | 'unmutedWallets'> & { readonly visiblePages: number }): boolean {
  return facts.visiblePages > 0 && facts.seen && socketOpen(facts.socketReachable, facts.planStreams, facts.refused, facts.budget);
}

/** Every socket's rule: reachable, on a plan that has it (or may: 'try') and was not refused, and affordable. */
function socketOpen(reachable: boolean, plan: 'yes' | 'no' | 'try', refused: boolean, budget: BudgetView): boolean {
  return reachable && plan !== 'no' && !refused && socketAffordable(budget);
}

/** The budget is not stopped and its hourly allowance (Infinity on unlimited plans) pays for an hour of socket. */
export function socketAffordable(budget: BudgetView): boolean {
  return !budget.stopped && budget.perHour >= SOCKET_CREDITS_PER_HOUR;
}
