// `npm run test:integration`: the integration suite inside a real extension host, on the engines.vscode floor and on
// the newest VS Code that runs on Node 20, one after the other.
//   -- --vscode min|latest|1.90   one version only (repeatable)
//   -- --install-only             install the VS Code server builds into .cache/ and stop (a CI step of its own)
//   -- --build-only               build dist/ and out/test/integration/ and stop (the F5 "Extension Tests" pre-launch task)
import { parseArgs } from 'node:util';
import { buildExtension, buildIntegrationTests } from '../test/host/build';
import { findChromium } from '../test/host/chromium';
import { Cleanup } from '../test/host/cleanup';
import { ensureVsCodeServer } from '../test/host/install';
import { runIntegrationSuite } from '../test/host/integrationRun';
import { findTarget, VSCODE_TARGETS } from '../test/host/versions';

const RESULT_TIMEOUT_MS = Number(process.env.WALLETSCOPE_TEST_TIMEOUT_MS ?? 3 * 60_000);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { vscode: { type: 'string', multiple: true }, 'install-only': { type: 'boolean' }, 'build-only': { type: 'boolean' } },
  });
  const targets = values.vscode?.map(findTarget) ?? VSCODE_TARGETS;
  if (values['install-only']) {
    for (const target of targets) await ensureVsCodeServer(target);
    return 0;
  }
  if (!values['build-only']) findChromium(); // fail before any install or build when there is no browser
  await buildExtension();
  const testsPath = await buildIntegrationTests();
  if (values['build-only']) return 0;

  const outcomes: string[] = [];
  let allPassed = true;
  for (const target of targets) {
    const cleanup = new Cleanup();
    const stopListening = cleanup.exitOnSignals();
    const started = Date.now();
    const passed = await runIntegrationSuite({ target, testsPath, timeoutMs: RESULT_TIMEOUT_MS, cleanup });
    stopListening();
    outcomes.push(`  VS Code ${target.vscode}: ${passed ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    allPassed &&= passed;
  }
  console.log(`\nIntegration tests:\n${outcomes.join('\n')}`);
  return allPassed ? 0 : 1;
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
