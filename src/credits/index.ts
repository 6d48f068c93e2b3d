// Credits in VS Code: the ledger in global storage (shared by every window, kept across restarts), the meter the
// client reports every answer to, the one scheduler every background job asks, and what the user sees of it: the
// status bar line, Show Credit Usage, and a warning once when the month's pace passes the plan.
import { RESET_CREDIT_USAGE, SHOW_CREDIT_USAGE } from '../commandIds';
import * as vscode from 'vscode';
import { CreditLedger } from '../api/credits/ledger';
import { CreditMeter, type CreditStatus } from '../api/credits/meter';
import type { Feature } from '../api/credits/prices';
import { BackgroundScheduler, type Clock } from '../core/scheduler';
import type { Config } from '../config';
import { creditLine, pausedLine, serviceLine } from '../format/credits';
import { loadOnce } from '../platform/types';
import { registerLazyCommands } from '../platform/lazyCommands';
import { registerPages } from '../pages/registerPages';
import { ledgerFiles } from './ledgerFiles';
import type { OffsetClock } from './testClock';
import type { CreditsViews } from './feature';
import { mayNeedNotice } from './notices';
import { CREDITS_VIEW_TYPE } from './viewType';


/** Other windows' spending is read again this often while this one has focus (a local read, no request). */
const REREAD_MS = 5 * 60_000;

export interface CreditsDeps {
  readonly context: vscode.ExtensionContext;
  readonly config: Config;
  readonly clock: Clock;
  /** The tests' and the bench's clock, which they may move on (absent in normal use). */
  readonly testClock?: OffsetClock;
  /** The usage page's, the notices' and Reset Credit Usage's bundle (dist/credits-feature.js). */
  readonly loadViews: () => Promise<typeof import('./feature')>;
  /** The service and key requests go to now (api/accountId): only that account's figures steer the budget. */
  readonly account: () => string | undefined;
  /** The Output channel: Credit Usage's page writes to it as every page does. */
  readonly log: vscode.LogOutputChannel;
}

/** What the extension's API shows of credits (tests, the bench, other extensions). */
export interface CreditsApi {
  status(): CreditStatus;
  statusLines(): string[];
  reread(): Promise<void>;
  /** This window's clock now (a pinned calendar's, in tests). */
  now(): number;
  /** Tests and the bench: moves this window's clock on and waits for the background work that falls due. */
  advance?(ms: number): Promise<void>;
}

export interface CreditsFeature {
  readonly meter: CreditMeter;
  readonly scheduler: BackgroundScheduler;
  readonly disposable: vscode.Disposable;
  /** Runs `work` and says what it cost `feature` in credits (for the scheduler's pause after it). */
  measure(feature: Feature, work: () => Promise<void>): Promise<number>;
  /** The status bar tooltip's lines about credits. */
  statusLines(): string[];
  /** Why background work is stopped, for banners over kept data; undefined when it is not. */
  paused(): string | undefined;
  /** Fires when usage, the plan or the budget changes (at most a few times a second). */
  readonly onDidChange: vscode.Event<void>;
  /** Another window's spending, read now (Show Credit Usage, tests). */
  reread(): Promise<void>;
  readonly api: CreditsApi;
}

export function registerCredits({ context, config, clock, testClock, loadViews: loadBundle, account, log }: CreditsDeps): CreditsFeature {
  const ledger = new CreditLedger(ledgerFiles(vscode.Uri.joinPath(context.globalStorageUri, 'credits')), vscode.env.sessionId, () => clock.now());
  const meter = new CreditMeter(ledger, () => config.plan, () => clock.now(), account);
  const scheduler = new BackgroundScheduler(clock, () => meter.budget());
  const changed = new vscode.EventEmitter<void>();
  let pending: NodeJS.Timeout | undefined;
  const fire = () => {
    pending ??= setTimeout(() => { pending = undefined; changed.fire(); scheduler.poke(); }, 250);
  };
  const reread = () => ledger.refresh().catch(() => undefined);
  void reread();
  const timer = setInterval(() => { if (vscode.window.state.focused) void reread(); }, REREAD_MS);
  const status = (): CreditStatus => meter.status();
  const feature: CreditsFeature = {
    meter, scheduler,
    onDidChange: changed.event,
    reread,
    async measure(name, work) {
      const before = ledger.usage().month.get(name) ?? 0;
      await work();
      return Math.max(0, (ledger.usage().month.get(name) ?? 0) - before);
    },
    statusLines: () => {
      const s = status();
      return [creditLine(s), serviceLine(s, (ms) => new Date(ms).toLocaleTimeString())].filter((l): l is string => l !== undefined);
    },
    paused: () => pausedLine(status()),
    api: {
      status, statusLines: () => feature.statusLines(), reread, now: () => clock.now(),
      advance: testClock && (async (ms: number) => {
        testClock.advance(ms);
        scheduler.poke();
        await scheduler.idle();
      }),
    },
    disposable: vscode.Disposable.from(
      changed,
      meter.onDidChange(fire),
      config.onDidChange((keys) => { if (keys.includes('plan') || keys.includes('monthlyCredits')) fire(); }),
      vscode.window.onDidChangeWindowState((state) => { if (state.focused) void reread(); scheduler.poke(); }),
      { dispose: () => { clearInterval(timer); clearTimeout(pending); scheduler.dispose(); void ledger.dispose(); } },
    ),
  };
  // The page and the notices load on first use (dist/credits-feature.js): most sessions need neither.
  let views: CreditsViews | undefined;
  let disposed = false;
  // A failed load is tried again on the next use.
  const loadViews = loadOnce(async () => {
    views = (await loadBundle()).createCreditsViews({ extensionUri: context.extensionUri, log, scheduler, status, reread, memento: context.globalState, now: () => clock.now() });
    return views;
  });
  // Show Credit Usage and the page's restore after a window reload, as every page (the page reads other windows' spending as it opens).
  const page = registerPages({ viewType: CREDITS_VIEW_TYPE, showCommand: SHOW_CREDIT_USAGE, fromArguments: () => ({}) }, async () => (await loadViews()).page);
  let checking: NodeJS.Timeout | undefined;
  const considerNotices = () => {
    checking ??= setTimeout(() => {
      checking = undefined;
      const now = status();
      if (mayNeedNotice(now)) loadViews().then((loaded) => (disposed ? undefined : loaded.notice(now))).catch(() => undefined); // the next change tries again
    }, 500);
  };
  return {
    ...feature,
    disposable: vscode.Disposable.from(
      feature.disposable,
      page.disposable,
      registerLazyCommands([RESET_CREDIT_USAGE], loadBundle, (bundle) => ({
        [RESET_CREDIT_USAGE]: bundle.resetCreditUsage(meter, ledger, context.extensionMode !== vscode.ExtensionMode.Production),
      })),
      changed.event(() => { views?.page.update(); considerNotices(); }),
      { dispose: () => { disposed = true; clearTimeout(checking); } },
    ),
  };
}
