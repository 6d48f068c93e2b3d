// The options of the mocha that runs the UI tests (scripts/run-e2e.ts). Kept apart from the runner, which builds the
// extension and opens browsers as it loads, so that test/unit/forbid-only.test.ts can build a mocha with exactly these
// and see a stray `.only` fail the run.
import type Mocha from 'mocha';

export function e2eMochaOptions(run: { readonly grep?: string; readonly rootHooks?: Mocha.RootHookObject }): Mocha.MochaOptions {
  return {
    ui: 'bdd', timeout: 90_000, reporter: 'spec', ...(run.grep ? { grep: run.grep } : {}),
    ...(run.rootHooks ? { rootHooks: run.rootHooks } : {}),
    // Last, so nothing above can undo it: a `.only` left in a test fails every run (not only CI's) instead of
    // quietly running that one test and reporting the suite green.
    forbidOnly: true,
  };
}
