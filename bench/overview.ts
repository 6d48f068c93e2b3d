// Portfolio overview first paint with 10 wallets and 2,000 holdings: the model built in Node (as the extension
// host does), then the production page script in headless Chromium, timed from the model message to the frame
// after the page, its table and both allocation charts are drawn. Goal: the two together under 100 ms.
import { PLAIN } from '../src/format/figures';
import { buildOverview, type OverviewWallet } from '../src/overview/model';
import { random, randomPortfolio } from '../test/unit/overview-fixtures';
import { median } from './median';
import { openBenchPage, type PageGlobals } from './webviewPage';

const WALLETS = 10;
const HOLDINGS_PER_WALLET = 200;
const RUNS = 7;
const GOAL_MS = 100;

export function overviewWallets(): OverviewWallet[] {
  const rand = random(2024);
  return Array.from({ length: WALLETS }, (_, i) => ({ label: `Wallet ${i + 1}`, portfolio: randomPortfolio(rand, `0x${i}`, HOLDINGS_PER_WALLET) }));
}

export async function benchOverview(): Promise<string[]> {
  const wallets = overviewWallets();
  const modelTimes: number[] = [];
  let model = buildOverview(wallets, { figures: PLAIN, hideSpam: true });
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    model = buildOverview(wallets, { figures: PLAIN, hideSpam: true });
    modelTimes.push(performance.now() - started);
  }
  const { page, js, reload, close } = await openBenchPage('overview', '<main id="root" class="overview"></main>', 1000,
    { width: 1100, height: 900 });
  try {
    const paintTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await reload();
      paintTimes.push(await page.evaluate((m) => new Promise<number>((resolve) => {
        const w = globalThis as unknown as PageGlobals;
        const started = performance.now();
        w.postMessage(m, '*');
        // The page draws on the message and its charts in the next frame; the frame after that shows them.
        setTimeout(() => w.requestAnimationFrame(() => w.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0))), 0);
      }), { type: 'model', model }));
      // The bar charts are HTML (no canvas): a chart is drawn when its figure holds its bars.
      const bars = await page.locator('figure.share-chart[data-bars]:not([data-bars="0"])').filter({ has: page.locator('.bar-fill') }).count();
      const rows = await page.locator('table.holdings tbody tr').count();
      if (bars !== 2 || rows !== model.rows.length) throw new Error(`the overview was not drawn (${bars} charts, ${rows} rows)`);
    }
    const modelMs = median(modelTimes);
    const paintMs = median(paintTimes);
    const holdings = (WALLETS * HOLDINGS_PER_WALLET).toLocaleString('en-US');
    return [
      `webview page script dist/webview/overview.js with the chunks it imports (production): ${(js.length / 1024).toFixed(1)} KB`,
      `overview model, ${WALLETS} wallets, ${holdings} holdings (Node): median ${modelMs.toFixed(1)} ms of ${RUNS}`,
      `overview first paint, ${WALLETS} wallets, ${holdings} holdings: page median ${paintMs.toFixed(1)} ms, max ${Math.max(...paintTimes).toFixed(1)} ms; ` +
        `model + page ${(modelMs + paintMs).toFixed(1)} ms (goal < ${GOAL_MS} ms; headless Chromium, message to the frame after the charts)`,
    ];
  } finally {
    await close();
  }
}
