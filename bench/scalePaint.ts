// The overview's and the All wallets page's first paint at each size of the scale bench (bench/scale.ts): the model
// built in Node from the refreshed wallets (as the extension host does), then the production page script in headless
// Chromium, timed from the message to the frame after the page drew its table. Goal: the two together under 100 ms.
import { PLAIN } from '../src/format/figures';
import { buildOverview } from '../src/overview/model';
import { walletView } from '../src/walletPage/walletModel';
import { median } from './median';
import type { SizeData } from './scale';
import { openBenchPage, timePaint } from './webviewPage';

const RUNS = 5;
const GOAL_MS = 100;

export async function scalePaints(sizes: readonly SizeData[]): Promise<string[]> {
  const lines: string[] = [];
  const pages = [
    {
      name: 'overview' as const, root: '<main id="root" class="overview"></main>', table: 'table.holdings tbody tr',
      message: (d: SizeData) => ({ type: 'model', model: buildOverview(d.wallets.map((w) => ({ label: w.label, portfolio: d.states.get(w.address)?.portfolio })), { figures: PLAIN, hideSpam: true }) }),
    },
    {
      name: 'walletPage' as const, root: '<main id="root" data-key="all"></main><div id="notice"></div>', table: 'section.holdings tbody tr',
      message: (d: SizeData) => ({ type: 'wallet', wallet: walletView(d.wallets.map((w) => ({ label: w.label, address: w.address, portfolio: d.states.get(w.address)?.portfolio })), true, { figures: PLAIN, hideSpam: true, explorers: {} }) }),
    },
  ];
  for (const kind of pages) {
    const { page, reload, close } = await openBenchPage(kind.name, kind.root, 1000, { width: 1100, height: 900 });
    try {
      for (const d of sizes) {
        const model: number[] = [], paint: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const started = performance.now();
          const message = kind.message(d);
          model.push(performance.now() - started);
          await reload();
          paint.push(await timePaint(page, [message]));
          if ((await page.locator(kind.table).count()) === 0) throw new Error(`${kind.name} drew no holdings at ${d.wallets.length} wallets`);
        }
        const [m, p] = [median(model), median(paint)];
        const what = kind.name === 'overview' ? 'overview' : 'All wallets page';
        lines.push(`scale   ${d.wallets.length.toLocaleString('en-US')} wallet${d.wallets.length === 1 ? '' : 's'}: ${what} first paint, model ${m.toFixed(1)} ms + page ${p.toFixed(1)} ms = ${(m + p).toFixed(1)} ms `
          + `(goal < ${GOAL_MS} ms; median of ${RUNS}, headless Chromium, message to the frame after)`);
      }
    } finally {
      await close();
    }
  }
  return lines;
}
