// `npm run test:integration:electron`: the same integration suite in desktop VS Code through @vscode/test-electron,
// for machines that can download VS Code (not these: they reach only npm and Debian). Linux without a display needs
// `xvfb-run -a npm run test:integration:electron`. `-- --vscode 1.90.2|stable|insiders` picks one version.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { runTests } from '@vscode/test-electron';
import { ALT_API_URL_ENV, API_URL_ENV, RESULT_FILE_ENV, type SuiteResult } from '../test/integration/result';
import { buildExtension, buildIntegrationTests } from '../test/host/build';
import { Cleanup } from '../test/host/cleanup';
import { DEMO_WORKSPACE, REPO_ROOT, RESULTS_DIR } from '../test/host/paths';
import { createProfile, REFERENCE_PLAN_SETTINGS } from '../test/host/profile';
import { startReferenceApi } from '../test/host/referenceApi';
import { printResult } from '../test/host/results';
import { VSCODE_TARGETS } from '../test/host/versions';
import { withTimeout } from '../test/host/wait';
import { TEST_CLOCK_ENV } from '../src/core/clock';
import { pinnedOffsetMs } from '../test/host/calendar';

const RUN_TIMEOUT_MS = 10 * 60_000; // includes downloading VS Code

async function runOn(version: string, testsPath: string): Promise<boolean> {
  const cleanup = new Cleanup();
  const stopListening = cleanup.exitOnSignals();
  const label = `integration tests on VS Code ${version} (Electron)`;
  try {
    const clockOffsetMs = pinnedOffsetMs(); // the window, its APIs and the tests on one pinned calendar (test/host/calendar.ts)
    const api = await startReferenceApi(cleanup, { clockOffsetMs });
    const alternate = await startReferenceApi(cleanup, { clockOffsetMs });
    const profile = createProfile({ 'walletscope.apiBaseUrl': api.url, ...REFERENCE_PLAN_SETTINGS });
    cleanup.add('temporary profile', () => profile.dispose());
    const resultFile = path.join(RESULTS_DIR, `integration-electron-${version}.json`);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.rmSync(resultFile, { force: true });
    const exitCode = await withTimeout(label, runTests({
      version,
      extensionDevelopmentPath: REPO_ROOT,
      extensionTestsPath: testsPath,
      extensionTestsEnv: { [RESULT_FILE_ENV]: resultFile, [API_URL_ENV]: api.url, [ALT_API_URL_ENV]: alternate.url, [TEST_CLOCK_ENV]: String(clockOffsetMs) },
      launchArgs: [
        DEMO_WORKSPACE, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes',
        '--user-data-dir', profile.userDataDir, '--extensions-dir', profile.extensionsDir,
      ],
    }).catch((e: unknown) => {
      console.error(`${label}: ${String(e)}`);
      return 1;
    }), RUN_TIMEOUT_MS);
    if (!fs.existsSync(resultFile)) {
      console.error(`\n${label} FAILED: VS Code exited with ${exitCode} and no result file.`);
      return false;
    }
    const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as SuiteResult;
    printResult(label, result);
    return exitCode === 0 && result.failed === 0 && result.passed > 0;
  } catch (e) {
    console.error(`\n${label} FAILED: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  } finally {
    await cleanup.run();
    stopListening();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { vscode: { type: 'string', multiple: true } } });
  const versions = values.vscode ?? VSCODE_TARGETS.map((t) => t.vscode);
  await buildExtension();
  const testsPath = await buildIntegrationTests();
  let allPassed = true;
  for (const version of versions) allPassed = (await runOn(version, testsPath)) && allPassed;
  return allPassed ? 0 : 1;
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
