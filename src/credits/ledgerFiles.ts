// The credits ledger's files, in the extension's global storage: the same folder for every window and session, on
// the desktop and in the browser (vscode.workspace.fs works on both).
import * as vscode from 'vscode';
import type { LedgerStore } from '../api/credits/ledger';

export class LedgerFiles implements LedgerStore {
  private made = false;

  constructor(private readonly folder: vscode.Uri) {}

  async list(): Promise<string[]> {
    try {
      return (await vscode.workspace.fs.readDirectory(this.folder)).filter(([, type]) => type === vscode.FileType.File).map(([name]) => name);
    } catch {
      return []; // no folder yet
    }
  }

  async read(name: string): Promise<string | undefined> {
    try {
      return new TextDecoder().decode(await vscode.workspace.fs.readFile(this.uri(name)));
    } catch {
      return undefined; // another window merged it meanwhile
    }
  }

  async write(name: string, text: string): Promise<void> {
    if (!this.made) {
      await vscode.workspace.fs.createDirectory(this.folder);
      this.made = true;
    }
    await vscode.workspace.fs.writeFile(this.uri(name), new TextEncoder().encode(text));
  }

  /** A rename: when two windows claim the same file, the second finds it gone and fails. */
  async claim(from: string, to: string): Promise<boolean> {
    try {
      await vscode.workspace.fs.rename(this.uri(from), this.uri(to), { overwrite: false });
      return true;
    } catch {
      return false;
    }
  }

  async remove(name: string): Promise<void> {
    await vscode.workspace.fs.delete(this.uri(name));
  }

  private uri(name: string): vscode.Uri {
    return vscode.Uri.joinPath(this.folder, name);
  }
}
