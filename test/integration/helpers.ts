// What integration tests share: activation, the reference API's control endpoints, settings and commands.
// Tests use the public surface only (vscode.commands, vscode.workspace, vscode.extensions), never src/ modules.
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { waitFor } from '../host/wait';
import { ALT_API_URL_ENV, API_URL_ENV } from './result';
import { startReferenceServer } from '../server/server';
import type { AccountChange, AccountState, FaultSpec, FeedStats, RecordedRequest, ReferenceServer, ReferenceServerOptions } from '../server/types';

export { waitFor, type RecordedRequest };
export const EXTENSION_ID = 'walletscope.walletscope';

export async function activateExtension(): Promise<vscode.Extension<unknown>> {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  if (!extension) throw new Error(`${EXTENSION_ID} is not loaded in this window.`);
  await extension.activate();
  return extension;
}

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through its launcher (npm run test:integration).`);
  return value;
}

/** The one request Check Connection makes: an asset's metadata (1 credit; a search would cost 5). */
export const CHECK_CONNECTION_PATH = '/api/1/metadata';

/** Runs walletscope.checkConnection: true when its request succeeded. */
export async function checkConnection(): Promise<boolean> {
  return (await vscode.commands.executeCommand<boolean>('walletscope.checkConnection')) === true;
}

/** The reference server's control endpoints (test/server): which requests it saw, and a reset. */
export class ReferenceApi {
  constructor(readonly url: string) {}

  async requests(pathPrefix = '/api/'): Promise<RecordedRequest[]> {
    const body = (await this.call('GET', '/__control/requests')) as { requests: RecordedRequest[] };
    return body.requests.filter((r) => r.path.startsWith(pathPrefix));
  }

  /** Forgets recorded requests and queued faults. */
  async reset(): Promise<void> {
    await this.call('POST', '/__control/reset');
  }

  async addFault(fault: FaultSpec): Promise<void> {
    await this.call('POST', '/__control/faults', JSON.stringify(fault));
  }

  /** The price feed's counts: open connections, subscribed prices, frames sent. */
  async feedStats(): Promise<FeedStats> {
    return (await this.call('GET', '/__control/feed')) as FeedStats;
  }

  /** The wallet streams' counts: open connections, subscriptions, frames sent, upgrades refused for the plan. */
  async streamStats(): Promise<{ connections: number; subscriptions: number; marketSubscriptions: number; framesSent: number; refusedForPlan: number }> {
    return (await this.call('GET', '/__control/streams')) as { connections: number; subscriptions: number; marketSubscriptions: number; framesSent: number; refusedForPlan: number };
  }

  /** Market frames now: `count` rounds to every market subscription (of `type` only, if given); the frames sent. */
  async pushMarket(count: number, type?: string): Promise<number> {
    return ((await this.call('POST', '/__control/streams/push', JSON.stringify({ count, type }))) as { sent: number }).sent;
  }

  /** Cuts every streams socket as a network would; the connections cut. */
  async dropStreams(): Promise<number> {
    return ((await this.call('POST', '/__control/streams/drop')) as { dropped: number }).dropped;
  }

  /** The key's credit account: plan, credits used this month and per path. */
  async credits(): Promise<AccountState> {
    return (await this.call('GET', '/__control/credits')) as AccountState;
  }

  /** Changes the plan, spends or forgets credits. */
  async setCredits(change: AccountChange): Promise<AccountState> {
    return (await this.call('POST', '/__control/credits', JSON.stringify(change))) as AccountState;
  }

  /** Which generations of paths the server answers: both, v2 with the SDK's dropped v1 paths gone, or v1 only. */
  async setGenerations(mode: 'both' | 'retire-v1' | 'v1-only'): Promise<void> {
    await this.call('POST', '/__control/generations', JSON.stringify({ mode }));
  }

  /** Moves funds in a demo wallet (`{"wallet","token","amount"}` or `{"preset"}`). */
  async move(spec: Record<string, unknown>): Promise<void> {
    await this.call('POST', '/__control/move', JSON.stringify(spec));
  }

  /** Multiplies a token's price in later portfolio answers; balances stay. */
  async reprice(token: string, factor: number): Promise<void> {
    await this.call('POST', '/__control/price', JSON.stringify({ token, factor }));
  }

  /** Moves the server's clock on (the pinned calendar, test/host/calendar.ts); use leaveOpen to move the window's with it. */
  async advanceClock(ms: number): Promise<number> {
    return ((await this.call('POST', '/__control/clock', JSON.stringify({ advanceMs: ms }))) as { now: number }).now;
  }

  async setFeedFault(mode: 'normal' | 'refuse' | 'drop' | 'garbage' | 'silent'): Promise<void> {
    await this.call('POST', '/__control/feed', JSON.stringify({ mode }));
  }

  private async call(method: string, path: string, body?: string): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, { method, body, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${method} ${path} on the reference API answered ${response.status}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
}

interface TestClock {
  now(): number;
  advance?(ms: number): Promise<void>;
}

/** This window's clock (its pinned calendar, moved on by leaveOpen). */
export async function windowNow(): Promise<number> {
  return ((await activateExtension()).exports as { credits: TestClock }).credits.now();
}

/** A reference API of a test's own (hostile, or a service whose paths a test changes), on the window's calendar. */
export async function startOwnServer(options: Omit<ReferenceServerOptions, 'clockOffsetMs'> = {}): Promise<ReferenceServer> {
  return startReferenceServer({ host: '127.0.0.1', ...options, clockOffsetMs: (await windowNow()) - Date.now() });
}

/**
 * Leaves the window open for `ms` in seconds: the window's clock and both of its reference APIs' move on together, a
 * step at a time (a minute by default), each step's due background work done before the next. One calendar throughout.
 */
export async function leaveOpen(ms: number, stepMs = 60_000): Promise<void> {
  const credits = ((await activateExtension()).exports as { credits: TestClock }).credits;
  if (!credits.advance) throw new Error('the test host runs the extension in test mode, with a clock it can move');
  const apis = [API_URL_ENV, ALT_API_URL_ENV].map((name) => new ReferenceApi(requireEnv(name)));
  for (let t = 0; t < ms; t += stepMs) {
    const step = Math.min(stepMs, ms - t);
    await Promise.all(apis.map((api) => api.advanceClock(step)));
    await credits.advance(step);
  }
}

type SettingKey = 'apiBaseUrl' | 'requestTimeoutMs' | 'cacheTtlSeconds';

export function globalSetting<T>(key: SettingKey): T | undefined {
  return vscode.workspace.getConfiguration('walletscope').inspect<T>(key)?.globalValue;
}

/** Changes a user setting and waits until the extension host sees it (the update may resolve before the change event). */
export async function setGlobalSetting(key: SettingKey, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('walletscope').update(key, value, vscode.ConfigurationTarget.Global);
  await waitFor(`walletscope.${key} to become ${JSON.stringify(value)}`, () => globalSetting(key) === value, { timeoutMs: 10_000, intervalMs: 50 });
}

/** The text of every hover VS Code's providers give at `position`, joined by newlines. */
/**
 * A new untitled document holding `content`. VS Code gives a new untitled document the lowest free name, so it may
 * reuse one a test just closed; until the extension host hears of that close it hands back the old document under the
 * same URI (a hover then reads the old text). Wait for ours.
 */
export async function openDocument(content: string, language: string): Promise<vscode.TextDocument> {
  const opened = await vscode.workspace.openTextDocument({ content, language });
  if (opened.getText() === content) return opened;
  const uri = opened.uri.toString();
  return waitFor(`the new untitled document ${uri}`, () => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri && d.getText() === content),
    { timeoutMs: 10_000, intervalMs: 50 });
}

export async function hoverTextAt(uri: vscode.Uri, position: vscode.Position): Promise<string> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

/** A loopback port nothing listens on: it was free a moment ago and is closed again. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Runs `use` while the workspace's `.vscode/settings.json` holds `settings` as a hand-written file (what a cloned
 * repository brings), then removes it. VS Code 1.90's watcher may take long to notice a `.vscode` folder created after
 * start-up, or miss it: writing one setting through the API makes VS Code read the file and reload from it, and a
 * marker (an excluded language id) shows that it did.
 */
export async function withWorkspaceSettings(settings: Record<string, unknown>, use: () => Promise<void>): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  if (!folder) throw new Error('no workspace folder is open');
  const dir = path.join(folder, '.vscode');
  const file = path.join(dir, 'settings.json');
  if (fs.existsSync(file)) throw new Error('the demo workspace has settings of its own');
  fs.mkdirSync(dir, { recursive: true });
  const config = vscode.workspace.getConfiguration('walletscope');
  try {
    fs.writeFileSync(file, JSON.stringify({ ...settings, 'walletscope.hover.excludedLanguages': ['walletscope-marker'] }));
    await config.update('hover.enabled', true, vscode.ConfigurationTarget.Workspace);
    await waitFor('VS Code to read the workspace settings', () =>
      vscode.workspace.getConfiguration('walletscope').inspect<string[]>('hover.excludedLanguages')?.workspaceValue?.[0] === 'walletscope-marker' || undefined,
      { timeoutMs: 10_000 });
    await use();
  } finally {
    await config.update('hover.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    await config.update('hover.excludedLanguages', undefined, vscode.ConfigurationTarget.Workspace);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The window's plan setting and the reference key's plan (undefined: the test profile's, Enterprise), once the extension sees it. */
export async function setPlan(plan: string | undefined, api: ReferenceApi): Promise<void> {
  const name = plan ?? 'enterprise';
  await api.setCredits({ plan: name as 'enterprise', reset: true });
  await vscode.workspace.getConfiguration('walletscope').update('plan', plan, vscode.ConfigurationTarget.Global);
  const { credits } = (await activateExtension()).exports as { credits: { status(): { plan: { name: string } } } };
  await waitFor(`the plan to be ${name}`, () => credits.status().plan.name === name || undefined, { timeoutMs: 10_000, intervalMs: 50 });
}
