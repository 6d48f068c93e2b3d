// One run of the integration suite inside a real extension host on one VS Code version (server build + headless
// Chromium), in each test window in turn (../integration/result.ts WINDOWS). The suite reports through a result file
// whose path travels in the server's (and so the host's) environment.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ALT_API_URL_ENV, API_URL_ENV, RESULT_FILE_ENV, USER_SETTINGS_WINDOW, WINDOW_ENV, WINDOWS, type SuiteResult, type TestWindow } from '../integration/result';
import { pinnedOffsetMs } from './calendar';
import { Cleanup } from './cleanup';
import { DEMO_WORKSPACE, RESULTS_DIR } from './paths';
import { REFERENCE_PLAN_SETTINGS } from './profile';
import { startReferenceApi } from './referenceApi';
import { extensionHostLogs, printResult, waitForResult } from './results';
import { startSession, type Session } from './session';
import type { VsCodeTarget } from './versions';

export interface IntegrationRunOptions {
  readonly target: VsCodeTarget;
  /** The built runner, out/test/integration/index.js. */
  readonly testsPath: string;
  /** How long the suite may take in one window, from opening the page to its result file. */
  readonly timeoutMs: number;
  readonly cleanup?: Cleanup;
}

/** True when every test passed in every window, and some test ran. Never throws for test failures; cleans up whatever happens. */
export async function runIntegrationSuite(options: IntegrationRunOptions): Promise<boolean> {
  const cleanup = options.cleanup ?? new Cleanup();
  const started = Date.now();
  try {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    let allPassed = true;
    let passed = 0;
    for (const window of WINDOWS) {
      // Each window is closed before the next opens: one VS Code at a time on a shared machine.
      const result = await runWindow(options, window, cleanup);
      allPassed &&= result !== undefined && result.failed === 0;
      passed += result?.passed ?? 0;
    }
    if (passed === 0) console.error('\nNo integration test ran (does WALLETSCOPE_TEST_GREP match a full title?).');
    return allPassed && passed > 0;
  } finally {
    await cleanup.run();
    console.log(`integration tests on VS Code ${options.target.vscode}: ${((Date.now() - started) / 1000).toFixed(1)} s including start-up and clean-up`);
  }
}

/** The window's result, or undefined when it gave none. Each window has reference APIs of its own, fresh. */
async function runWindow(options: IntegrationRunOptions, window: TestWindow, parent: Cleanup): Promise<SuiteResult | undefined> {
  const label = `integration tests on VS Code ${options.target.vscode}${window ? ` (window: ${window})` : ''}`;
  const cleanup = new Cleanup();
  parent.add(label, () => cleanup.run()); // an interrupted run closes this window too; run() does its steps once
  let session: Session | undefined;
  try {
    const clockOffsetMs = pinnedOffsetMs();
    const apis = { main: await startReferenceApi(cleanup, { clockOffsetMs }), alternate: await startReferenceApi(cleanup, { clockOffsetMs }) };
    // Kept after the run as a CI artifact (test-results/ is git-ignored).
    const resultFile = path.join(RESULTS_DIR, `integration-vscode-${options.target.vscode}${window ? `-${window}` : ''}.json`);
    fs.rmSync(resultFile, { force: true });
    session = await startSession({
      target: options.target,
      settings: { 'walletscope.apiBaseUrl': apis.main.url, ...REFERENCE_PLAN_SETTINGS },
      machineSettings: window !== USER_SETTINGS_WINDOW,
      env: { [RESULT_FILE_ENV]: resultFile, [API_URL_ENV]: apis.main.url, [ALT_API_URL_ENV]: apis.alternate.url, ...(window ? { [WINDOW_ENV]: window } : {}) },
      folder: DEMO_WORKSPACE,
      extensionTestsPath: options.testsPath,
      openBrowser: true,
      clockOffsetMs,
    }, cleanup);
    const server = session.server;
    const opened = Date.now();
    // The extension host exits once run() settles; a result must be there by then (written before run() returns).
    const result = await waitForResult(resultFile, options.timeoutMs, () =>
      (server.exited() && `the VS Code server ${server.exited()}`) ||
      (/Extension Host Process exited/.test(server.output()) && 'the extension host exited without writing one'));
    printResult(label, result);
    // The margin a 2-core CI machine needs: a window's result well inside its limit (goal: two thirds of it at most).
    const tookMs = Date.now() - opened;
    console.log(`  result ${(tookMs / 1000).toFixed(1)} s after the page opened, of the ${options.timeoutMs / 1000} s limit (${Math.round((100 * tookMs) / options.timeoutMs)}%; goal ≤ 67%)`);
    return result;
  } catch (e) {
    console.error(`\n${label} FAILED: ${e instanceof Error ? e.message : String(e)}`);
    if (session) printDiagnostics(session);
    return undefined;
  } finally {
    await cleanup.run();
  }
}

function printDiagnostics(session: Session): void {
  console.error('\n--- VS Code server output (tail) ---\n' + session.server.output().slice(-8_000));
  console.error('\n--- extension host logs ---\n' + extensionHostLogs(session.profile.userDataDir));
  console.error('\n--- browser console (tail) ---\n' + (session.workbench?.console.slice(-60).join('\n') || '(empty)'));
}
