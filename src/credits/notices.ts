// What the user is told about credits, each once: the service asks for a key (once a session), the month's credits
// are used up (once a month), and the month's pace would pass the plan (once a month). Never a wall of errors: the
// views say the rest in place (stale marks, lines in lists).
import { SET_API_KEY, SHOW_CREDIT_USAGE } from '../commandIds';
import * as vscode from 'vscode';
import { monthKey } from '../api/credits/calendar';
import type { CreditStatus } from '../api/credits/meter';
import { API_KEY_URL, PLANS_URL } from '../api/credits/plans';
import { credits } from '../format/credits';
import { notify } from '../surfaces';

const EXHAUSTED_SEEN = 'walletscope.credits.exhaustedNotice';
const PACE_SEEN = 'walletscope.credits.paceNotice';

/** Whether a status may call for a notice at all (cheap, in dist/extension.js; the rest loads only when it does). */
export function mayNeedNotice(status: CreditStatus): boolean {
  return status.needsKey || status.exhausted || (Number.isFinite(status.allowance.monthly) && status.projected > status.allowance.monthly);
}

/** Shows what a status calls for, each notice once (the key once a session, the others once a month). */
export function creditNotices(memento: vscode.Memento, now: () => number): (status: CreditStatus) => Promise<void> {
  let keyNoticeShown = false;
  return async (status) => {
    const month = monthKey(now());
    if (status.needsKey && !keyNoticeShown) {
      keyNoticeShown = true;
      const choice = await notify('warning', 'the service asks for an API key. A free one (10,000 credits a month) takes a minute on the service\'s dashboard; '
        + 'background refreshes wait until a key is set.', 'Get a Free API Key', 'Set API Key');
      if (choice === 'Get a Free API Key') await vscode.env.openExternal(vscode.Uri.parse(API_KEY_URL));
      if (choice === 'Set API Key') await vscode.commands.executeCommand(SET_API_KEY);
    } else if (status.exhausted && memento.get(EXHAUSTED_SEEN) !== month) {
      await memento.update(EXHAUSTED_SEEN, month);
      const choice = await notify('warning', `your ${status.plan.label}'s credits for this month are used up. Background refreshes stopped and the views `
        + `keep the last data; credits come back on ${status.resetsOn}. What you ask for yourself still tries, once each.`, 'See Plans', 'Show Credit Usage');
      await act(choice);
    } else if (!status.exhausted && Number.isFinite(status.allowance.monthly) && status.projected > status.allowance.monthly && memento.get(PACE_SEEN) !== month) {
      await memento.update(PACE_SEEN, month);
      const choice = await notify('info', `at this pace Walletscope would use about ${credits(status.projected)} credits this month, more than your `
        + `${status.plan.label}'s ${credits(status.allowance.monthly)}. Background refreshes slow down to stay within it; what you open yourself still counts.`,
      'Show Credit Usage', 'Change Plan');
      await act(choice);
    }
  };
}

async function act(choice: string | undefined): Promise<void> {
    if (choice === 'See Plans') await vscode.env.openExternal(vscode.Uri.parse(PLANS_URL));
    if (choice === 'Show Credit Usage') await vscode.commands.executeCommand(SHOW_CREDIT_USAGE);
    if (choice === 'Change Plan') await vscode.commands.executeCommand('workbench.action.openSettings', 'walletscope.plan');
}
