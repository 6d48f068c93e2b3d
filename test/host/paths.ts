// Where the test host keeps things. Everything it writes is git-ignored (.cache/, out/, test-results/).
import * as path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const CACHE_DIR = path.join(REPO_ROOT, '.cache');
// Overridable so two test runs in one checkout do not wipe each other's bundles and results. Keep OUT_DIR
// inside the repository (e.g. out/alt): the in-host bundle resolves mocha from node_modules.
export const OUT_DIR = process.env.WALLETSCOPE_OUT_DIR ? path.resolve(process.env.WALLETSCOPE_OUT_DIR) : path.join(REPO_ROOT, 'out');
export const RESULTS_DIR = process.env.WALLETSCOPE_RESULTS_DIR ? path.resolve(process.env.WALLETSCOPE_RESULTS_DIR) : path.join(REPO_ROOT, 'test-results');
export const DEMO_WORKSPACE = path.join(REPO_ROOT, 'demo');
export const INTEGRATION_OUT = path.join(OUT_DIR, 'test', 'integration');
