// get_credits: the plan, what was spent this month and today (the agent's own share apart), and what the agent may
// still spend. Asks nothing of the service.
import * as z from 'zod/mini';
import { credits, usageRows } from '../../format/credits';
import { agentToday } from './money';
import { tool } from './tool';

export const getCredits = tool({
  name: 'get_credits',
  title: 'Walletscope: credits',
  description: 'Walletscope credits of the crypto data service (Mobula): the plan, credits used this month and today by feature, what is left, and what '
    + 'the agent may still spend today. Use it before a dear call or when a call was refused. Costs nothing.',
  input: z.object({}),
  price: () => 0,
  answer(_input, call) {
    const { host } = call;
    const status = host.meter.status();
    const limits = host.limits();
    const spentToday = agentToday(status);
    const left = status.allowance.remaining;
    const rows = usageRows(status);
    return Promise.resolve({
      asks: false,
      lines: [
        `Plan: ${status.plan.label}, ${credits(status.allowance.monthly)} credits a month; ${credits(status.usage.monthTotal)} used this month, `
          + `${Number.isFinite(left) ? `${credits(left)} left` : 'no limit'}; resets on ${status.resetsOn}.${status.exhausted ? ' Used up: the service refuses until then.' : ''}`,
        `Agent today: ${credits(spentToday)} of ${credits(limits.dailyCredits)} (walletscope.agent.dailyCredits); calls over ${credits(limits.confirmAboveCredits)} credits ask first.`,
        ...(rows.length ? [`This month by feature: ${rows.map((r) => `${r.label} ${credits(r.month)}`).join(', ')}.`] : []),
      ],
      rows: rows.map((r) => ({ feature: r.label, today: r.today, month: r.month, requests: r.requests })),
    });
  },
});
