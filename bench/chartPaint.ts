// Chart first paint inside the page: the production page script in headless Chromium, given a loaded state and
// then a chart message of 10,000 points, timed from the message to the frame after the chart is drawn.
import { openBenchPage, timePaint, type PageGlobals } from './webviewPage';

const POINTS = 10_000;
const RUNS = 7;

const STATE = {
  type: 'state',
  state: {
    status: 'loaded', query: 'ARB', refreshing: false,
    asset: {
      name: 'Arbitrum', symbol: 'ARB', price: '$0.74', stats: [], contracts: [], links: [], excludedAddresses: [], excludedMore: 0, mixedScripts: false,
      tags: [], exchanges: [], exchangesMore: 0, investors: [], investorsMore: 0, distribution: [], unlocks: [], unlocksMore: 0, fetchedAt: 0,
    },
  },
};

function chartMessage(): unknown {
  const t: number[] = [];
  const v: number[] = [];
  let price = 1;
  for (let i = 0; i < POINTS; i++) {
    t.push(1_700_000_000_000 + i * 300_000);
    price *= 1 + Math.sin(i * 12.9898) * 0.01;
    v.push(price);
  }
  return { type: 'chart', chart: { range: '24h', status: 'loaded', price: { t, v } } };
}

export async function benchChartPaint(): Promise<string[]> {
  const { page, js, reload, close } = await openBenchPage('asset', '<main id="root" data-query="ARB"></main><div id="notice"></div>', 900,
    { width: 1000, height: 800 });
  try {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await reload();
      await page.evaluate((state) => new Promise((r) => { (globalThis as unknown as PageGlobals).postMessage(state, '*'); setTimeout(r, 50); }), STATE);
      times.push(await timePaint(page, [chartMessage()]));
      const drawn = await page.locator('section.chart[data-points="10000"] canvas').count();
      if (drawn !== 1) throw new Error('the chart was not drawn');
    }
    times.sort((a, b) => a - b);
    const kb = (js.length / 1024).toFixed(1);
    return [
      `webview page script dist/webview/asset.js with the chunks it imports (production, uPlot included): ${kb} KB (goal < 120 KB)`,
      `webview chart first paint, ${POINTS.toLocaleString('en-US')} points: median ${times[RUNS >> 1]!.toFixed(1)} ms, max ${times[RUNS - 1]!.toFixed(1)} ms of ${RUNS} (goal < 50 ms; headless Chromium, message to next frame)`,
    ];
  } finally {
    await close();
  }
}
