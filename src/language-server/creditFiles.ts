// The language server's credit ledger files (api/credits/ledger.ts decides what is in them): one folder per user, shared by
// every server the user runs, outside any project. As the code cache's folder (codeCacheFolder.ts), it is used only while
// it is this user's alone, is no link, and sits in a folder no one else can swap; files are written whole (the shared
// folderStore: a new temporary file beside it, renamed over the old one) and read only when they are plain files, not links.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, win32 } from 'node:path';
import { folderStore } from '../api/credits/folderStore';
import type { LedgerStore } from '../api/credits/ledger';
import { isPrivateFolder, writableOnlyByUser } from '../core/codeCacheFolder';

/** A day's file is a few hundred bytes; a file this large was not written by a ledger. */
const MAX_FILE_BYTES = 256 * 1024;
/** Names as the ledger makes them (temporary ones too): no separators, no leading dot. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The per-user state folder's credits folder ($XDG_STATE_HOME or ~/.local/state; %LOCALAPPDATA% on Windows). */
export function ledgerDirectory(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string | undefined): string | undefined {
  const path = platform === 'win32' ? win32 : posix;
  const xdg = env.XDG_STATE_HOME;
  const base = platform === 'win32' ? env.LOCALAPPDATA : xdg && path.isAbsolute(xdg) ? xdg : home && path.join(home, '.local', 'state');
  return base && path.isAbsolute(base) ? path.join(base, 'walletscope-language-server', 'credits') : undefined;
}

/** The ledger's store in `dir`: written whole through api/credits/folderStore, on a folder that refuses links and others' files. */
export class CreditFiles implements LedgerStore {
  private readonly store: LedgerStore;

  constructor(readonly dir: string) {
    this.store = folderStore({
      list: async () => (isPrivateFolder(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && NAME.test(e.name)).map((e) => e.name) : []),
      read: async (name) => this.readPlain(name),
      write: async (name, text) => {
        this.made();
        writeFileSync(this.file(name), text, { mode: 0o600, flag: 'wx' }); // a new temporary file, never an existing one or a link
      },
      rename: async (from, to, overwrite) => {
        if (!isPrivateFolder(dir) || (!overwrite && lstatSync(this.file(to), { throwIfNoEntry: false }))) throw new Error(`${to} exists`);
        renameSync(this.file(from), this.file(to));
      },
      remove: async (name) => { if (isPrivateFolder(dir)) rmSync(this.file(name), { force: true }); },
    });
  }

  list(): Promise<string[]> { return this.store.list(); }
  read(name: string): Promise<string | undefined> { return this.store.read(name); }
  write(name: string, text: string): Promise<void> { return this.store.write(name, text); }
  claim(from: string, to: string): Promise<boolean> { return this.store.claim(from, to); }
  remove(name: string): Promise<void> { return this.store.remove(name); }

  private readPlain(name: string): string | undefined {
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
