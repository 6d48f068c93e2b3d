// Asset search as the user types: requests the quick pick's debouncer makes for quick keystrokes, against one
// request per keystroke, and how soon after the last key the results arrive.
import { WalletAssetClient } from '../src/api/client';
import { SEARCH_DELAY_MS, SearchDebouncer } from '../src/asset/searchDebouncer';
import type { ReferenceServer } from '../test/server/server';
import { median } from './median';
import { searchAssets } from '../src/api/search';

const KEY_GAP_MS = 40; // quick typing: well under the debounce delay
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types `text` one key at a time into a fresh debouncer; resolves with the requests made and the ms from last key to results. */
async function typeInto(server: ReferenceServer, chunks: readonly string[], pauseMs: number): Promise<{ requests: number; answers: number; lastKeyToResultsMs: number }> {
  const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }));
  let answered = 0;
  let answeredAt = 0;
  const debouncer = new SearchDebouncer({
    delayMs: SEARCH_DELAY_MS,
    search: (text, signal) => searchAssets(client, text, { signal }),
    onOutcome: () => { answered++; answeredAt = performance.now(); },
  });
  server.resetCounts();
  let typed = '';
  let lastKey = 0;
  for (const chunk of chunks) {
    for (const key of chunk) {
      typed += key;
      debouncer.input(typed);
      lastKey = performance.now();
      await sleep(KEY_GAP_MS);
    }
    await sleep(pauseMs);
  }
  debouncer.dispose();
  return { requests: server.count('/api/1/search'), answers: answered, lastKeyToResultsMs: answeredAt - lastKey };
}

export async function benchSearchTyping(server: ReferenceServer): Promise<string[]> {
  const bursts = [];
  for (let i = 0; i < 5; i++) bursts.push(await typeInto(server, ['wrapped bi'], SEARCH_DELAY_MS + 300));
  const worst = Math.max(...bursts.map((b) => b.requests));
  const paused = await typeInto(server, ['usd', ' c', 'oin'], SEARCH_DELAY_MS + 300);

  // The same keystrokes without the debouncer: one request per key.
  const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }));
  server.resetCounts();
  const pending: Array<Promise<unknown>> = [];
  for (let i = 1; i <= 'wrapped bi'.length; i++) {
    pending.push(searchAssets(client, 'wrapped bi'.slice(0, i)));
    await sleep(KEY_GAP_MS);
  }
  await Promise.all(pending);
  const undebounced = server.count('/api/1/search');

  return [
    `search  10-character burst at ${KEY_GAP_MS} ms a key: ${worst} request(s) (goal <= 1 per pause; worst of ${bursts.length}), ` +
      `${undebounced} without debouncing; 3 bursts with pauses: ${paused.requests} requests, ${paused.answers} answers; ` +
      `results ${median(bursts.map((b) => b.lastKeyToResultsMs)).toFixed(0)} ms after the last key (median; ${SEARCH_DELAY_MS} ms of it is the pause)`,
  ];
}
