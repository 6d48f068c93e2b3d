// The language server's credit ledger files (api/credits/ledger.ts decides what is in them): one folder per user, shared by
// every server the user runs, outside any project. As the code cache's folder (codeCacheFolder.ts), it is used only while
// it is this user's alone, is no link, and sits in a folder no one else can swap; files are written whole (a temporary
// file in the same folder, then a rename over the old one) and read only when they are plain files, not links.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, win32 } from 'node:path';
import type { LedgerStore } from '../api/credits/ledger';
import { isPrivateFolder, writableOnlyByUser } from './codeCacheFolder';

/** A day's file is a few hundred bytes; a file this large was not written by a ledger. */
const MAX_FILE_BYTES = 256 * 1024;
/** Names as the ledger makes them: no separators, no leading dot (temporary files start with one). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The per-user state folder's credits folder ($XDG_STATE_HOME or ~/.local/state; %LOCALAPPDATA% on Windows). */
export function ledgerDirectory(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string | undefined): string | undefined {
  const path = platform === 'win32' ? win32 : posix;
  const xdg = env.XDG_STATE_HOME;
  const base = platform === 'win32' ? env.LOCALAPPDATA : xdg && path.isAbsolute(xdg) ? xdg : home && path.join(home, '.local', 'state');
  return base && path.isAbsolute(base) ? path.join(base, 'walletscope-language-server', 'credits') : undefined;
}

export class CreditFiles implements LedgerStore {
  constructor(readonly dir: string) {}

  async list(): Promise<string[]> {
    if (!isPrivateFolder(this.dir)) return [];
    return readdirSync(this.dir, { withFileTypes: true }).filter((entry) => entry.isFile() && NAME.test(entry.name)).map((entry) => entry.name);
  }

  async read(name: string): Promise<string | undefined> {
    if (!isPrivateFolder(this.dir)) return undefined;
    let fd: number;
    try { // not through a link; a FIFO put there does not block the open
      fd = openSync(this.file(name), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    } catch {
      return undefined; // another server merged it meanwhile
    }
    try {
      const stats = fstatSync(fd);
      return stats.isFile() && stats.size <= MAX_FILE_BYTES && writableOnlyByUser(stats) ? readFileSync(fd, 'utf8') : undefined;
    } finally {
      closeSync(fd);
    }
  }

  /** Whole or not at all: a reader sees the old file or the new one. */
  async write(name: string, text: string): Promise<void> {
    const file = this.file(name);
    this.made();
    const temporary = join(this.dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
    try {
      writeFileSync(temporary, text, { mode: 0o600, flag: 'wx' });
      renameSync(temporary, file);
    } finally {
      rmSync(temporary, { force: true });
    }
  }

  /** A rename: of two servers claiming one file, the second finds it gone. `to` names the claiming writer. */
  async claim(from: string, to: string): Promise<boolean> {
    const source = this.file(from);
    const target = this.file(to);
    if (!isPrivateFolder(this.dir) || lstatSync(target, { throwIfNoEntry: false })) return false;
    try {
      renameSync(source, target);
      return true;
    } catch {
      return false;
    }
  }

  async remove(name: string): Promise<void> {
    const file = this.file(name);
    if (isPrivateFolder(this.dir)) rmSync(file, { force: true });
  }

  private file(name: string): string {
    if (!NAME.test(name)) throw new Error(`not a ledger file name: ${name.slice(0, 80)}`);
    return join(this.dir, name);
  }

  /** Makes the folder (only this user may enter it); throws, saying why, if it is not this user's alone. */
  private made(): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    if (!isPrivateFolder(this.dir)) throw new Error(`${this.dir} is not a folder only this user can write`);
  }
}
