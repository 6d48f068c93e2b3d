// Credits and requests of the standard session (bench/session/run.ts) per plan, with alerts on (three moves while it is
// left open, and how late each alert came), and on the free plan per generation of
// the service's paths (both, v1 retired, v1 only), from the reference server's own account: the first
// minutes (sidebar, a search and its asset page, three hovers) and then each hour the editor is left open (six hours on
// the window's test clock, on pace for the month: the key has used the share of its credits the month has used).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { pinnedOffsetMs } from '../test/host/calendar';
import { Cleanup } from '../test/host/cleanup';
import { DEMO_WORKSPACE, REPO_ROOT } from '../test/host/paths';
import { startReferenceApi } from '../test/host/referenceApi';
import { startSession } from '../test/host/session';
import { findTarget } from '../test/host/versions';
import { waitFor } from '../test/host/wait';
import type { ServerPlan } from '../test/server/types';
import type { Generations } from '../test/server/v2-routes';
import { DEMO_WALLETS } from '../test/host/demo';
import { API_ENV, BASELINE_ENV, FLAKY_ENV, LEFT_OPEN_HOURS, MOVES_AT_MIN, RESULT_ENV, type SessionResult } from './session/protocol';

const PLANS: ReadonlyArray<readonly [ServerPlan, number]> = [['free', 10_000], ['startup', 125_000], ['growth', 1_250_000], ['enterprise', Infinity]];
const GOALS = { firstMinutes: 60, perHour: 14 } as const;

/** The share of this month's credits the calendar has used at `now` (the session's pinned date): what a key on pace has spent. */
function onPace(monthly: number, now: number): number {
  if (!Number.isFinite(monthly)) return 0;
  const date = new Date(now);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.round((monthly * (now - start)) / (end - start));
}

async function buildRunner(dir: string): Promise<string> {
  const outfile = path.join(dir, 'run.js');
  await esbuild.build({
    entryPoints: [path.join(REPO_ROOT, 'bench', 'session', 'run.ts')], outfile, bundle: true, format: 'cjs', platform: 'node', target: 'node18',
    external: ['vscode'], logLevel: 'warning',
  });
  return outfile;
}

async function session(plan: ServerPlan, monthly: number, runner: string, dir: string, generations: Generations = 'both', flaky = false): Promise<SessionResult> {
  const cleanup = new Cleanup();
  const resultFile = path.join(dir, `${plan}-${generations}${flaky ? '-flaky' : ''}.json`);
  try {
    // On the tests' pinned calendar (test/host/calendar.ts): the same day of the month, so the same pace, on every run.
    const clockOffsetMs = pinnedOffsetMs();
    const api = await startReferenceApi(cleanup, { plan, generations, clockOffsetMs });
    const baseline = api.setCredits({ used: onPace(monthly, api.now()) }).used;
    await startSession({
      target: findTarget('latest'),
      settings: { 'walletscope.apiBaseUrl': api.url, 'walletscope.plan': plan, 'walletscope.wallets': DEMO_WALLETS },
      env: { [RESULT_ENV]: resultFile, [API_ENV]: api.url, [BASELINE_ENV]: String(baseline), ...(flaky ? { [FLAKY_ENV]: '1' } : {}) },
      folder: DEMO_WORKSPACE, extensionTestsPath: runner, openBrowser: true, clockOffsetMs,
    }, cleanup);
    await waitFor(`the ${plan} session's result`, () => fs.existsSync(resultFile) || undefined, { timeoutMs: 240_000, intervalMs: 250 });
    return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as SessionResult;
  } finally {
    await cleanup.run();
  }
}

export async function benchCredits(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walletscope-credits-'));
  try {
    const runner = await buildRunner(dir);
    const lines: string[] = [];
    // Each plan against a service with both generations (as today), then the free plan against the other two modes.
    const runs: Array<readonly [ServerPlan, number, Generations, boolean?]> = [
      ...PLANS.map(([plan, monthly]) => [plan, monthly, 'both'] as const), ['free', 10_000, 'retire-v1'], ['free', 10_000, 'v1-only'],
      ['free', 10_000, 'both', true],
    ];
    // WALLETSCOPE_BENCH_CREDITS=<regex>: only the runs whose name matches ("free flaky", "growth", ...).
    const only = process.env.WALLETSCOPE_BENCH_CREDITS ? new RegExp(process.env.WALLETSCOPE_BENCH_CREDITS) : undefined;
    for (const [plan, monthly, generations, flaky] of runs) {
      const name = `${plan}${generations === 'both' ? '' : ` ${generations}`}${flaky ? ' flaky' : ''}`;
      if (only && !only.test(name)) continue;
      const r = await session(plan, monthly, runner, dir, generations, flaky);
      if (r.error) {
        lines.push(`credits ${name}: the session failed: ${r.error.split('\n')[0]}`);
        continue;
      }
      const goal = plan === 'free' ? ` (goals: first minutes <= ${GOALS.firstMinutes}, left open <= ${GOALS.perHour} an hour)` : '';
      const byPath = Object.entries(r.byPath ?? {});
      const requests = byPath.reduce((n, [, v]) => n + v.requests, 0);
      const paths = byPath.map(([p, v]) => `${p} ${v.credits}/${v.requests}`).join(', ');
      if (flaky) {
        lines.push(`credits ${name.padEnd(10)} a flaky connection (every other request cut, garbled, dropped, a 502 or over the cap) left open ${LEFT_OPEN_HOURS} h: `
          + `${r.leftOpenPerHour!.toFixed(1)} an hour (goal <= ${GOALS.perHour}); counted ${r.counted} = billed ${r.billed} (goal: equal)`);
        continue;
      }
      if (r.alertDelaysMin?.length) {
        const delays = r.alertDelaysMin.map((d) => (typeof d === 'number' ? `${d} min` : 'none by the end')).join(', ');
        const expected = MOVES_AT_MIN.reduce((n, [, , wallets]) => n + wallets, 0);
        lines.push(`alerts  ${name.padEnd(10)} ${r.alertDelaysMin.length} moves while left open raised ${r.alertsRaised} alerts (goal: ${expected}, one per moved wallet), `
          + `the first of each after ${delays} on the window's clock (goal: each within the wallets' refresh interval on this plan, ${r.refreshEveryMin!.toFixed(1)} min, plus a minute); `
          + `their activity requests: ${activity(r).requests} (goal: ${expected}, one per alert), ${activity(r).credits} credits (v2: 1 each; v1: 1 per EVM chain moved on, 2 on Solana)`);
        const streamed = r.alertStreamDelaysMs?.filter((d): d is number => typeof d === 'number') ?? [];
        lines.push(`alerts  ${name.padEnd(10)} ${streamed.length > 0
          ? `with the wallet stream: ${streamed.map((d) => `${(d / 1000).toFixed(1)} s`).join(', ')} after each move in real time (goal: a few seconds); the stream's credit a minute, 60 an hour, is billed on real minutes, on top of the figures below (which run on the window's clock)`
          : `no wallet stream (this plan has none): the refreshes bring them`}; stream sockets refused for the plan: ${r.streamRefusals ?? 0} (goal: 0)`);
      }
      lines.push(`credits ${name.padEnd(10)} first minutes ${r.firstMinutes} credits, left open ${r.leftOpenPerHour!.toFixed(1)} an hour over ${LEFT_OPEN_HOURS} h${goal}; `
        + `${requests} answered requests; by path (credits/requests): ${paths}`);
    }
    return lines;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The activity asked to word the alerts, whichever generation answered (v2's activity or v1's transactions). */
function activity(r: { byPath?: Record<string, { requests: number; credits: number }> }): { requests: number; credits: number } {
  const paths = [r.byPath?.['/api/2/wallet/activity'], r.byPath?.['/api/1/wallet/transactions']];
  return { requests: paths.reduce((n, p) => n + (p?.requests ?? 0), 0), credits: paths.reduce((n, p) => n + (p?.credits ?? 0), 0) };
}
