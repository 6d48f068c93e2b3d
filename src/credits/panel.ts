// Walletscope: Show Credit Usage: one page of the page kit with what each feature spent today and this month, the
// plan, what is left, the projection and how often background work runs now. Its figures change in place while it is
// visible (at most once a second); hidden, nothing is built for it.
import * as vscode from 'vscode';
import { RESET_CREDIT_USAGE } from '../commandIds';
import type { CreditStatus } from '../api/credits/meter';
import { PLANS_URL } from '../api/credits/plans';
import type { BackgroundScheduler } from '../core/scheduler';
import { everyLine } from '../format/credits';
import { creditsModel } from './usageModel';
import { escapeHtml, pageDocument, type PageShell } from '../format/html';
import { PageChannel, type PageHandler, type PageHost, type PageKind } from '../pages/channel';
import { OpenPages } from '../pages/openPages';
import type { MessageOutcome } from '../pages/outcome';
import type { LoadedPages } from '../pages/registerPages';
import { singlePage, type SinglePageQuery, type SinglePageRow } from '../pages/singlePage';
import { Throttle } from '../pages/throttle';
import { CREDITS_PAGE_TITLE, CREDITS_PROTOCOL, type FromCreditsMessage, type ToCreditsMessage } from './protocol';
import { CREDITS_VIEW_TYPE } from './viewType';

/** The most often the page's figures change as credits move. */
const REDRAW_MS = 1_000;
/** The background jobs, as the page names them. */
const JOBS: ReadonlyArray<readonly [string, string]> = [['wallets', 'Watched wallets refresh'], ['nfts', 'NFTs are asked again'], ['prices', 'Prices on screen refresh']];

const CREDITS_PAGE: PageKind<ToCreditsMessage, FromCreditsMessage> = {
  viewType: CREDITS_VIEW_TYPE, name: 'credit usage page', script: 'credits', styles: ['base', 'controls'], besideEditor: false, protocol: CREDITS_PROTOCOL, unreadyWhenHidden: true,
};

/** The one Credit Usage page, for registerPages (../pages/singlePage): Show reveals it, a window reload restores it. */
export interface UsagePage extends LoadedPages<SinglePageQuery, SinglePageRow> {
  /** Usage changed: the page's figures follow when it is visible. */
  update(): void;
}

type UsageDeps = PageHost & {
  readonly scheduler: BackgroundScheduler;
  readonly status: () => CreditStatus;
  /** Reads other windows' spending now (never fails): the page opens once it is read. */
  readonly reread: () => Promise<void>;
};

export function usagePage(deps: UsageDeps): UsagePage {
  const pages = new OpenPages<CreditsPanel>(CREDITS_PAGE, deps);
  const one = singlePage(pages, CREDITS_PAGE_TITLE, (panel) => new CreditsPanel(panel, deps));
  const redraw = () => pages.all[0]?.throttle.call();
  return {
    panels: {
      ...one,
      // Other windows' spending is read first, so the page's first figures are the month's.
      show: () => deps.reread().then(() => {
        const open = pages.all[0];
        void one.show({});
        if (open) redraw(); // shown again: what background work does now may have changed without a credit moving
      }),
    },
    ask: () => Promise.resolve({}),
    update: redraw,
    dispose: () => pages.dispose(), // left open, for the window to restore
  };
}

class CreditsPanel implements PageHandler<ToCreditsMessage, FromCreditsMessage> {
  readonly channel: PageChannel<ToCreditsMessage, FromCreditsMessage>;
  readonly throttle = new Throttle(() => this.update(), REDRAW_MS);

  constructor(panel: vscode.WebviewPanel, private readonly deps: UsageDeps) {
    this.channel = new PageChannel(panel, deps, CREDITS_PAGE, this, CREDITS_PAGE_TITLE);
    this.channel.hold(this.throttle);
  }

  document(shell: PageShell): string {
    return pageDocument(shell, {
      title: CREDITS_PAGE_TITLE,
      body: `<main id="root" class="credits" aria-busy="true"><h1>${escapeHtml(CREDITS_PAGE_TITLE)}</h1><p class="muted">Loading…</p></main>`,
      images: false,
    });
  }

  /** A model the page would refuse (a figure out of bounds): one that says so, with no figure, so the page and its buttons stay. */
  showable(message: ToCreditsMessage, reason: string): ToCreditsMessage {
    const none = { label: 'Total', today: '—', month: '—', requests: '—' };
    return { type: 'model', model: { summary: `Walletscope could not show these figures (${reason.slice(0, 200)}).`, plan: '—', facts: [], rows: [], total: none, source: '' } };
  }

  onReady(): void {
    this.update();
  }

  async onMessage(message: Exclude<FromCreditsMessage, { type: 'ready' }>): Promise<MessageOutcome> {
    if (message.type === 'plans') return this.channel.openLink(PLANS_URL);
    if (message.type === 'plan') await vscode.commands.executeCommand('workbench.action.openSettings', 'walletscope.plan');
    else await vscode.commands.executeCommand(RESET_CREDIT_USAGE);
    return { accepted: true, detail: message.type };
  }

  private update(): void {
    if (!this.channel.ready || this.channel.disposed) return;
    const { scheduler, status } = this.deps;
    const model = creditsModel(status(), {
      timeOf: (ms) => new Date(ms).toLocaleTimeString(),
      schedule: JOBS.map(([job, what]) => everyLine(what, scheduler.intervalMs(job), scheduler.wanted(job))),
    });
    void this.channel.post({ type: 'model', model });
  }
}
