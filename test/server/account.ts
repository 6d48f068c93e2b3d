// The reference server's credit account, as the service keeps one per key: what each answer costs by the service's
// price list (our own reading, written apart from the client's table so tests can compare the two), the plan's
// credits for the calendar month, the figures it sends back as headers, and the refusal once they are spent.
import { CHAINS, parseChainFilter } from './data/chains';

export type ServerPlan = 'free' | 'startup' | 'growth' | 'enterprise' | 'custom';
export const SERVER_PLANS: readonly ServerPlan[] = ['free', 'startup', 'growth', 'enterprise', 'custom'];

const PLAN_CREDITS: Readonly<Record<Exclude<ServerPlan, 'custom'>, number>> = {
  free: 10_000, startup: 125_000, growth: 1_250_000, enterprise: Infinity,
};

/** The body of the refusal once the month's credits are spent: a 429 that says "credits". */
export const CREDITS_EXHAUSTED_MESSAGE = 'You have used all the credits of your plan for this month. Upgrade your plan or wait for the next month.';

export interface AccountState {
  plan: ServerPlan;
  /** Credits a month; null when unlimited (JSON has no Infinity). */
  limit: number | null;
  used: number;
  remaining: number | null;
  /** "2026-11": the month `used` belongs to. */
  month: string;
  /** Credits per path this month. */
  byPath: Record<string, { requests: number; credits: number }>;
  /** Credits charged for open websocket minutes. */
  socketCredits: number;
}

export interface AccountChange {
  plan?: ServerPlan;
  monthlyCredits?: number;
  used?: number;
  /** Spend the rest of the month's credits at once. */
  exhaust?: boolean;
  /** Forget this month's spending (the plan stays). */
  reset?: boolean;
}

export class CreditAccount {
  private plan: ServerPlan;
  private limit: number;
  private used = 0;
  private socketCredits = 0;
  private month: string;
  private byPath = new Map<string, { requests: number; credits: number }>();

  constructor(plan: ServerPlan = 'enterprise', monthlyCredits?: number, private readonly now: () => number = Date.now) {
    this.plan = plan;
    this.limit = limitOf(plan, monthlyCredits);
    this.month = monthOf(now());
  }

  /** The price of an answer to `path` with `query` (the path under /api/<version>). */
  cost(path: string, query: URLSearchParams): number {
    const named = () => {
      const filter = parseChainFilter(query.get('blockchains') ?? undefined);
      return filter.ok && filter.chains ? CHAINS.filter((c) => filter.chains!.has(c.name)) : CHAINS; // none named: every chain is asked
    };
    const chains = () => named().length;
    // Wallet history (2025's list) and v1 transactions: an EVM chain one price, Solana twice it.
    const evmOrSolana = (evm: number) => named().reduce((sum, c) => sum + (c.isEvm ? evm : 2 * evm), 0);
    const listed = (name: string) => (query.get(name) ?? '').split(',').filter((s) => s.trim() !== '').length;
    switch (path.replace(/^\/api\/\d+/, '')) {
      case '/search': case '/market/history': case '/market/history/pair': case '/all': return 5;
      case '/wallet/portfolio': return chains();
      case '/wallet/multi-portfolio': return chains() * Math.max(1, listed('wallets'));
      case '/wallet/history': return evmOrSolana(2) * Math.max(1, listed('wallets'));
      case '/wallet/transactions': return evmOrSolana(1) * Math.max(1, listed('wallets'));
      case '/market/multi-data': return Math.max(1, listed('ids') + listed('assets') + listed('symbols'));
      default: return 1;
    }
  }

  /** Whether the plan has `cost` credits left this month. */
  affords(cost: number): boolean {
    this.rollover();
    return this.used + cost <= this.limit;
  }

  charge(path: string, cost: number): void {
    this.rollover();
    this.used += cost;
    const entry = this.byPath.get(path) ?? { requests: 0, credits: 0 };
    this.byPath.set(path, { requests: entry.requests + 1, credits: entry.credits + cost });
  }

  /** An open socket's minute. */
  chargeSocketMinute(): void {
    this.rollover();
    this.used += 1;
    this.socketCredits += 1;
  }

  /** The price feed's websocket is Enterprise only (custom plans as their credits allow: a try). */
  allowsPriceFeed(): boolean {
    return this.plan === 'enterprise' || this.plan === 'custom';
  }

  /** The wallet streams (and every websocket but the price feed) come with Growth and Enterprise (custom plans: a try). */
  allowsStreams(): boolean {
    return this.plan === 'growth' || this.plan === 'enterprise' || this.plan === 'custom';
  }

  /** What every answer carries: the plan's credits, what is left, and (for a charged answer) what it cost. */
  headers(cost?: number): Record<string, string> {
    this.rollover();
    const finite = Number.isFinite(this.limit);
    return {
      ...(finite ? { 'x-ratelimit-limit': String(this.limit), 'x-ratelimit-remaining': String(Math.max(0, this.limit - this.used)) } : {}),
      ...(cost !== undefined ? { 'x-ratelimit-cost': String(cost) } : {}),
    };
  }

  change(change: AccountChange): void {
    this.rollover();
    if (change.plan !== undefined || change.monthlyCredits !== undefined) {
      this.plan = change.plan ?? this.plan;
      this.limit = limitOf(this.plan, change.monthlyCredits);
    }
    if (change.reset) this.resetUsage();
    if (change.used !== undefined) this.used = change.used;
    if (change.exhaust) this.used = Number.isFinite(this.limit) ? this.limit : this.used;
  }

  resetUsage(): void {
    this.used = 0;
    this.socketCredits = 0;
    this.byPath.clear();
  }

  state(): AccountState {
    this.rollover();
    const finite = Number.isFinite(this.limit);
    return {
      plan: this.plan, limit: finite ? this.limit : null, used: this.used, remaining: finite ? Math.max(0, this.limit - this.used) : null,
      month: this.month, byPath: Object.fromEntries(this.byPath), socketCredits: this.socketCredits,
    };
  }

  /** A new calendar month (UTC) gives the plan's credits back. */
  private rollover(): void {
    const month = monthOf(this.now());
    if (month === this.month) return;
    this.month = month;
    this.resetUsage();
  }
}

/** Why `value` is not an AccountChange, or undefined when it is. */
export function accountChangeProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'body must be a JSON object, e.g. {"plan":"free"} or {"exhaust":true}';
  const { plan, monthlyCredits, used, exhaust, reset } = value as Record<string, unknown>;
  if (plan !== undefined && !SERVER_PLANS.includes(plan as ServerPlan)) return `plan must be one of ${SERVER_PLANS.join(', ')}`;
  for (const [name, n] of [['monthlyCredits', monthlyCredits], ['used', used]] as const) {
    if (n !== undefined && !(typeof n === 'number' && Number.isFinite(n) && n >= 0)) return `${name} must be a number >= 0`;
  }
  for (const [name, flag] of [['exhaust', exhaust], ['reset', reset]] as const) {
    if (flag !== undefined && typeof flag !== 'boolean') return `${name} must be true or false`;
  }
  return undefined;
}

function limitOf(plan: ServerPlan, monthlyCredits: number | undefined): number {
  if (plan === 'custom') return monthlyCredits ?? PLAN_CREDITS.free;
  return PLAN_CREDITS[plan];
}

function monthOf(t: number): string {
  return new Date(t).toISOString().slice(0, 7);
}
