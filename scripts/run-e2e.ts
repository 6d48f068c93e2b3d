// `npm run test:e2e`: UI tests (test/e2e/**/*.test.ts) with mocha in Node, each file opening a real workbench in headless
// Chromium through test/e2e/workbench.ts. Failed tests leave a screenshot in test-results/e2e/. `-- --vscode min` picks 1.90.
import Mocha from 'mocha';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { buildExtension } from '../test/host/build';
import { packagedExtension } from '../test/host/vsix';
import { findChromium } from '../test/host/chromium';
import { findFiles } from '../test/host/files';
import { REPO_ROOT } from '../test/host/paths';
import { findTarget } from '../test/host/versions';
import { e2eMochaOptions } from '../test/e2e/mochaOptions';
import { openWorkbenches } from '../test/e2e/workbench';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { vscode: { type: 'string' } } });
  if (values.vscode) process.env.WALLETSCOPE_E2E_VSCODE = findTarget(values.vscode).name; // read by openWorkbench()
  findChromium(); // fail before building when there is no browser
  // The .vsix first (installed.test.ts installs it): packaging leaves the production build in dist/, which the
  // development build then replaces for every other window.
  await packagedExtension();
  await buildExtension();

  const closeAll = () => Promise.all([...openWorkbenches].map((wb) => wb.close()));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void closeAll().finally(() => process.exit(130)));
  }

  const mocha = new Mocha(e2eMochaOptions({
    grep: process.env.WALLETSCOPE_TEST_GREP,
    rootHooks: {
      async afterEach(this: Mocha.Context) {
        const test = this.currentTest;
        if (test?.state !== 'failed') return;
        for (const wb of openWorkbenches) {
          const file = await wb.screenshot(`FAILED ${test.fullTitle()}`).catch(() => undefined);
          console.log(`\n    screenshot: ${file ? path.relative(REPO_ROOT, file) : '(could not take one)'}\n${wb.diagnostics().replace(/^/gm, '    ')}`);
        }
      },
    },
  }));
  for (const file of findFiles(path.join(REPO_ROOT, 'test', 'e2e'), '.test.ts')) mocha.addFile(file);
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  await closeAll(); // a file whose after() never ran
  return failures === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
