// The launcher's side of the result file: wait for it (bounded), print it, and gather diagnostics when it never comes.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { SuiteResult } from '../integration/result';
import { findFiles } from './files';
import { waitFor } from './wait';

/** `gaveUp` names a reason to stop waiting early (the server died), or returns a falsy value. */
export async function waitForResult(file: string, timeoutMs: number, gaveUp: () => string | false | undefined): Promise<SuiteResult> {
  await waitFor(`the test result file ${file}`, () => {
    if (fs.existsSync(file)) return true;
    const reason = gaveUp();
    // Looked at once more: the file may have landed just before the reason appeared.
    if (reason && !fs.existsSync(file)) throw new Error(`No test result: ${reason}.`);
    return reason ? true : undefined;
  }, { timeoutMs, intervalMs: 250 });
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SuiteResult;
}

export function printResult(label: string, result: SuiteResult): void {
  console.log(`\n${label}: VS Code ${result.vscodeVersion}`);
  for (const test of result.tests) {
    const mark = test.state === 'passed' ? '✔' : test.state === 'failed' ? '✘' : '-';
    console.log(`  ${mark} ${test.title}${test.state === 'passed' ? ` (${test.durationMs} ms)` : ''}`);
  }
  result.tests.filter((t) => t.error).forEach((test, i) => {
    console.log(`\n  ${i + 1}) ${test.title}\n     ${(test.error!.stack ?? test.error!.message).split('\n').join('\n     ')}`);
  });
  const slowest = [...(result.suites ?? [])].sort((a, b) => b.durationMs - a.durationMs).slice(0, 8);
  if (slowest.length > 0) console.log(`\n  slowest suites (hooks included): ${slowest.map((s) => `${s.title} ${(s.durationMs / 1000).toFixed(1)} s`).join(' · ')}`);
  console.log(`\n  ${result.passed} passed, ${result.failed} failed, ${result.pending} pending (${result.durationMs} ms in the extension host)`);
}

/** The extension host's log files the server wrote under the profile (VS Code's own and each extension's). */
export function extensionHostLogFiles(userDataDir: string): string[] {
  const logsDir = path.join(userDataDir, 'logs');
  return fs.existsSync(logsDir) ? findFiles(logsDir, '.log').filter((file) => /exthost|remoteagent/i.test(file)) : [];
}

/** The tail of each of those logs, for a run that went wrong. */
export function extensionHostLogs(userDataDir: string, maxChars = 8_000): string {
  const logsDir = path.join(userDataDir, 'logs');
  return extensionHostLogFiles(userDataDir)
    .map((file) => `--- ${path.relative(logsDir, file)}\n${fs.readFileSync(file, 'utf8').slice(-maxChars)}`)
    .join('\n') || '(no extension host logs)';
}
