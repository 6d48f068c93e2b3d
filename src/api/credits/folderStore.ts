// The ledger's files in a folder, each written whole or not at all: the text goes to a temporary file beside it, which
// is then renamed over the real one (a rename within a folder replaces a file in one step on every file system the
// extension writes to). A crash or a full disk mid-write leaves the last good file, never half of one. Shared by the
// extension (vscode.workspace.fs) and the language server (Node's fs).
import type { LedgerStore } from './ledger';
import { machineNowMs } from '../../core/clock';

/** What a host's file system gives: names in one folder, read and write whole files, rename, delete. */
export interface FolderAccess {
  list(): Promise<string[]>;
  /** Undefined when the file does not exist. */
  read(name: string): Promise<string | undefined>;
  /** May leave a partial file when it fails half-way. */
  write(name: string, text: string): Promise<void>;
  /** Throws when `from` is missing, or when `to` exists and `overwrite` is false. */
  rename(from: string, to: string, overwrite: boolean): Promise<void>;
  remove(name: string): Promise<void>;
}

const TEMP = '.tmp-';
/** A temporary file this old was left by a writer that stopped between its write and its rename: removed. */
const STALE_TEMP_MS = 3_600_000;

/** `now`: the machine's clock, as temporary files are the machine's (a process on a test's calendar shares the folder). */
export function folderStore(folder: FolderAccess, now: () => number = machineNowMs): LedgerStore {
  return {
    async list() {
      const names = await folder.list();
      for (const name of names) {
        const written = parseInt(name.slice(name.indexOf(TEMP) + TEMP.length).split('-')[0] ?? '', 36);
        if (name.includes(TEMP) && !(Math.abs(now() - written) < STALE_TEMP_MS)) await folder.remove(name).catch(() => undefined);
      }
      return names.filter((name) => !name.includes(TEMP));
    },
    read: (name) => folder.read(name),
    async write(name, text) {
      const temp = `${name}${TEMP}${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      try {
        await folder.write(temp, text);
        await folder.rename(temp, name, true);
      } catch (e) {
        await folder.remove(temp).catch(() => undefined);
        throw e;
      }
    },
    claim: (from, to) => folder.rename(from, to, false).then(() => true, () => false),
    remove: (name) => folder.remove(name),
  };
}
