// A production webview bundle as a bare page in headless Chromium (no workbench around it), for timing its paint.
// The page gets the root element it expects and a stand-in for acquireVsCodeApi; messages come by postMessage.
import * as esbuild from 'esbuild';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/host/chromium';

/** The page's globals the benches use (this tsconfig has no DOM types). */
export interface PageGlobals {
  postMessage(message: unknown, origin: string): void;
  requestAnimationFrame(callback: () => void): void;
}

export interface BenchPage {
  readonly page: Page;
  /** The bundled script, to report its size. */
  readonly js: string;
  /** Loads the page afresh. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** `root`: the page's body markup before its script; `width`: the body's width in CSS pixels. */
export async function openBenchPage(buildOptions: esbuild.BuildOptions, root: string, width: number,
  viewport: { width: number; height: number }): Promise<BenchPage> {
  const build = await esbuild.build({ ...buildOptions, write: false });
  const js = build.outputFiles?.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = build.outputFiles?.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const html = `<!DOCTYPE html><html><head><meta charset="UTF-8"><style>${css}</style></head><body style="width:${width}px">
${root}
<script>window.acquireVsCodeApi = () => ({ postMessage() {}, setState() {}, getState() { return undefined; } });</script>
<script src="/page.js"></script></body></html>`;
  const server = createServer((req, res) => {
    res.setHeader('content-type', req.url === '/page.js' ? 'text/javascript' : 'text/html');
    res.end(req.url === '/page.js' ? js : html);
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
