// The credits ledger's files, in the extension's global storage: the same folder for every window and session, on
// the desktop and in the browser (vscode.workspace.fs works on both). Written whole or not at all (api/credits/folderStore).
import * as vscode from 'vscode';
import { folderStore, type FolderAccess } from '../api/credits/folderStore';
import type { LedgerStore } from '../api/credits/ledger';

export function ledgerFiles(folder: vscode.Uri): LedgerStore {
  let made = false;
  const uri = (name: string) => vscode.Uri.joinPath(folder, name);
  const access: FolderAccess = {
    async list() {
      try {
        return (await vscode.workspace.fs.readDirectory(folder)).filter(([, type]) => type === vscode.FileType.File).map(([name]) => name);
      } catch {
        return []; // no folder yet
      }
    },
    async read(name) {
      try {
        return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri(name)));
      } catch {
        return undefined; // another window merged it meanwhile
      }
    },
    async write(name, text) {
      if (!made) {
        await vscode.workspace.fs.createDirectory(folder);
        made = true;
      }
      await vscode.workspace.fs.writeFile(uri(name), new TextEncoder().encode(text));
    },
    rename: (from, to, overwrite) => Promise.resolve(vscode.workspace.fs.rename(uri(from), uri(to), { overwrite })),
    remove: (name) => Promise.resolve(vscode.workspace.fs.delete(uri(name))),
  };
  return folderStore(access);
}
