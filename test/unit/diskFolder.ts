// A real folder on disk as the ledger's and the alerts' stores see one (Node's fs), for tests of files shared between
// windows and sessions.
import { readdirSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FolderAccess } from '../../src/api/credits/folderStore';

/** A real folder; `tearAfter` bytes into the next write, the write stops as a crash would. */
export function diskFolder(dir: string): FolderAccess & { tearAfter?: number } {
  const folder: FolderAccess & { tearAfter?: number } = {
    list: async () => readdirSync(dir),
    read: (name) => readFile(join(dir, name), 'utf8').catch(() => undefined),
    async write(name, text) {
      if (folder.tearAfter !== undefined) {
        await writeFile(join(dir, name), text.slice(0, folder.tearAfter));
        folder.tearAfter = undefined;
        throw new Error('ENOSPC: no space left on device');
      }
      await writeFile(join(dir, name), text);
    },
    async rename(from, to, overwrite) {
      if (!overwrite && (await stat(join(dir, to)).then(() => true, () => false))) throw new Error('EEXIST');
      await rename(join(dir, from), join(dir, to));
    },
    remove: (name) => rm(join(dir, name)),
  };
  return folder;
}
