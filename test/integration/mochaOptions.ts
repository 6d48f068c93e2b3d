// The options of the mocha that runs the integration suite inside the extension host (index.ts). Kept apart from
// index.ts, which needs `vscode`, so that test/unit/forbid-only.test.ts can build a mocha with exactly these in plain
// Node and see a stray `.only` fail the run.
import type Mocha from 'mocha';

export function integrationMochaOptions(run: { readonly grep?: string; readonly rootHooks?: Mocha.RootHookObject }): Mocha.MochaOptions {
  return {
    ui: 'bdd', color: false, timeout: 30_000, reporter: 'spec', ...(run.grep ? { grep: run.grep } : {}),
    ...(run.rootHooks ? { rootHooks: run.rootHooks } : {}),
    // Last, so nothing above can undo it: a `.only` left in a test fails every run (not only CI's) instead of
    // quietly running that one test and reporting the suite green.
    forbidOnly: true,
  };
}
