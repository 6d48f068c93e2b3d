// The service's plans as it sells them (docs.mobula.io/pricing, 2026): credits a month and whether the price
// feed's websocket and the wallet streams are included. One place to update when the price list changes.

export type PlanName = 'free' | 'startup' | 'growth' | 'enterprise' | 'custom';
export const PLAN_NAMES: readonly PlanName[] = ['free', 'startup', 'growth', 'enterprise', 'custom'];

export interface Plan {
  readonly name: PlanName;
  /** "free plan", for sentences. */
  readonly label: string;
  /** Credits a calendar month (UTC); Infinity when unlimited. */
  readonly monthlyCredits: number;
  /**
   * Whether the price feed's websocket comes with the plan: 'yes' (Enterprise), 'no' (the service refuses it),
   * or 'try' (a custom plan: tried once, and not again this session if refused).
   */
  readonly priceFeed: 'yes' | 'no' | 'try';
  /** Whether the service's wallet streams (positions, balance) come with the plan: Growth and Enterprise; as priceFeed. */
  readonly walletStreams: 'yes' | 'no' | 'try';
}

const PLANS: Readonly<Record<Exclude<PlanName, 'custom'>, Plan>> = {
  free: { name: 'free', label: 'free plan', monthlyCredits: 10_000, priceFeed: 'no', walletStreams: 'no' },
  startup: { name: 'startup', label: 'Start-up plan', monthlyCredits: 125_000, priceFeed: 'no', walletStreams: 'no' },
  // Growth includes the v2 market websockets; the price feed Walletscope follows is Enterprise only.
  growth: { name: 'growth', label: 'Growth plan', monthlyCredits: 1_250_000, priceFeed: 'no', walletStreams: 'yes' },
  enterprise: { name: 'enterprise', label: 'Enterprise plan', monthlyCredits: Infinity, priceFeed: 'yes', walletStreams: 'yes' },
};

/** Where a user sees the plans and upgrades, and where a free key is made. */
export const PLANS_URL = 'https://mobula.io/pricing';
export const API_KEY_URL = 'https://admin.mobula.io';

/** The most credits a month a custom plan may say (the setting's own maximum, which VS Code does not enforce). */
const MAX_CUSTOM_CREDITS = 1e12;

/** The plan a setting names; an unknown name is the free plan, a custom plan has `monthlyCredits` (0 to 1e12). */
export function planOf(name: string, customMonthlyCredits: number): Plan {
  if (name === 'custom') {
    const credits = Number.isFinite(customMonthlyCredits) && customMonthlyCredits >= 0 ? Math.floor(Math.min(customMonthlyCredits, MAX_CUSTOM_CREDITS)) : PLANS.free.monthlyCredits;
    return { name: 'custom', label: 'custom plan', monthlyCredits: credits, priceFeed: 'try', walletStreams: 'try' };
  }
  return PLANS[name as Exclude<PlanName, 'custom'>] ?? PLANS.free;
}
