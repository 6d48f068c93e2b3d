// A fresh, throw-away VS Code profile: user data (with User/settings.json) and an empty extensions folder.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { onProcessExit } from './cleanup';
import { REPO_ROOT } from './paths';

export interface Profile {
  readonly root: string;
  readonly userDataDir: string;
  readonly extensionsDir: string;
  dispose(): void;
}

/** Settings every test and demo window starts with: no telemetry, no welcome page, no trust prompt, no update checks. */
export const QUIET_SETTINGS: Readonly<Record<string, unknown>> = {
  'telemetry.telemetryLevel': 'off',
  'workbench.startupEditor': 'none',
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'security.workspace.trust.enabled': false,
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
  'chat.commandCenter.enabled': false,
  'window.restoreWindows': 'none',
  // An explicit theme: same screenshots on every version, and no "try the new default theme" prompt on 1.90.
  'workbench.colorTheme': 'Default Light Modern',
};

/**
 * The plan test and demo windows declare, as the reference server's key has by default: Enterprise (every feature,
 * websockets included, no credit limit). Tests of the other plans set theirs.
 */
/** The user setting that runs Walletscope's browser build (package.json "browser") in the web worker extension host. */
export const WEB_EXTENSION_KIND: Readonly<Record<string, unknown>> = { 'remote.extensionKind': { 'walletscope.walletscope': ['web'] } };

export const REFERENCE_PLAN_SETTINGS: Readonly<Record<string, unknown>> = { 'walletscope.plan': 'enterprise' };

export interface ProfileOptions {
  /**
   * Unpacked extension folders to install as if by the user. The server registers what it finds in a fresh
   * extensions folder on start, and this is the only way to add a second extension: the web workbench keeps a single
   * extensionDevelopmentPath (its payload becomes a Map, so a repeated key overwrites the first).
   */
  readonly extensions?: readonly string[];
  /**
   * Whether machine-scoped settings also go into the server's own settings (the default; see writeMachineSettings).
   * False leaves them in the user settings only, as a user who set them in the Settings editor's User tab has them.
   */
  readonly machineSettings?: boolean;
}

export function createProfile(settings: Readonly<Record<string, unknown>>, options: ProfileOptions = {}): Profile {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'walletscope-vscode-'));
  const userDataDir = path.join(root, 'user');
  const extensionsDir = path.join(root, 'extensions');
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.mkdirSync(extensionsDir);
  for (const folder of options.extensions ?? []) {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { publisher: string; name: string; version: string };
    fs.cpSync(folder, path.join(extensionsDir, `${manifest.publisher}.${manifest.name}-${manifest.version}`), { recursive: true });
  }
  fs.writeFileSync(path.join(userDataDir, 'User', 'settings.json'), JSON.stringify({ ...QUIET_SETTINGS, ...settings }, null, 2));
  if (options.machineSettings ?? true) writeMachineSettings(userDataDir, settings);
  // Retries: the server's children may still be writing logs for a moment after it was stopped.
  const remove = () => process.env.WALLETSCOPE_KEEP_PROFILE ? undefined : fs.rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  const forget = onProcessExit(remove);
  return { root, userDataDir, extensionsDir, dispose: () => { forget(); remove(); } };
}

/**
 * Machine-scoped settings (Walletscope has none now; other extensions' may) also go into the server's own settings,
 * `<user-data-dir>/Machine/settings.json`: a code-server window is a remote window, and VS Code ignores a
 * machine setting in the user settings there once it knows the setting's scope. It does not know it yet on the
 * very first start, but does as soon as the user settings are written again (Add Wallet) and after a reload,
 * when the extension's contributions are cached. A desktop window (the electron runner) reads them from
 * User/settings.json. That is why Walletscope's address, feed, links and logos are no machine settings (src/config.ts
 * USER_LEVEL_KEYS).
 */
function writeMachineSettings(userDataDir: string, settings: Readonly<Record<string, unknown>>): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as
    { contributes: { configuration: { properties: Record<string, { scope?: string }> } } };
  const scopes = manifest.contributes.configuration.properties;
  const machine = Object.entries(settings).filter(([key]) => /^machine/.test(scopes[key]?.scope ?? ''));
  if (machine.length === 0) return;
  fs.mkdirSync(path.join(userDataDir, 'Machine'), { recursive: true });
  fs.writeFileSync(path.join(userDataDir, 'Machine', 'settings.json'), JSON.stringify(Object.fromEntries(machine), null, 2));
}
