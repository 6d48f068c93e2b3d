// What the user sees of credits beyond the status bar, loaded on first use as its own bundle (dist/credits-feature.js):
// the Show Credit Usage page, the notices (a key needed, credits used up, the month's pace past the plan) and Reset
// Credit Usage.
import type * as vscode from 'vscode';
import type { CreditStatus } from '../api/credits/meter';
import type { BackgroundScheduler } from '../core/scheduler';
import type { PageHost } from '../pages/channel';
import { creditNotices } from './notices';
import { usagePage, type UsagePage } from './panel';

export { resetCreditUsage } from './resetCommand';

/** The page (registered, made and released by registerPages) and the notices. */
export interface CreditsViews {
  readonly page: UsagePage;
  notice(status: CreditStatus): Promise<void>;
}

export interface CreditsViewsDeps extends PageHost {
  readonly scheduler: BackgroundScheduler;
  readonly status: () => CreditStatus;
  readonly reread: () => Promise<void>;
  readonly memento: vscode.Memento;
  readonly now: () => number;
}

export function createCreditsViews({ memento, now, ...page }: CreditsViewsDeps): CreditsViews {
  return { page: usagePage(page), notice: creditNotices(memento, now) };
}
