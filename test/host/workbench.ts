// The web workbench URL (with the extension loaded in development mode, unless it is installed), and a page that opens it.
import type { Browser, Page } from 'playwright-core';

export interface WorkbenchUrlOptions {
  readonly origin: string;
  /** Absolute path of the folder to open, or undefined for an empty window. */
  readonly folder?: string;
  /** Absolute path of the extension folder loaded in development mode (the web workbench takes only one), if any. */
  readonly extensionDevelopmentPath?: string;
  /** Absolute path of the tests' index module; the extension host calls its run(). */
  readonly extensionTestsPath?: string;
}

/** The server refuses --extensionDevelopmentPath; the web workbench takes it from the `payload` query parameter. */
export function workbenchUrl(options: WorkbenchUrlOptions): string {
  const authority = new URL(options.origin).host;
  const remote = (absolutePath: string) => `vscode-remote://${authority}${toPosix(absolutePath)}`;
  const payload: [string, string][] = [];
  if (options.extensionDevelopmentPath) payload.push(['extensionDevelopmentPath', remote(options.extensionDevelopmentPath)]);
  if (options.extensionTestsPath) payload.push(['extensionTestsPath', remote(options.extensionTestsPath)]);
  const params = [];
  if (options.folder) params.push(`folder=${encodeURIComponent(toPosix(options.folder)).replace(/%2F/g, '/')}`);
  if (payload.length > 0) params.push(`payload=${encodeURIComponent(JSON.stringify(payload))}`);
  return `${options.origin}/?${params.join('&')}`;
}

export interface WorkbenchPage {
  readonly page: Page;
  /** Browser console messages and page errors, oldest first. */
  readonly console: string[];
}

export async function openWorkbenchPage(browser: Browser, url: string, viewport = { width: 1400, height: 900 }): Promise<WorkbenchPage> {
  // Clipboard access: vscode.env.clipboard in a web workbench is the browser's, which asks for these.
  const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`[pageerror] ${error.message}`));
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  return { page, console: lines };
}

function toPosix(p: string): string {
  const slashed = p.replace(/\\/g, '/');
  return slashed.startsWith('/') ? slashed : `/${slashed}`;
}
