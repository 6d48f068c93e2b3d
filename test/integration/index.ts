// Entry point the extension host calls (extensionTestsPath): runs every *.test.js bundled next to this file with mocha
// and writes a JSON result for the launcher, because the extension host exits with code 0 whatever run() does.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';
import * as vscode from 'vscode';
import { findFiles } from '../host/files';
import { globalSetting, setGlobalSetting } from './helpers';
import { integrationMochaOptions } from './mochaOptions';
import { API_URL_ENV, RESULT_FILE_ENV, USER_SETTINGS_WINDOW, WINDOW_ENV, WINDOWS, type SuiteResult, type SuiteTime, type TestOutcome } from './result';

export async function run(): Promise<void> {
  const grep = process.env.WALLETSCOPE_TEST_GREP; // run a subset: tests whose full title matches
  const window = process.env[WINDOW_ENV] || undefined;
  const mocha = new Mocha(integrationMochaOptions({
    grep,
    // A window with the URL in the user settings only starts as the user left it: nothing written first.
    rootHooks: window === USER_SETTINGS_WINDOW ? {} : { beforeAll: pointAtReferenceApi },
  }));
  for (const file of testFilesOf(window)) mocha.addFile(file);

  const tests: TestOutcome[] = [];
  const suites: SuiteTime[] = [];
  const started = Date.now();
  await new Promise<void>((resolve) => {
    let runner: Mocha.Runner;
    try {
      runner = mocha.run(() => resolve());
    } catch (e) { // a test file that throws while loading, or a stray `.only` (forbidOnly, see mochaOptions.ts)
      tests.push({ title: 'loading the test files', state: 'failed', durationMs: 0, error: { message: String(e), stack: (e as Error).stack } });
      return resolve();
    }
    // Each top-level suite's time, its hooks included (what a slow set-up costs the run's margin).
    const began = new Map<Mocha.Suite, number>();
    runner.on('suite', (suite) => { if (suite.parent?.root) began.set(suite, Date.now()); });
    runner.on('suite end', (suite) => {
      const at = began.get(suite);
      if (at !== undefined) suites.push({ title: suite.title, durationMs: Date.now() - at });
    });
    runner.on('pass', (test) => tests.push({ title: test.fullTitle(), state: 'passed', durationMs: test.duration ?? 0 }));
    runner.on('pending', (test) => tests.push({ title: test.fullTitle(), state: 'pending', durationMs: 0 }));
    // Hooks fail through this event too; their titles say which hook.
    runner.on('fail', (test, error: Error) => tests.push({
      title: test.fullTitle(), state: 'failed', durationMs: test.duration ?? 0, error: { message: error.message, stack: error.stack },
    }));
  });

  const result: SuiteResult = {
    vscodeVersion: vscode.version,
    durationMs: Date.now() - started,
    passed: tests.filter((t) => t.state === 'passed').length,
    failed: tests.filter((t) => t.state === 'failed').length,
    pending: tests.filter((t) => t.state === 'pending').length,
    tests,
    suites,
  };
  writeResult(result);
  if (result.failed > 0) throw new Error(`${result.failed} integration test(s) failed.`);
  if (result.passed === 0 && !grep) throw new Error('No integration test ran.'); // a grep may match nothing in one window
}

/** The main window's files are those outside every window's folder; another window's are those in its folder. */
function testFilesOf(window: string | undefined): string[] {
  const folders = new Set<string | undefined>(WINDOWS.filter((w) => w !== undefined));
  const folderOf = (file: string) => path.relative(__dirname, file).split(path.sep)[0];
  return findFiles(__dirname, '.test.js').filter((file) => (window ? folderOf(file) === window : !folders.has(folderOf(file))));
}

/**
 * The launchers write walletscope.apiBaseUrl into the user settings before VS Code starts; a window started another
 * way (F5 "Extension Tests" with its own user-data folder) gets it here, so every test starts from the same state.
 */
async function pointAtReferenceApi(): Promise<void> {
  const url = process.env[API_URL_ENV];
  if (url && globalSetting('apiBaseUrl') !== url) await setGlobalSetting('apiBaseUrl', url);
}

function writeResult(result: SuiteResult): void {
  const target = process.env[RESULT_FILE_ENV];
  if (!target) return; // run by hand: mocha's spec reporter in the extension host output is all there is
  // Written then renamed, so the launcher never reads half a file.
  fs.writeFileSync(`${target}.tmp`, JSON.stringify(result, null, 2));
  fs.renameSync(`${target}.tmp`, target);
}
