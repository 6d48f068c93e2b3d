// Figures that need the real extension host or the packaged extension: activation time (median of several window
// starts, read from the extension's own log line "activated in N ms (desktop, how it was compiled)") and .vsix size.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Cleanup } from '../test/host/cleanup';
import { DEMO_WORKSPACE, REPO_ROOT } from '../test/host/paths';
import { REFERENCE_PLAN_SETTINGS } from '../test/host/profile';
import { startReferenceApi } from '../test/host/referenceApi';
import { extensionHostLogFiles } from '../test/host/results';
import { startSession } from '../test/host/session';
import { BUDGETS_KB } from '../scripts/check-package';
import { findTarget } from '../test/host/versions';
import { waitFor } from '../test/host/wait';
import { median } from './median';

const STARTS = 9;
const DESKTOP_ACTIVATION_GOAL_MS = 15;

/**
 * Starts with a code cache folder of the bench's own (src/platform/desktopStart.ts): the first start finds none, as the
 * first after an install or an update does, and writes it; the next STARTS compile from it, as every later start does.
 */
export async function benchActivation(): Promise<string[]> {
  const target = findTarget('latest');
  const cacheHome = fs.mkdtempSync(path.join(os.tmpdir(), 'walletscope-bench-cache-'));
  const cacheFiles = () => fs.readdirSync(cacheHome, { recursive: true }).filter((f) => String(f).endsWith('.v8-cache')).length;
  const starts: { ms: number; compiled: string }[] = [];
  try {
    for (let i = 0; i <= STARTS; i++) {
      const cleanup = new Cleanup();
      try {
        const api = await startReferenceApi(cleanup);
        const session = await startSession({ target, settings: { 'walletscope.apiBaseUrl': api.url, ...REFERENCE_PLAN_SETTINGS }, folder: DEMO_WORKSPACE, openBrowser: true,
          env: { XDG_CACHE_HOME: cacheHome } }, cleanup);
        starts.push(await waitFor('the "activated in" log line', () => activation(session.profile.userDataDir), { timeoutMs: 60_000, intervalMs: 100 }));
        // The first start writes the cache a few seconds after activating (the main module's and its chunk's).
        if (i === 0) await waitFor('the code cache', () => cacheFiles() >= 2 || undefined, { timeoutMs: 30_000, intervalMs: 200 });
      } finally {
        await cleanup.run();
      }
    }
  } finally {
    fs.rmSync(cacheHome, { recursive: true, force: true });
  }
  const [first, ...later] = starts;
  const uncached = later.filter((s) => s.compiled !== 'from the code cache');
  const times = later.map((s) => s.ms);
  return [`host    activation on VS Code ${target.vscode}: median ${median(times)} ms of ${STARTS} starts with the code cache of an earlier start `
    + `(${times.join(', ')} ms; goal <= ${DESKTOP_ACTIVATION_GOAL_MS} ms; the extension's activate())${uncached.length ? `; ${uncached.length} without it: ${uncached.map((s) => s.compiled).join(', ')}` : ''}`,
  `host    activation of the first start after an install or update, without a code cache yet: ${first!.ms} ms (${first!.compiled})`];
}

function activation(userDataDir: string): { ms: number; compiled: string } | undefined {
  for (const file of extensionHostLogFiles(userDataDir).filter((f) => /Walletscope\.log$/.test(f))) {
    const match = /activated in (\d+) ms \(desktop, ([^)]*)\)/.exec(fs.readFileSync(file, 'utf8'));
    if (match) return { ms: Number(match[1]), compiled: match[2]! };
  }
  return undefined;
}

/** The browser build's activate() in the workbench's web worker extension host, read from its log in the Output panel. */
export async function benchWebActivation(): Promise<string[]> {
  const { openWorkbench } = await import('../test/e2e/workbench');
  const times: number[] = [];
  for (let i = 0; i < WEB_STARTS; i++) {
    const wb = await openWorkbench({ web: true });
    try {
      await wb.runCommand('Walletscope: Show Log');
      const line = await wb.waitForOutput(/activated in \d+ ms \(browser\)/, 60_000);
      times.push(Number(/activated in (\d+) ms \(browser\)/.exec(line)![1]));
    } finally {
      await wb.close();
    }
  }
  return [`host    activation of the browser build in the web worker (VS Code ${findTarget('latest').vscode}): median ${median(times)} ms of ${WEB_STARTS} starts `
    + `(${times.join(', ')} ms; no goal set for the web yet, the desktop's is <= ${DESKTOP_ACTIVATION_GOAL_MS} ms)`];
}

const WEB_STARTS = 3;

export function benchVsix(): string[] {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'walletscope-vsix-')), 'walletscope.vsix');
  try {
    // vscode:prepublish makes the production bundle first.
    execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'vsce'), ['package', '--no-dependencies', '-o', out], { cwd: REPO_ROOT, stdio: 'pipe' });
    const kb = fs.statSync(out).size / 1024;
    const files = execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'vsce'), ['ls', '--no-dependencies'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim().split('\n');
    return [`package walletscope.vsix: ${kb.toFixed(1)} KB (goal <= ${BUDGETS_KB.vsix} KB, the package check's budget), ${files.length} files: ${files.join(', ')}`];
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}
