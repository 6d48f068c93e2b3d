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

export interface SuiteResult {
  readonly vscodeVersion: string;
  readonly durationMs: number;
  readonly passed: number;
  readonly failed: number;
  readonly pending: number;
  readonly tests: readonly TestOutcome[];
}

/**
 * Which window a run is. Unset: the main window, whose profile has machine-scoped settings where a remote window reads
 * them. USER_SETTINGS_WINDOW: a window whose profile has the API URL in the user settings only, as a user who set it in
 * the Settings editor's User tab has it; its test files live in the folder of that name and run only there.
 */
export const WINDOW_ENV = 'WALLETSCOPE_TEST_WINDOW';
export const USER_SETTINGS_WINDOW = 'userSettingsOnly';
export const WINDOWS = [undefined, USER_SETTINGS_WINDOW] as const;
export type TestWindow = (typeof WINDOWS)[number];
