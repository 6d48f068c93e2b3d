// The result file the in-host runner writes and the launchers read. Shared by both sides; no vscode import.
export const RESULT_FILE_ENV = 'WALLETSCOPE_TEST_RESULT';
/** Base URL of the reference API the window's settings point at. */
export const API_URL_ENV = 'WALLETSCOPE_TEST_API_URL';
/** A second reference API, for tests that switch walletscope.apiBaseUrl. */
export const ALT_API_URL_ENV = 'WALLETSCOPE_TEST_API_URL_ALT';
/** The window's user data folder on the server: its Machine/settings.json are the Remote settings of a remote window. */
export const USER_DATA_DIR_ENV = 'WALLETSCOPE_TEST_USER_DATA_DIR';

export interface TestOutcome {
  readonly title: string;
  readonly state: 'passed' | 'failed' | 'pending';
  readonly durationMs: number;
  readonly error?: { readonly message: string; readonly stack?: string };
}

/** A top-level suite (a describe of a test file) and how long it took, its hooks included. */
export interface SuiteTime {
  readonly title: string;
  readonly durationMs: number;
}

export interface SuiteResult {
  readonly vscodeVersion: string;
  readonly durationMs: number;
  readonly passed: number;
  readonly failed: number;
  readonly pending: number;
  readonly tests: readonly TestOutcome[];
  /** Slowest first is for the reader: in run order here. Absent from results of an older runner. */
  readonly suites?: readonly SuiteTime[];
}

/**
 * Which window a run is; each window's test files live in the folder of its name and run only there, with a fresh
 * profile and reference APIs of its own. Unset: the main window (the sidebar, credits, alerts, settings: files outside
 * every window's folder), whose profile has machine-scoped settings where a remote window reads them. PAGES_WINDOW: the
 * same profile, for the suites that open pages (asset, pool, wallet, search, Discover, hovers), so that no window
 * comes near its time limit on a 2-core machine. USER_SETTINGS_WINDOW: a window whose profile has the API URL in the
 * user settings only, as a user who set it in the Settings editor's User tab has it.
 */
export const WINDOW_ENV = 'WALLETSCOPE_TEST_WINDOW';
export const PAGES_WINDOW = 'pages';
export const USER_SETTINGS_WINDOW = 'userSettingsOnly';
export const WINDOWS = [undefined, PAGES_WINDOW, USER_SETTINGS_WINDOW] as const;
export type TestWindow = (typeof WINDOWS)[number];
