// Walletscope at scale (issue 51): 1, 10, 100 and 1,000 watched wallets (the reference API's crowd). For each size:
// one refresh of every wallet as the Wallets view makes it (its plan, request groups and turnstile, against the
// reference server: requests, the most at once, how many in the first second, credits billed); a month left open on
// the free plan and on Growth (the background scheduler on a simulated clock, each run costing the next refresh's
// price, the allowance as the meter computes it); and, in fresh processes of the production build (bench/scaleMain.ts),
// the Wallets view's first paint after a restart (the snapshot restored and every root row drawn, before any request),
// the heap that holds, Export Holdings of every wallet and the alerts' comparison after a refresh. Then the overview's
// and the All wallets page's first paint (model in Node, page in headless Chromium) at each size.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as vscode from 'vscode';
import { WalletAssetClient } from '../src/api/client';
import { allowance } from '../src/api/credits/budget';
import { planOf } from '../src/api/credits/plans';
import type { Usage } from '../src/api/credits/usage';
import { BackgroundScheduler, type Clock } from '../src/core/scheduler';
import { Turnstile } from '../src/core/turnstile';
import { REFRESH_REQUEST_GAP_MS, REFRESH_REQUESTS_AT_ONCE, WALLETS_PER_REQUEST } from '../src/wallets/constants';
import { fetchGroup, type GroupContext } from '../src/wallets/portfolioFetch';
import { saveSnapshot, type WalletState } from '../src/wallets/portfolioSnapshot';
import { planPrice, planRefresh } from '../src/wallets/refreshPlan';
import { formatSpan } from '../src/format/text';
import { crowdWallets } from '../test/server/data/crowd';
import { startReferenceServer, type ReferenceServer } from '../test/server/server';
import { median } from './median';
import { buildShipped } from './shipped';
import { scalePaints } from './scalePaint';

export const SIZES = [1, 10, 100, 1000] as const;
const PROCESSES = 3;
const GOALS = { paintMs: 100, heldMbMore: 50, alertsMs: 50, firstSecond: 50 } as const;
const MONTH_START = Date.UTC(2026, 11, 1);
const HOUR_MS = 3_600_000;

export interface SizeData {
  readonly wallets: ReturnType<typeof crowdWallets>;
  readonly states: ReadonlyMap<string, WalletState>;
}

export async function benchScale(): Promise<string[]> {
  const server = await startReferenceServer();
  const child = await buildShipped('scaleMain.ts', { alias: { vscode: join(__dirname, 'vscodeStub.ts') } }, ['--expose-gc']);
  const dir = mkdtempSync(join(tmpdir(), 'walletscope-scale-'));
  const lines: string[] = [];
  const data: SizeData[] = [];
  const held: number[] = [];
  try {
    for (const n of SIZES) {
      const wallets = crowdWallets(n);
      const { line, states } = await refreshAll(server, wallets);
      data.push({ wallets, states });
      lines.push(line);
      const price = planPrice(planRefresh(wallets, (a) => states.get(a), Date.now(), false, WALLETS_PER_REQUEST));
      const months = [];
      for (const plan of ['free', 'growth']) months.push(await monthLeftOpen(plan, price));
      lines.push(`scale   ${label(n)}: left open a month, the next refreshes cost ${price} credits each: ${months.join('; ')}`);
      const runs = childRuns(child.run, dir, n, wallets, states);
      const paint = median(runs.map((r) => r.paintMs));
      held.push(median(runs.map((r) => r.heldMb)));
      const r = runs[0]!;
      lines.push(`scale   ${label(n)}: Wallets view first paint after a restart ${paint.toFixed(1)} ms (goal < ${GOALS.paintMs} ms; the snapshot restored and ${r.rows} rows drawn, `
        + `median of ${PROCESSES} fresh processes, production build); heap held ${held.at(-1)!.toFixed(1)} MB; Export Holdings ${r.exportMs.toFixed(1)} ms (${r.exportKb.toFixed(0)} KB CSV); `
        + `alerts' comparison after a refresh ${median(runs.map((x) => x.compareMs)).toFixed(1)} ms (goal < ${GOALS.alertsMs} ms; every wallet's balances against those seen, ${r.diffs} moved), `
        + `with the files every window shares ${median(runs.map((x) => x.filesMs)).toFixed(1)} ms when nothing moved (a read a wallet), `
        + `${median(runs.map((x) => x.alertsMs)).toFixed(1)} ms with ${r.moves} moves (a write and a claim each; a claim waits 100 ms for other windows)`);
    }
    lines.push(`scale   heap held at ${label(SIZES.at(-1)!)} minus at ${label(SIZES[0])}: ${(held.at(-1)! - held[0]!).toFixed(1)} MB (goal < ${GOALS.heldMbMore} MB more)`);
    lines.push(...(await scalePaints(data)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    child.dispose();
    await server.close();
  }
  return lines;
}

function label(n: number): string {
  return `${n.toLocaleString('en-US')} wallet${n === 1 ? '' : 's'}`;
}

/** One refresh of every wallet as the store makes it (a first one: every chain of each). */
async function refreshAll(server: ReferenceServer, wallets: ReturnType<typeof crowdWallets>): Promise<{ line: string; states: Map<string, WalletState> }> {
  const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 30_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: 'auto' as const }));
  const states = new Map<string, WalletState>();
  const byAddress = new Map(wallets.map((w) => [w.address, w]));
  const context = {
    client, config: { serviceCache: undefined, serviceStaleSeconds: undefined, hideSpam: true }, log: { warn: () => undefined },
    now: () => Date.now(), wallets: { find: (a: string) => byAddress.get(a) }, states,
  } as unknown as GroupContext;
  const plan = planRefresh(wallets, () => undefined, Date.now(), false, WALLETS_PER_REQUEST);
  const turnstile = new Turnstile(REFRESH_REQUESTS_AT_ONCE, REFRESH_REQUEST_GAP_MS);
  server.resetCounts();
  const used = server.credits().used;
  const started = performance.now();
  await Promise.all(plan.groups.map((g) => fetchGroup(context, g, { full: plan.full, force: true, signal: new AbortController().signal, feature: 'wallets', turnstile })));
  const ms = performance.now() - started;
  const requests = server.requests;
  const firstSecond = requests.filter((r) => r.at - requests[0]!.at < 1000).length;
  const loaded = [...states.values()].filter((s) => s.portfolio).length;
  if (loaded !== wallets.length) throw new Error(`refresh of ${wallets.length} wallets loaded ${loaded}`);
  return {
    states,
    line: `scale   ${label(wallets.length)}: one refresh ${requests.length} requests (${describePaths(requests)}) in ${(ms / 1000).toFixed(1)} s, at most ${server.peakInFlight()} at once, `
      + `${firstSecond} in the first second (goal <= ${GOALS.firstSecond}: no burst), ${server.credits().used - used} credits billed`,
  };
}

function describePaths(requests: ReadonlyArray<{ path: string }>): string {
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
  return [...counts].map(([path, n]) => `${n} ${path}`).join(', ');
}

/** A month left open from its first day: the scheduler's runs on a simulated clock, the allowance as the meter has it. */
async function monthLeftOpen(planName: string, price: number): Promise<string> {
  const plan = planOf(planName, 0);
  let now = MONTH_START, spent = 0, runs = 0, longest = 0, last = now;
  const timers: Array<{ at: number; run: () => void }> = [];
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => { const t = { at: now + ms, run }; timers.push(t); return t; },
    clearTimeout: (t) => { const at = timers.indexOf(t as never); if (at >= 0) timers.splice(at, 1); },
  };
  const usage = (): Usage => ({ monthTotal: spent, todayTotal: 0, today: new Map(), month: new Map(), requestsThisMonth: new Map(), daily: new Map(), fromService: 0, account: undefined, exhaustedAt: undefined, resetAt: undefined });
  const scheduler = new BackgroundScheduler(clock, () => { const a = allowance(plan, usage(), now); return { perHour: a.perHour, left: a.forBackground }; });
  scheduler.add({
    name: 'wallets', share: 3, minIntervalMs: () => 300_000, cost: () => price, wanted: () => true,
    run: async () => { spent += price; runs++; longest = Math.max(longest, now - last); last = now; return price; },
  }, now);
  const end = Date.UTC(2027, 0, 1);
  while (timers.length > 0) {
    timers.sort((a, b) => a.at - b.at);
    const next = timers.shift()!;
    if (next.at >= end) break;
    now = next.at;
    next.run();
    await new Promise((resolve) => setImmediate(resolve)); // the run's promise settles and the next wake-up is planned
  }
  const hours = (end - MONTH_START) / HOUR_MS;
  const pace = plan.monthlyCredits / hours;
  const every = runs > 1 ? formatSpan(longest) : 'not within the month';
  return `${plan.label} ${(spent / hours).toFixed(1)} credits an hour (goal <= ${pace.toFixed(1)}, the plan's pace), ${runs} refreshes, each wallet at most ${every} old`;
}

interface ChildRun {
  wallets: number; rows: number; paintMs: number; heldMb: number; exportMs: number; exportKb: number; compareMs: number; diffs: number; filesMs: number; alertsMs: number; moves: number;
}

function childRuns(run: (args: readonly string[]) => string, dir: string, n: number, wallets: ReturnType<typeof crowdWallets>, states: ReadonlyMap<string, WalletState>): ChildRun[] {
  const saved: { value?: unknown } = {};
  void saveSnapshot({ update: async (_key: string, value: unknown) => { saved.value = value; } } as unknown as vscode.Memento, states);
  const snapshot = join(dir, `snapshot-${n}.json`), watched = join(dir, `wallets-${n}.json`);
  writeFileSync(snapshot, JSON.stringify(saved.value));
  writeFileSync(watched, JSON.stringify(wallets));
  return Array.from({ length: PROCESSES }, (_, i) => {
    const alerts = join(dir, `alerts-${n}-${i}`);
    return JSON.parse(run([snapshot, watched, alerts]).trim().split('\n').at(-1)!) as ChildRun;
  });
}
