// The helper API for UI tests: a real workbench in headless Chromium, driven the way a user would.
//   const wb = await openWorkbench();                 // reference API + VS Code server + browser, extension loaded
//   await wb.runCommand('Walletscope: Check Connection');
//   await wb.waitForNotification(/connected to/);
//   await wb.screenshot('connected');                 // test-results/e2e/connected.png
//   await wb.close();
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { pinnedOffsetMs } from '../host/calendar';
import { Cleanup } from '../host/cleanup';
import { DEMO_WORKSPACE, RESULTS_DIR } from '../host/paths';
import { REFERENCE_PLAN_SETTINGS, WEB_EXTENSION_KIND } from '../host/profile';
import { startReferenceApi, type ReferenceServer } from '../host/referenceApi';
import type { Generations } from '../server/v2-routes';
import type { ServerPlan } from '../server/types';
import { extensionHostLogFiles, extensionHostLogs } from '../host/results';
import { startSession, type Session } from '../host/session';
import { findTarget, type VsCodeTarget } from '../host/versions';
import { waitFor } from '../host/wait';

export const SCREENSHOT_DIR = path.join(RESULTS_DIR, 'e2e');
export const EXTENSION_ID = 'walletscope.walletscope';
const UI_TIMEOUT_MS = 15_000;

export interface OpenWorkbenchOptions {
  /** Defaults to WALLETSCOPE_E2E_VSCODE or the newest target. */
  readonly target?: VsCodeTarget;
  /** Extra user settings; walletscope.apiBaseUrl already points at the window's reference API. */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Defaults to the demo workspace. */
  readonly folder?: string;
  /** The reference API in hostile mode (attack payloads in every string). */
  readonly hostile?: boolean;
  /** Unpacked extension folders loaded next to Walletscope (the dev hook with its sentinel command). */
  readonly extraExtensions?: readonly string[];
  /** The reference API key's plan, also declared in the window's settings (default: Enterprise, every feature). */
  readonly plan?: ServerPlan;
  /** Which generations of paths the reference API answers (default: both, as the live service today). */
  readonly generations?: Generations;
  /** Run Walletscope's browser build in the workbench's web worker extension host (as on vscode.dev), not in Node. */
  readonly web?: boolean;
  /** Whether the reference API answers browsers (CORS; default true). */
  readonly cors?: boolean;
  /** Walletscope installed from this .vsix (test/host/vsix.ts) instead of loaded from the repository in development mode. */
  readonly vsix?: string;
}

/** Workbenches not yet closed, so the runner can screenshot them when a test fails and close them on Ctrl+C. */
export const openWorkbenches = new Set<Workbench>();

/** Whether the element has the keyboard in its page (the page's document.activeElement). */
export function hasFocus(element: Locator): Promise<boolean> {
  return element.evaluate((e) => e === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement);
}

export async function openWorkbench(options: OpenWorkbenchOptions = {}): Promise<Workbench> {
  const cleanup = new Cleanup();
  let workbench: Workbench | undefined;
  try {
    // Walletscope installed from a .vsix runs in production, and the browser build has no environment to carry the
    // calendar: both keep the machine's clock, and so does their reference API.
    const clockOffsetMs = options.vsix || options.web ? 0 : pinnedOffsetMs();
    const api = await startReferenceApi(cleanup, { clockOffsetMs, hostile: options.hostile ?? false, plan: options.plan, generations: options.generations, cors: options.cors });
    const session = await startSession({
      target: options.target ?? findTarget(process.env.WALLETSCOPE_E2E_VSCODE ?? 'latest'),
      settings: { 'walletscope.apiBaseUrl': api.url, ...REFERENCE_PLAN_SETTINGS, ...(options.plan ? { 'walletscope.plan': options.plan } : {}),
        ...(options.web ? WEB_EXTENSION_KIND : {}), ...options.settings },
      folder: options.folder ?? DEMO_WORKSPACE,
      extraExtensions: options.extraExtensions,
      vsix: options.vsix,
      openBrowser: true,
      clockOffsetMs,
    }, cleanup);
    workbench = new Workbench(session, api, cleanup, options.web ?? false);
    await workbench.waitUntilReady();
    return workbench;
  } catch (e) {
    const details = workbench ? `\n${workbench.diagnostics()}` : '';
    await (workbench ? workbench.close() : cleanup.run());
    throw new Error(`Could not open the workbench: ${e instanceof Error ? e.message : String(e)}${details}`);
  }
}

export class Workbench {
  readonly page: Page;

  constructor(readonly session: Session, readonly api: ReferenceServer, private readonly cleanup: Cleanup, readonly web = false) {
    this.page = session.workbench!.page;
    openWorkbenches.add(this);
  }

  /** The workbench is drawn and the extension host has activated Walletscope (its contributions are known by then). */
  async waitUntilReady(): Promise<void> {
    await this.page.locator('.monaco-workbench .part.statusbar').waitFor({ state: 'visible', timeout: 60_000 });
    await this.page.locator('.monaco-workbench .part.activitybar').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    if (this.web) {
      // The web worker host keeps its log in the browser: its first status bar item (Hide Amounts) says it is active.
      await this.page.locator('.part.statusbar .statusbar-item[id$="walletscope.privacy"]').waitFor({ state: 'visible', timeout: 60_000 });
      return this.focus();
    }
    const activation = new RegExp(`_doActivateExtension ${EXTENSION_ID.replace('.', '\\.')}\\b`);
    const logged = () => extensionHostLogFiles(this.session.profile.userDataDir).some((file) => activation.test(fs.readFileSync(file, 'utf8')));
    await waitFor(`the extension host to activate ${EXTENSION_ID}`, logged, { timeoutMs: 60_000, intervalMs: 250 });
    await this.focus();
  }

  /** A headless page has no keyboard focus until something in it is clicked: click an empty spot of the title bar. */
  async focus(): Promise<void> {
    const titleBar = this.page.locator('.part.titlebar');
    const box = await titleBar.boundingBox();
    if (!box) throw new Error('The workbench has no title bar to click.');
    await titleBar.click({ position: { x: box.width * 0.2, y: box.height / 2 } });
  }

  /**
   * F1. Where the keyboard was left by the test before (a page just closed, a quick pick that just hid) it can be
   * nowhere in a headless window, and F1 then opens nothing: give the workbench the keyboard and press it again.
   */
  async openPalette(): Promise<void> {
    const input = this.page.locator('.quick-input-widget .quick-input-box input');
    await this.page.keyboard.press('F1');
    if (await input.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) return;
    await this.focus();
    await this.page.keyboard.press('F1');
    await input.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }

  /** Runs a command from the command palette (F1) by its full title, e.g. "Walletscope: Check Connection". */
  async runCommand(title: string): Promise<void> {
    const palette = this.page.locator('.quick-input-widget');
    const input = palette.locator('.quick-input-box input');
    const row = palette.locator('.monaco-list-row').filter({ has: this.page.locator('.label-name', { hasText: exactly(title) }) }).first();
    // The palette lists the commands known when it opens: one contributed a moment later needs a fresh palette.
    await waitFor(`"${title}" in the command palette`, async () => {
      if (await palette.isVisible()) await this.page.keyboard.press('Escape');
      await this.openPalette();
      // A palette that closes again as it opens (the Escape before, a quick pick hiding, a page's frame taking the
      // keyboard) leaves its input hidden: try again with the workbench focused, rather than wait on it for 30 s.
      if (!await input.fill(`>${title}`, { timeout: 2_000 }).then(() => true, () => false)) return this.focus().then(() => undefined);
      return row.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => undefined);
    }, { timeoutMs: UI_TIMEOUT_MS, intervalMs: 0 });
    await row.click();
    await palette.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  }

  /**
   * Starts a command whose own quick input replaces the palette (Add Wallet, Search Assets), so unlike runCommand it
   * does not wait for the palette to close. `navigates`: the command reloads the page (Reload Window) instead.
   * Keyboard focus must be in the workbench (see focus()).
   */
  async startCommand(title: string, { navigates = false } = {}): Promise<void> {
    const palette = this.page.locator('.quick-input-widget');
    const input = palette.locator('.quick-input-box input');
    await this.openPalette();
    await input.fill(`>${title}`, { timeout: UI_TIMEOUT_MS });
    const palettePlaceholder = await input.getAttribute('placeholder', { timeout: UI_TIMEOUT_MS });
    await palette.locator('.monaco-list-row').filter({ has: this.page.locator('.label-name', { hasText: exactly(title) }) }).first()
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await this.page.keyboard.press('Enter');
    // Keys typed before the command's own input replaces the palette's are lost. The palette hides before that
    // input shows, so wait until the widget is back showing another input (or the page goes away).
    await waitFor(`"${title}" to take over the quick input`, async () => {
      try {
        if (!(await palette.isVisible())) return navigates || undefined;
        const value = await input.inputValue({ timeout: 1_000 });
        const placeholder = await input.getAttribute('placeholder', { timeout: 1_000 });
        return (value !== `>${title}` && placeholder !== palettePlaceholder) || undefined;
      } catch {
        return navigates || undefined; // the page is navigating
      }
    }, { timeoutMs: UI_TIMEOUT_MS, intervalMs: 20 });
  }

  /** The messages of the notification toasts on screen, top to bottom. */
  async readNotifications(): Promise<string[]> {
    return (await this.page.locator('.notifications-toasts .notification-toast .notification-list-item-message').allInnerTexts()).map(tidy);
  }

  async waitForNotification(pattern: RegExp, timeoutMs = UI_TIMEOUT_MS): Promise<string> {
    return waitFor(`a notification matching ${pattern}`, async () => (await this.readNotifications()).find((m) => pattern.test(m)), {
      timeoutMs, intervalMs: 100,
    });
  }

  async clearNotifications(): Promise<void> {
    await this.runCommand('Notifications: Clear All Notifications');
    await waitFor('the notification toasts to go', async () => (await this.readNotifications()).length === 0, { timeoutMs: UI_TIMEOUT_MS });
  }

  /** The visible text of the Output panel (open a channel first, e.g. with "Walletscope: Show Log"). */
  async readOutput(): Promise<string> {
    const lines = this.page.locator('.part.panel .monaco-editor .view-lines');
    return (await lines.count()) > 0 ? tidy(await lines.first().innerText()) : '';
  }

  async waitForOutput(pattern: RegExp, timeoutMs = UI_TIMEOUT_MS): Promise<string> {
    return waitFor(`Output panel text matching ${pattern}`, async () => {
      const text = await this.readOutput();
      return pattern.test(text) ? text : undefined;
    }, { timeoutMs, intervalMs: 100 });
  }

  /** An activity bar entry (a view container) by its title, e.g. "Explorer" or later "Walletscope". */
  activityBarEntry(title: string): Locator {
    return this.activityBarItem(title).locator('.action-label');
  }

  /** Clicks the entry as a user would: on the container already shown, that hides the side bar. */
  async clickActivityBar(title: string): Promise<void> {
    await this.activityBarEntry(title).click({ timeout: UI_TIMEOUT_MS });
  }

  /** Shows a view container in the side bar: clicks its entry unless it is the one already shown. */
  async openViewContainer(title: string): Promise<void> {
    const item = this.activityBarItem(title);
    await item.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    const shown = async () => /\bchecked\b/.test((await item.getAttribute('class', { timeout: UI_TIMEOUT_MS })) ?? '') &&
      ((await this.page.locator('.part.sidebar').boundingBox({ timeout: UI_TIMEOUT_MS }))?.width ?? 0) > 0;
    // After a reload the workbench may be restoring this very container: a click then hides it again,
    // so click, give it a moment, and click once more if it is still not shown. The click goes to the entry itself: its
    // badge (a refresh's progress, moves not seen) covers the icon, and a click there is the entry's too. A click that
    // could not land is tried again after another look (the container may have shown meanwhile).
    await this.clickUntil(`the "${title}" view container to show`, item, shown, 2_000);
  }

  /**
   * Expands or collapses a tree row and waits until it is so. A tree reuses its row elements: when it is redrawn between
   * finding a row and clicking it (a refresh, a price, a row above collapsing), the click lands on whatever row that
   * element shows now, so the row is found again and clicked again until its aria-expanded says what was asked.
   */
  async setExpanded(row: Locator, expanded: boolean): Promise<void> {
    const state = async () => (await row.getAttribute('aria-expanded', { timeout: 2_000 }).catch(() => null)) === String(expanded);
    await this.clickUntil(`${row} to be ${expanded ? 'expanded' : 'collapsed'}`, row, state, 1_000);
  }

  /** Clicks `target` until `done`, giving each click `settleMs` to take; a click that cannot land is tried after another look. */
  private async clickUntil(what: string, target: Locator, done: () => Promise<boolean>, settleMs: number): Promise<void> {
    await waitFor(what, async () => {
      if (await done()) return true;
      if (!await target.click({ timeout: 2_000 }).then(() => true, () => false)) return undefined;
      return waitFor('the click to take', done, { timeoutMs: settleMs }).then(() => true, () => undefined);
    }, { timeoutMs: UI_TIMEOUT_MS, intervalMs: 0 });
  }

  /**
   * Opens the demo's contracts/TreasuryRouter.sol from the Explorer, rests the mouse on `address` in it, and returns the
   * hover once it shows `hasText`.
   */
  async hoverInDemoContract(address: string, hasText: string | RegExp): Promise<Locator> {
    await this.openViewContainer('Explorer');
    const tree = this.page.locator('.part.sidebar .monaco-list-row');
    await tree.filter({ hasText: /^contracts$/ }).first().click({ timeout: UI_TIMEOUT_MS });
    await tree.filter({ hasText: 'TreasuryRouter.sol' }).first().click({ timeout: UI_TIMEOUT_MS });
    const line = this.page.locator('.monaco-editor .view-line', { hasText: address }).first();
    await line.waitFor({ timeout: UI_TIMEOUT_MS });
    const box = (await line.boundingBox())!;
    const text = await line.innerText();
    // The middle of the address: its share of the line's width, as the editor uses a monospace font.
    await this.page.mouse.move(box.x + box.width * ((text.indexOf(address) + address.length / 2) / text.length), box.y + box.height / 2);
    const hover = this.page.locator('.monaco-hover:not(.hidden)', { hasText }).first();
    await hover.waitFor({ timeout: 20_000 }); // the hover asks the reference API first
    return hover;
  }

  /** The activity bar's list item for a container; its class list says whether it is the one shown ("checked"). */
  private activityBarItem(title: string): Locator {
    // aria-labels carry the keybinding too: "Explorer (Ctrl+Shift+E)", and a view's badge: "Walletscope - 1 wallet move…".
    const label = `.action-label:is([aria-label=${JSON.stringify(title)}], [aria-label^=${JSON.stringify(`${title} (`)}], [aria-label^=${JSON.stringify(`${title} - `)}])`;
    return this.page.locator(`.part.activitybar .action-item:has(${label})`).first();
  }

  /** Saves test-results/e2e/<name>.png and returns its path. */
  async screenshot(name: string): Promise<string> {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  /** Server output and browser console, for a failure report. */
  diagnostics(): string {
    return `--- VS Code server output (tail) ---\n${this.session.server.output().slice(-4_000)}\n` +
      `--- extension host logs ---\n${extensionHostLogs(this.session.profile.userDataDir, 3_000)}\n` +
      `--- browser console (tail) ---\n${this.session.workbench!.console.slice(-40).join('\n')}`;
  }

  async close(): Promise<void> {
    openWorkbenches.delete(this);
    await this.cleanup.run();
  }
}

function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The editor and notifications render spaces as no-break spaces. */
function tidy(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}
