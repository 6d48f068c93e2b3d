// What the user sees of credits beyond the status bar, loaded on first use as its own bundle (dist/credits-feature.js):
// the Show Credit Usage page and the notices (a key needed, credits used up, the month's pace past the plan).
import type * as vscode from 'vscode';
import type { CreditStatus } from '../api/credits/meter';
import type { BackgroundScheduler } from '../api/credits/scheduler';
import { creditNotices } from './notices';
import { usagePage, type UsagePage } from './usagePage';

export interface CreditsViews extends vscode.Disposable {
  readonly page: UsagePage;
  notice(status: CreditStatus): Promise<void>;
}

export function createCreditsViews(extensionUri: vscode.Uri, scheduler: BackgroundScheduler, status: () => CreditStatus, memento: vscode.Memento,
  now: () => number): CreditsViews {
  const page = usagePage(extensionUri, scheduler, status);
  return { page, notice: creditNotices(memento, now), dispose: () => page.dispose() };
}
