// What the agent may spend: the month's credits (the meter's), its own daily allowance, and what it must ask before
// spending. Each refusal says why and what changes it; nothing is asked of the service when a call is refused.
import type { CreditStatus } from '../../api/credits/meter';
import { credits } from '../../format/credits';
import type { AgentHost, AgentLimits } from './tool';

export type { AgentLimits } from './tool';

export type Spend =
  | { readonly kind: 'go' }
  | { readonly kind: 'refused'; readonly why: string }
  | { readonly kind: 'confirm'; readonly why: string };

/** Whether a call that may cost `price` credits may go ahead, with `confirmed` credits agreed to (0: none). */
export function mayAsk(price: number, confirmed: number, host: AgentHost): Spend {
  if (price <= 0) return { kind: 'go' };
  const status = host.meter.status();
  const limits = host.limits();
  if (status.exhausted) return { kind: 'refused', why: `The month's credits are used up: the service refuses until ${status.resetsOn}. Nothing was asked.` };
  const today = agentToday(status);
  if (today + price > limits.dailyCredits) {
    return {
      kind: 'refused',
      why: `The agent's daily allowance is ${credits(limits.dailyCredits)} credits and ${credits(today)} are spent today; this call may cost ${credits(price)}. `
        + `Nothing was asked. The user can raise walletscope.agent.dailyCredits (${host.settingsPlace}), or ask again tomorrow.`,
    };
  }
  if (price > status.allowance.remaining) {
    return { kind: 'refused', why: `This call may cost ${credits(price)} credits and ${credits(status.allowance.remaining)} are left this month. Nothing was asked.` };
  }
  if (price > limits.confirmAboveCredits && confirmed < price) {
    return {
      kind: 'confirm',
      why: `This call may cost up to ${credits(price)} credits, more than the ${credits(limits.confirmAboveCredits)} the user lets the agent spend without asking `
        + `(walletscope.agent.confirmAboveCredits). Nothing was asked. Tell the user the cost; to go ahead, call again with confirmCredits: ${price}.`,
    };
  }
  return { kind: 'go' };
}

/** What the agent spent today, by the ledger (every window's and server's, as far as they wrote). */
export function agentToday(status: CreditStatus): number {
  return status.usage.today.get('agent') ?? 0;
}

/** The answer's last line: "1 credit, 9,412 left this month"; "0 credits: answered from what was kept". */
export function creditsLine(spent: number, asked: boolean, left: number): string {
  if (spent === 0) return asked ? '0 credits: answered from what was kept.' : '0 credits: nothing was asked of the service.';
  return `${credits(spent)} ${spent === 1 ? 'credit' : 'credits'}, ${Number.isFinite(left) ? `${credits(left)} left this month` : 'unlimited plan'}.`;
}

/** The agent's settings as any host reads them (a setting, a settings file): out of range or not a number, the default. */
export function agentLimits(dailyCredits: unknown, confirmAboveCredits: unknown): AgentLimits {
  const read = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback);
  return { dailyCredits: read(dailyCredits, DEFAULT_AGENT_LIMITS.dailyCredits), confirmAboveCredits: read(confirmAboveCredits, DEFAULT_AGENT_LIMITS.confirmAboveCredits) };
}

/** Sized for the free plan: 100 a day is 3,000 a month, under a third of its 10,000. */
export const DEFAULT_AGENT_LIMITS: AgentLimits = { dailyCredits: 100, confirmAboveCredits: 10 };
