// One VS Code window end to end: installed server build, fresh profile, server process, and (optionally) headless
// Chromium showing the workbench with the extension loaded in development mode, or installed from its .vsix.
// Everything goes on `cleanup`.
import { TEST_CLOCK_ENV } from '../../src/core/clock';
import { USER_DATA_DIR_ENV } from '../integration/result';
import { launchChromium } from './chromium';
import type { Cleanup } from './cleanup';
import { ensureVsCodeServer, type InstalledServer } from './install';
import { REPO_ROOT } from './paths';
import { createProfile, type Profile } from './profile';
import type { VsCodeTarget } from './versions';
import { startVsCodeServer, type VsCodeServer } from './vscodeServer';
import { installVsix } from './vsix';
import { openWorkbenchPage, workbenchUrl, type WorkbenchPage } from './workbench';

export interface SessionOptions {
  readonly target: VsCodeTarget;
  /** User settings on top of the quiet defaults (profile.ts). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Environment of the server process; the extension host inherits it. */
  readonly env?: Readonly<Record<string, string>>;
  readonly folder?: string;
  /** The extension loaded in development mode; defaults to this repository (Walletscope). */
  readonly extensionDevelopmentPath?: string;
  /** Walletscope installed from this .vsix into the fresh profile, as users install it; then nothing loads in development mode. */
  readonly vsix?: string;
  /** Unpacked extension folders installed into the fresh profile (see createProfile). */
  readonly extraExtensions?: readonly string[];
  /** False keeps machine-scoped settings in the user settings only (profile.ts); true by default. */
  readonly machineSettings?: boolean;
  readonly extensionTestsPath?: string;
  readonly port?: number;
  /** Open the workbench in headless Chromium (tests); `npm start` leaves that to the developer's browser. */
  readonly openBrowser: boolean;
  /** The pinned calendar (./calendar.ts) the window's reference APIs were started with: the extension takes it too,
   *  from the extension host's environment (a desktop window; the browser build has none). */
  readonly clockOffsetMs?: number;
}

export interface Session {
  readonly installed: InstalledServer;
  readonly profile: Profile;
  readonly server: VsCodeServer;
  readonly url: string;
  /** Where the .vsix was installed, when one was given. */
  readonly installedExtension?: string;
  /** The headless page, when openBrowser was set. */
  readonly workbench?: WorkbenchPage;
}

export async function startSession(options: SessionOptions, cleanup: Cleanup): Promise<Session> {
  const installed = await ensureVsCodeServer(options.target);
  const profile = createProfile(options.settings, { extensions: options.extraExtensions, machineSettings: options.machineSettings });
  cleanup.add('temporary profile', () => profile.dispose());
  const installedExtension = options.vsix ? await installVsix(installed, profile, options.vsix) : undefined;
  const server = await startVsCodeServer(installed, { profile, port: options.port, env: { ...options.env, [USER_DATA_DIR_ENV]: profile.userDataDir, ...(options.clockOffsetMs === undefined ? {} : { [TEST_CLOCK_ENV]: String(options.clockOffsetMs) }) } });
  cleanup.add('VS Code server', () => server.close());
  const url = workbenchUrl({
    origin: server.origin,
    folder: options.folder,
    extensionDevelopmentPath: options.vsix ? undefined : options.extensionDevelopmentPath ?? REPO_ROOT,
    extensionTestsPath: options.extensionTestsPath,
  });
  if (!options.openBrowser) return { installed, profile, server, url, installedExtension };

  const browser = await launchChromium();
  cleanup.add('Chromium', () => browser.close());
  const workbench = await openWorkbenchPage(browser, url);
  return { installed, profile, server, url, installedExtension, workbench };
}
