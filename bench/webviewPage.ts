// A page's production script (its module and the chunks it imports) as a bare page in headless Chromium (no workbench
// around it), for timing its paint. The page gets the root element it expects and a stand-in for acquireVsCodeApi;
// messages come by postMessage.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/host/chromium';
import { buildPages, type PageName } from '../test/host/pageBundles';

/** The page's globals the benches use (this tsconfig has no DOM types). */
export interface PageGlobals {
  postMessage(message: unknown, origin: string): void;
  requestAnimationFrame(callback: () => void): void;
}

export interface BenchPage {
  readonly page: Page;
  /** What the page loads: its module and its chunks, to report their size. */
  readonly js: string;
  /** Loads the page afresh. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** `root`: the page's body markup before its script; `width`: the body's width in CSS pixels. */
export async function openBenchPage(name: PageName, root: string, width: number, viewport: { width: number; height: number }): Promise<BenchPage> {
  const pages = await buildPages();
  const js = pages.scriptsOf(name).map((file) => pages.files.get(file)!).join('\n');
  const html = `<!DOCTYPE html><html><head><meta charset="UTF-8"><style>${pages.files.get(`${name}.css`) ?? ''}</style></head><body style="width:${width}px">
${root}
<script>window.acquireVsCodeApi = () => ({ postMessage() {}, setState() {}, getState() { return undefined; } });</script>
<script type="module" src="/${name}.js"></script></body></html>`;
  const server = createServer((req, res) => {
    const script = pages.files.get((req.url ?? '').slice(1));
    res.setHeader('content-type', script !== undefined && req.url!.endsWith('.js') ? 'text/javascript' : 'text/html');
    res.end(script !== undefined && req.url!.endsWith('.js') ? script : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await launchChromium().catch((e: unknown) => { server.close(); throw e; });
  const page = await browser.newPage({ viewport });
  return {
    page,
    js,
    reload: async () => { await page.goto(url); },
    close: async () => { await browser.close(); server.close(); },
  };
}

/**
 * Milliseconds from posting `messages` to the page (as the extension sends them) to the frame after it drew them: the
 * page draws on each message, so the next frame after the last is the first paint that shows them all.
 */
export function timePaint(page: Page, messages: readonly unknown[]): Promise<number> {
  return page.evaluate((all) => new Promise<number>((resolve) => {
    const w = globalThis as unknown as PageGlobals;
    const started = performance.now();
    for (const m of all) w.postMessage(m, '*');
    setTimeout(() => w.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0)), 0);
  }), messages);
}
