// Every page, in the dark, light and high-contrast themes, checked by axe-core (the accessibility engine most web teams
// use) in the real workbench: no serious or critical violation (contrast at AA, names, roles, landmarks). Then every
// page walked with Tab: each control is reached, and the keyboard never falls to the page itself.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import type { Frame, FrameLocator } from 'playwright-core';
import { waitFor } from '../host/wait';
import { WALLETS } from '../server/data/wallet-addresses';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** Each theme: its name in the theme picker and the class the workbench takes with it. */
const THEMES = [['Dark Modern', 'vs-dark'], ['Light Modern', 'vs'], ['Dark High Contrast', 'hc-black']] as const;

/**
 * Picks a colour theme as a user does (Preferences: Color Theme). The palette's row is clicked: an Enter would go on to
 * the theme picker and open the marketplace. (The window's settings.json cannot set it: the web workbench keeps its own.)
 */
async function pickTheme(wb: Workbench, label: string): Promise<void> {
  const widget = wb.page.locator('.quick-input-widget');
  const input = widget.locator('.quick-input-box input');
  await wb.openPalette();
  await input.fill('>Preferences: Color Theme', { timeout: TIMEOUT });
  await widget.locator('.monaco-list-row .label-name', { hasText: /^Preferences: Color Theme$/ }).first().click({ timeout: TIMEOUT });
  await widget.locator('.monaco-list-row .label-name', { hasText: /^Dark Modern$/ }).first().waitFor({ timeout: TIMEOUT });
  await input.fill(label);
  await widget.locator('.monaco-list-row .label-name', { hasText: new RegExp(`^${label}$`) }).first().click({ timeout: TIMEOUT });
}

interface Page {
  readonly name: string;
  open(wb: Workbench): Promise<void>;
  /** Shown once the page has drawn what it loaded. */
  readonly loaded: string;
}

const PAGES: readonly Page[] = [
  {
    name: 'asset', loaded: 'section.pools tbody tr',
    async open(wb) {
      await wb.startCommand('Walletscope: Show Asset');
      await wb.page.locator('.quick-input-widget .quick-input-box input').fill('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
      await wb.page.keyboard.press('Enter');
    },
  },
  {
    name: 'pool', loaded: 'section.trades tbody tr',
    async open(wb) {
      await wb.startCommand('Walletscope: Show Pool');
      await wb.page.locator('.quick-input-widget .quick-input-box input').fill(`${POOL} Ethereum`);
      await wb.page.keyboard.press('Enter');
    },
  },
  {
    name: 'wallet', loaded: 'section.activity tbody tr',
    async open(wb) {
      await wb.startCommand('Walletscope: Show Wallet');
      await wb.page.locator('.quick-input-widget .quick-input-box input').fill('Main');
      await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Main' }).first().waitFor({ timeout: TIMEOUT });
      await wb.page.keyboard.press('Enter');
    },
  },
  { name: 'overview', loaded: '.summary .total .figure', open: (wb) => wb.runCommand('Walletscope: Open Portfolio Overview') },
  { name: 'credit usage', loaded: 'tfoot tr', open: (wb) => wb.runCommand('Walletscope: Show Credit Usage') },
];

interface Violation { id: string; impact: string; help: string; nodes: string[] }

describe('Accessibility of every page (UI, axe-core)', () => {
  let wb: Workbench;
  before(async () => {
    wb = await openWorkbench({ settings: {
      'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.whale, label: 'Whale' }],
    } });
  });
  after(() => wb?.close());

  const page = (): FrameLocator => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');

  /** The page's own document (the webview's inner frame), to run axe-core in. */
  async function pageFrame(): Promise<Frame> {
    const outer = await (await wb.page.locator('iframe.webview.ready').first().elementHandle())?.contentFrame();
    const inner = await (await outer?.locator('iframe#active-frame').elementHandle())?.contentFrame();
    if (!inner) throw new Error('no page frame');
    return inner;
  }

  async function openPage(p: Page): Promise<void> {
    await wb.runCommand('View: Close All Editors');
    // The page before goes with its frame: until it has, it is the first frame found.
    await waitFor('no page open', async () => (await wb.page.locator('iframe.webview').count()) === 0 || undefined, { timeoutMs: TIMEOUT, intervalMs: 100 });
    await p.open(wb);
    await page().locator(p.loaded).first().waitFor({ timeout: TIMEOUT });
    await wb.page.waitForTimeout(300); // the sections that load after the first paint
  }

  async function violations(runOnly: unknown, tries = 3): Promise<Violation[]> {
    // A page's frame can be replaced as its webview settles: run again on the new one.
    return axeRun(await pageFrame(), runOnly).catch((e: unknown) => (tries > 1 && /detached/.test(String(e)) ? violations(runOnly, tries - 1) : Promise.reject(e)));
  }

  async function axeRun(frame: Frame, runOnly: unknown): Promise<Violation[]> {
    await frame.evaluate(AXE); // evaluated by the browser's debugger, so the page's content-security policy allows it
    return frame.evaluate(async (only) => {
      const axe = (globalThis as unknown as { axe: { run(options: unknown): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
      const result = await axe.run({ resultTypes: ['violations'], runOnly: only });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    }, runOnly);
  }

  for (const [label, themeClass] of THEMES) {
    // Names, roles and structure do not change with the theme: every WCAG A and AA rule in the first, colours in all.
    const runOnly = themeClass === 'vs-dark' ? { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } : { type: 'rule', values: ['color-contrast', 'link-in-text-block'] };
    it(`has no serious or critical violation on any page in ${label}`, async function () {
      this.timeout(120_000);
      await pickTheme(wb, label);
      await wb.page.locator(`.monaco-workbench.${themeClass}`).waitFor({ timeout: TIMEOUT });
      const found: string[] = [];
      for (const p of PAGES) {
        const started = Date.now();
        await openPage(p);
        const opened = Date.now();
        const seen = await violations(runOnly);
        console.log(`      ${p.name}: opened in ${opened - started} ms, checked in ${Date.now() - opened} ms`);
        for (const v of seen) {
          if (v.impact === 'serious' || v.impact === 'critical') found.push(`${p.name}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.join(' | ')}`);
        }
      }
      assert.deepEqual(found, []);
    });
  }

  for (const p of PAGES) {
    it(`walks the ${p.name} page with Tab: every control is reached and the keyboard never falls to the page`, async () => {
      await openPage(p);
      const frame = await pageFrame();
      /** What has the keyboard, named as a user would tell it apart ("BODY" once it left the page's controls). */
      const focused = () => frame.evaluate(() => {
        const active = (globalThis as unknown as { document: { activeElement: { tagName: string; textContent: string | null; getAttribute(n: string): string | null } | null } }).document.activeElement;
        if (!active || active.tagName === 'BODY') return 'BODY';
        return `${active.tagName} ${active.getAttribute('aria-label') ?? ''} ${(active.textContent ?? '').trim().slice(0, 40)} ${active.getAttribute('data-focus') ?? ''}`;
      });
      await page().locator('h1').first().click();
      const visited: string[] = [];
      for (let i = 0; i < 200; i++) {
        await wb.page.keyboard.press('Tab');
        const at = await focused();
        if (at === 'BODY') break; // past the last control, the keyboard leaves the page
        visited.push(at);
      }
      // Every control a keyboard user can stop at now (a radio group is one stop: its checked radio), except live
      // trade rows, which come and go while the walk runs.
      const stops = await frame.evaluate(() => {
        type Element = { tabIndex: number; disabled?: boolean; tagName: string; textContent: string | null; getClientRects(): ArrayLike<unknown>; getAttribute(n: string): string | null; closest(s: string): unknown };
        const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<Element> } }).document;
        return Array.from(doc.querySelectorAll('button, input, select, textarea, [tabindex]'))
          .filter((e) => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0 && !e.closest('section.trades tbody'))
          .map((e) => `${e.tagName} ${e.getAttribute('aria-label') ?? ''} ${(e.textContent ?? '').trim().slice(0, 40)} ${e.getAttribute('data-focus') ?? ''}`);
      });
      assert.ok(stops.length > 2, `${stops.length} stops`);
      // Live figures in a name (the chart's summary ends at the latest price) are not what tells two controls apart.
      const stable = (name: string) => name.replace(/\$?\d[\d,.:]*/g, '#');
      const missed = stops.filter((stop) => !visited.some((v) => stable(v) === stable(stop)));
      assert.deepEqual(missed, [], `Tab went ${visited.length} steps before leaving the page: ${visited.join(' → ')}`);
    });
  }
});
