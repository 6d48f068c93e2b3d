// Starts VS Code's server build on loopback and waits until its extension host agent listens.
import { spawn } from 'node:child_process';
import type { InstalledServer } from './install';
import { groupAlive, killGroup, trackProcessGroup } from './cleanup';
import type { Profile } from './profile';
import { waitFor } from './wait';

export interface VsCodeServer {
  /** e.g. http://127.0.0.1:38211 */
  readonly origin: string;
  readonly port: number;
  /** Everything the server printed so far (kept for failure reports). */
  output(): string;
  /** How the process ended ("exited (1)"), or undefined while it runs. */
  exited(): string | undefined;
  /** Resolves with the same text once the process has ended. */
  whenExited(): Promise<string>;
  close(): Promise<void>;
}

export interface VsCodeServerOptions {
  readonly profile: Profile;
  /** 0 (the default) lets the system pick a free port. */
  readonly port?: number;
  /** Added to the server's environment; the extension host inherits it. */
  readonly env?: Readonly<Record<string, string>>;
  readonly startTimeoutMs?: number;
}

const MAX_OUTPUT_CHARS = 200_000;

export async function startVsCodeServer(installed: InstalledServer, options: VsCodeServerOptions): Promise<VsCodeServer> {
  const args = [
    installed.serverMain,
    '--host', '127.0.0.1',
    '--port', String(options.port ?? 0),
    '--without-connection-token',
    '--accept-server-license-terms',
    '--disable-workspace-trust',
    '--disable-telemetry',
    '--user-data-dir', options.profile.userDataDir,
    '--extensions-dir', options.profile.extensionsDir,
  ];
  // Its own process group, so closing it also ends the extension host and file watcher it forks.
  const child = spawn(process.execPath, args, {
    cwd: installed.vscodeDir,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const untrack = trackProcessGroup(child.pid!);
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  let exited: string | undefined;
  const exit = new Promise<string>((resolve) => child.on('exit', (code, signal) => {
    exited = `exited (${signal ?? code})`;
    resolve(exited);
  }));

  // Ends the whole group (server, extension host, watchers) and waits until it is gone, so no process still
  // writes into the profile when it is deleted next.
  const close = async () => {
    const group = child.pid!;
    killGroup(group, 'SIGTERM');
    const gone = await waitFor('the VS Code server processes to end', () => !groupAlive(group), { timeoutMs: 5_000, intervalMs: 50 })
      .then(() => true, () => false);
    if (!gone) killGroup(group, 'SIGKILL');
    await exit;
    untrack();
  };

  try {
    const port = await waitFor('VS Code server to print "Extension host agent listening"', () => {
      if (exited) throw new Error(`VS Code server ${exited} before listening:\n${output}`);
      // The server stays up when it cannot listen: stop at once with the reason.
      if (output.includes('EADDRINUSE')) throw new Error(`Port ${options.port} on 127.0.0.1 is already in use (pick another; 0 takes a free one).`);
      const match = /Extension host agent listening on (\d+)/.exec(output);
      return match ? Number(match[1]) : undefined;
    }, { timeoutMs: options.startTimeoutMs ?? 60_000, intervalMs: 100 });
    return { origin: `http://127.0.0.1:${port}`, port, output: () => output, exited: () => exited, whenExited: () => exit, close };
  } catch (e) {
    await close();
    throw e;
  }
}
