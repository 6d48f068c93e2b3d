// The portfolio overview on screen, in the real workbench: opened from the command palette with reference
// wallets watched, both allocation charts drawn, the holdings table sorted from the keyboard, the page rebuilt
// after it was hidden, and Hide Amounts leaving no digit of the user's figures on it. Screenshot in docs/pages.md.
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { waitFor } from '../host/wait';
import { WALLETS } from '../server/data/wallet-addresses';
import { atHalfWidth, cutOff, rowAsShown } from './layout';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
/** Fixed words of the page that carry digits and are no figure of the user's. */
const FIXED_LABELS = /24 hours|24h/g;
/** What names something (assets, chains, wallets) rather than a figure: they may carry digits of their own. */
const NAMES = '.name, .symbol, .chains, .wallets, .risk-list .asset, .risk-list .in, .card h3, .share-chart .plot';

/** The DOM used inside the page (this tsconfig has no DOM types). */
interface Element { cloneNode(deep: boolean): Element; querySelectorAll(selector: string): Iterable<{ remove(): void }>; readonly textContent: string | null }
interface Drawn {
  readonly innerText: string; readonly title: string; readonly className: string; readonly scrollWidth: number; readonly clientWidth: number;
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number };
  querySelector(selector: string): Drawn | null; querySelectorAll(selector: string): Iterable<Drawn>;
}
/** A chart's labels as drawn: each name (whole, or cut with what its tooltip says) and each tick, with their boxes. */
interface ChartLabels {
  readonly figure: string; readonly left: number; readonly right: number; readonly plotText: string;
  readonly names: ReadonlyArray<{ text: string; title: string; whole: boolean; left: number; right: number; top: number; bottom: number }>;
  readonly ticks: ReadonlyArray<{ text: string; left: number; right: number }>;
}

describe('Portfolio overview (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({
      settings: {
        'walletscope.wallets': [
          { address: WALLETS.ordinary, label: 'Main' },
          { address: WALLETS.multichain, label: 'Multichain' },
          { address: WALLETS.solana, label: 'Phantom' },
          { address: WALLETS.mixed, label: 'Vitalik' },
        ],
      },
    });
  });
  after(() => wb?.close());

  const page = (): FrameLocator => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
  const root = () => page().locator('main#root');
  const firstColumn = async () => (await page().locator('table.holdings tbody th .symbol').allInnerTexts()).map((t) => t.trim());
  /** Each row's symbol and value as shown ("$1,234.56"), in one read: live prices redraw the table now and then. */
  const valueColumn = () => page().locator('table.holdings tbody tr').evaluateAll((rows) => rows.map((row) => ({
    symbol: row.querySelector('th .symbol')?.textContent?.trim() ?? '',
    value: Number((row.querySelector('td.num')?.textContent ?? '').replace(/[$,]/g, '')),
  })));
  /** Each bar's length as a share of its track, and the axis's last tick (its top, in percent). */
  const barLengths = (chart: string) => page().locator(`figure.share-chart.${chart} .plot`).evaluate((plot) => ({
    lengths: [...(plot as unknown as Drawn).querySelectorAll('.bar-track')].map((track) => {
      const fill = track.querySelector('.bar-fill')!.getBoundingClientRect();
      const box = track.getBoundingClientRect();
      return (fill.right - fill.left) / (box.right - box.left);
    }),
    top: Number([...(plot as unknown as Drawn).querySelectorAll('.tick')].at(-1)?.innerText.replace('%', '')),
  }));

  it('opens from the command palette with all wallets added up', async () => {
    await wb.runCommand('Walletscope: Open Portfolio Overview');
    await root().locator('.summary .total .figure', { hasText: /^\$[\d,]+\.\d\d$/ }).waitFor({ timeout: TIMEOUT });
    // The cards, and the risks further on, are below the first screens: laid out once scrolled near, as a user reads
    // them. Every card has its total once the store has loaded each wallet.
    await page().locator('section.wallets').scrollIntoViewIfNeeded({ timeout: TIMEOUT });
    await page().locator('.cards .card:not(:has(.status))').nth(3).waitFor({ timeout: TIMEOUT });
    // Scrolled near, the section's content is laid out in the next frame (content-visibility): until then it reads as empty.
    const cards = await waitFor('the wallet cards drawn', async () => {
      const names = (await page().locator('.cards .card h3').allInnerTexts()).map((t) => t.trim());
      return names.every((name) => name !== '') ? names : undefined;
    }, { timeoutMs: TIMEOUT, intervalMs: 50 });
    assert.deepEqual(cards, ['Main', 'Multichain', 'Phantom', 'Vitalik']);
    for (const total of await page().locator('.cards .card .total').allInnerTexts()) assert.match(total, /^\$[\d,]+\.\d\d$/);
    assert.equal(await root().getAttribute('data-masked'), 'false');
    await page().locator('section.risks').scrollIntoViewIfNeeded({ timeout: TIMEOUT });
    await page().locator('.risk-list li', { hasText: /SafeMoon Inu: Honeypot: it cannot be sold/ }).waitFor({ timeout: TIMEOUT });
    await page().locator('.risk-list li', { hasText: /PayDay Inu: 25% sell tax/ }).waitFor({ timeout: TIMEOUT });
    // As with the cards: the items' text is there before the frame that lays the section out, its rendered text is not.
    const spamLine = page().locator('section.risks p.spam');
    const spam = await waitFor('the spam line drawn', async () => (await spamLine.innerText({ timeout: TIMEOUT })).trim() || undefined,
      { timeoutMs: TIMEOUT, intervalMs: 50 });
    assert.match(spam, /^\d+ spam tokens? set aside \(\$[\d,.]+\), not in the totals\.$/);
  });

  it('draws both allocation charts, with their shares as text', async () => {
    for (const chart of ['by-asset', 'by-chain']) {
      const figure = page().locator(`figure.share-chart.${chart}`);
      await figure.locator('.bar-fill').first().waitFor({ timeout: TIMEOUT });
      assert.ok(Number(await figure.getAttribute('data-bars')) >= 2, `${chart}: ${await figure.getAttribute('data-bars')} bars`);
      assert.match(await figure.locator('.plot').getAttribute('aria-label') ?? '', /^Allocation by (asset|chain): .+ \d+(\.\d+)?%/);
      const shares = (await figure.locator('ul.visually-hidden li').allTextContents()).map((t) => /: (<)?([\d.]+)%/.exec(t));
      assert.ok(shares.length >= 2);
      // Each bar is as long against the axis as its share, drawn in the page's own boxes.
      const { lengths, top } = await barLengths(chart);
      assert.equal(lengths.length, shares.length);
      shares.forEach((m, i) => {
        if (m && !m[1]) assert.ok(Math.abs(lengths[i]! - Number(m[2]) / top) < 0.01, `${chart}: bar ${i} is ${lengths[i]} of the axis for ${m[2]}% of ${top}%`);
      });
    }
    assert.match(await page().locator('figure.by-chain ul li').first().textContent() ?? '', /^Ethereum: \d/);
    // The first test read down to the risks. Back to the top by the page's own scroll: its heading is drawn anew
    // with each live figure, so a scroll to the heading can find it gone.
    await page().locator('body').evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await wb.screenshot('overview');
  });

  /** Both charts' labels as drawn, read in one turn of the page. */
  const chartLabels = () => page().locator('section.allocation').evaluate((section) => [...(section as unknown as Drawn).querySelectorAll('figure.share-chart')].map((figure) => {
    const box = figure.getBoundingClientRect();
    const plot = figure.querySelector('.plot');
    return {
      figure: figure.className, left: box.left, right: box.right, plotText: plot?.innerText ?? '',
      names: [...figure.querySelectorAll('.bar-name')].map((name) => {
        const r = name.getBoundingClientRect();
        return { text: name.innerText, title: name.title, whole: name.scrollWidth <= name.clientWidth, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
      ticks: [...figure.querySelectorAll('.tick')].map((tick) => {
        const r = tick.getBoundingClientRect();
        return { text: tick.innerText, left: r.left, right: r.right };
      }),
    };
  })) as Promise<ChartLabels[]>;

  /** What is wrong with a chart's labels: a name or tick outside the figure, two that touch, a cut name without its whole name. */
  function labelProblems(charts: readonly ChartLabels[], where: string): string[] {
    const problems: string[] = [];
    for (const chart of charts) {
      const at = `${where}, ${chart.figure}`;
      if (chart.ticks.length < 2) problems.push(`${at}: ${chart.ticks.length} axis labels drawn as text`);
      for (const [i, tick] of chart.ticks.entries()) {
        if (tick.left < chart.left - 0.5 || tick.right > chart.right + 0.5) problems.push(`${at}: "${tick.text}" (${tick.left}-${tick.right}) outside the figure (${chart.left}-${chart.right})`);
        const next = chart.ticks[i + 1];
        if (next && next.left - tick.right < 4) problems.push(`${at}: "${tick.text}" and "${next.text}" are ${Math.round(next.left - tick.right)} px apart`);
      }
      for (const [i, name] of chart.names.entries()) {
        if (name.left < chart.left - 0.5 || name.right > chart.right + 0.5) problems.push(`${at}: "${name.text}" outside the figure`);
        if (!name.whole && name.title !== name.text) problems.push(`${at}: "${name.text}" is cut and its tooltip says "${name.title}"`);
        const next = chart.names[i + 1];
        if (next && next.top < name.bottom - 0.5) problems.push(`${at}: "${name.text}" and "${next.text}" overlap`);
      }
    }
    return problems;
  }

  it('labels both charts readably: chain names whole where there is room, else with the whole name as tooltip, axis labels apart', async () => {
    await page().locator('figure.by-chain').scrollIntoViewIfNeeded();
    const wide = await chartLabels();
    const byChain = wide.find((c) => c.figure.includes('by-chain'))!;
    // The whole name of every chain, on screen as text, in a full-width editor.
    assert.match(byChain.plotText, /BNB Smart Chain \(BEP20\)/, `the chart shows "${byChain.plotText}"`);
    assert.deepEqual(byChain.names.filter((n) => !n.whole).map((n) => n.text), [], 'no chain name cut in a full-width editor');
    assert.deepEqual(labelProblems(wide, 'full width'), []);
    await atHalfWidth(wb, page(), async () => assert.deepEqual(labelProblems(await chartLabels(), 'half width'), []));
    const viewport = wb.page.viewportSize()!;
    await wb.page.setViewportSize({ width: 640, height: viewport.height }); // the page is about 290 px wide
    try {
      await wb.page.waitForTimeout(300);
      assert.deepEqual(labelProblems(await chartLabels(), '290 px'), []);
    } finally {
      await wb.page.setViewportSize(viewport);
    }
  });

  it('sorts the holdings table from the keyboard', async () => {
    const before = await firstColumn();
    assert.ok(before.length >= 5, before.join(' '));
    const assetHeader = page().locator('th:has(button[data-sort="asset"])');
    await page().locator('button[data-sort="asset"]').focus();
    await wb.page.keyboard.press('Enter');
    await page().locator('th[aria-sort="ascending"] button[data-sort="asset"]').waitFor({ timeout: TIMEOUT });
    const names = (await page().locator('table.holdings tbody th .name').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
    assert.notDeepEqual(await firstColumn(), before, 'the rows moved');
    assert.equal(await page().locator('th[aria-sort]').count(), 1);
    await wb.page.keyboard.press('Space'); // focus stayed on the header button
    assert.equal(await assetHeader.getAttribute('aria-sort'), 'descending');
    await page().locator('button[data-sort="value"]').focus();
    await wb.page.keyboard.press('Enter');
    await page().locator('th[aria-sort="descending"] button[data-sort="value"]').waitFor({ timeout: TIMEOUT });
    // Largest first by the values shown now: a price tick since `before` may have swapped two close holdings.
    const shown = await valueColumn();
    assert.deepEqual(shown.map((r) => r.symbol).sort(), [...before].sort(), 'the same rows');
    assert.ok(shown.every((r, i) => Number.isFinite(r.value) && (i === 0 || r.value <= shown[i - 1]!.value)),
      `back in value order, largest first: ${shown.map((r) => `${r.symbol} ${r.value}`).join(', ')}`);
  });

  it('shows every column of the holdings at half the window\'s width: the rows reflow, nothing is cut on the right', async () => {
    await atHalfWidth(wb, page(), async (width) => {
      assert.ok(width > 400 && width < 600, `${width} px wide`);
      assert.deepEqual(await cutOff(page(), 'table.holdings'), []);
      // The sort buttons stay on screen, and each row reads as its figures under their column names.
      assert.ok(await page().locator('button[data-sort="pnl"]').isVisible(), 'the PnL sort button shows');
      assert.match(await rowAsShown(page(), 'table.holdings tbody tr'),
        /^\S+ .+ Value \$[\d,]+\.\d\d Share [\d.]+% 24h [+−]?[\d.]+% Balance [\d.,]+[KMBT]? Price \$[\d,.]+ PnL [+−]\$[\d,.]+ \([+−][\d.]+%\) Chains \w.* Wallets \w/);
      // In one step: a price tick redraws the table, which a scroll that waits for a stable element may lose.
      await page().locator('table.holdings').evaluate((table) => table.scrollIntoView({ block: 'nearest' }), undefined, { timeout: TIMEOUT });
      await wb.screenshot('overview-half');
    });
  });

  it('is one page, rebuilt with its data when shown again', async () => {
    await wb.runCommand('File: New Untitled Text File');
    await wb.runCommand('Walletscope: Open Portfolio Overview');
    await root().locator('.summary .total .figure', { hasText: /^\$[\d,]+\.\d\d$/ }).waitFor({ timeout: TIMEOUT });
    await page().locator('figure.by-asset .bar-fill').first().waitFor({ timeout: TIMEOUT });
    assert.equal(await wb.page.locator('.tab', { hasText: 'Portfolio Overview' }).count(), 1);
  });

  it('clears what it shows when it refuses a message, and Refresh draws it again', async () => {
    await root().locator('.summary .total .figure', { hasText: /^\$[\d,]+\.\d\d$/ }).waitFor({ timeout: TIMEOUT });
    // Read in the same turn as the message is handled: a model the extension sends a moment later (a price moved) may
    // redraw the page, as it should.
    const left = await root().evaluate((main, message) => {
      const window = globalThis as unknown as { dispatchEvent(e: unknown): void; MessageEvent: new (type: string, init: { data: unknown }) => unknown };
      window.dispatchEvent(new window.MessageEvent('message', { data: message }));
      return (main as unknown as { innerText: string }).innerText;
    }, { type: 'model', model: { masked: true, total: '•'.repeat(5000), rows: [], wallets: [], risks: [] } });
    assert.match(left, /cannot show/);
    assert.doesNotMatch(left.replace(FIXED_LABELS, ''), /\d|Main|Vitalik/, `nothing of the earlier overview stays: ${left}`);
    await root().locator('button.refresh').click();
    await root().locator('.summary .total .figure', { hasText: /^\$[\d,]+\.\d\d$/ }).waitFor({ timeout: TIMEOUT });
  });

  it('hides every figure, and the charts, when amounts are hidden', async () => {
    await wb.runCommand('Walletscope: Hide Amounts');
    await page().locator('main#root[data-masked="true"]').waitFor({ timeout: TIMEOUT });
    await page().locator('.charts-hidden', { hasText: 'Charts are hidden while amounts are hidden.' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page().locator('figure.share-chart .bar-fill').count(), 0);
    assert.equal(await page().locator('.summary .total .figure').innerText(), '•••••');
    const left = await root().evaluate((main, names) => {
      const copy = (main as unknown as Element).cloneNode(true);
      for (const named of copy.querySelectorAll(names)) named.remove();
      return copy.textContent ?? '';
    }, NAMES);
    const digits = left.replace(FIXED_LABELS, '').match(/.{0,30}\d.{0,30}/g);
    assert.equal(digits, null, `digits left on the page: ${JSON.stringify(digits)}`);
    assert.ok((await page().locator('table.holdings tbody tr').count()) >= 5, 'the holdings are still listed, by name');
    await wb.runCommand('Walletscope: Show Amounts');
    await root().locator('.summary .total .figure', { hasText: /^\$[\d,]+\.\d\d$/ }).waitFor({ timeout: TIMEOUT });
  });

  it('keeps the reader\'s place when a redraw changes what is above it (amounts hidden, then shown)', async () => {
    // A short window, so the cards can be scrolled to its top with the rest of the page below them, as when reading down a
    // long page: nothing the browser keeps is then left at the top of the window to anchor the scroll to.
    const size = wb.page.viewportSize()!;
    await wb.page.setViewportSize({ width: size.width, height: 520 });
    try {
      await readCardsAcrossRedraws();
    } finally {
      await wb.page.setViewportSize(size);
    }
  });

  it('changes figures in place when the wallets move: the total, the rows and the cards a reader is on stay the same nodes', async () => {
    const probes = () => root().evaluate((main) => [main.querySelector('.summary .total .figure'), main.querySelector('table.holdings tbody tr'), main.querySelector('ul.cards li')]
      .map((node) => (node as unknown as { probe?: number } | null)?.probe));
    const total = await root().locator('.summary .total .figure').innerText();
    await root().evaluate((main) => [main.querySelector('.summary .total .figure'), main.querySelector('table.holdings tbody tr'), main.querySelector('ul.cards li')]
      .forEach((node, i) => { if (node) (node as unknown as { probe?: number }).probe = i + 1; }));
    assert.deepEqual(await probes(), [1, 2, 3]);
    wb.api.move({ wallet: 'ordinary', token: 'ETH', amount: 2.5 });
    await wb.runCommand('Walletscope: Refresh Wallets');
    await root().locator('.summary .total .figure').filter({ hasNotText: total }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await probes(), [1, 2, 3], 'a redraw replaced what the reader was on');
  });

  /** Hiding amounts takes the charts away above the cards; a reader of the cards stays at the cards, and they stay drawn. */
  async function readCardsAcrossRedraws(): Promise<void> {
    // Read two frames on: the section's content is laid out in the frame after it is scrolled near (content-visibility).
    const cardsAt = () => page().locator('section.wallets').evaluate((section) => new Promise<{ top: number; first: string }>((resolve) => {
      const s = section as unknown as { getBoundingClientRect(): { top: number }; querySelector(q: string): { innerText: string } | null };
      const frame = (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame;
      frame(() => frame(() => resolve({ top: Math.round(s.getBoundingClientRect().top), first: s.querySelector('.card h3')?.innerText.trim() ?? '' })));
    }));
    /** The cards once drawn (a few frames at most while they are in view). */
    const drawnCards = async () => {
      let at = await cardsAt();
      for (let tries = 0; tries < 20 && at.first !== 'Main'; tries++) at = await cardsAt();
      return at;
    };
    await page().locator('section.wallets').evaluate((section) => (section as unknown as { scrollIntoView(o: { block: string }): void }).scrollIntoView({ block: 'start' }));
    const before = await drawnCards();
    assert.equal(before.first, 'Main');
    for (const [command, masked] of [['Walletscope: Hide Amounts', 'true'], ['Walletscope: Show Amounts', 'false']] as const) {
      await wb.runCommand(command);
      await page().locator(`main#root[data-masked="${masked}"]`).waitFor({ timeout: TIMEOUT });
      const now = await cardsAt();
      assert.ok(Math.abs(now.top - before.top) <= 2, `after ${command} the cards moved from ${before.top} to ${now.top} px`);
      const drawn = await drawnCards();
      assert.equal(drawn.first, 'Main', `after ${command} the first card reads "${drawn.first}"`);
    }
  }
});
