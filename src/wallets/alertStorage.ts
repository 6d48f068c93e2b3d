// Where the alerts' book keeps its files: the extension's global storage (every window and session, on the desktop and
// in the browser, as the credits ledger), written whole by temp + rename. Where that folder cannot be written (a host
// with no file system for it), globalState holds the same files: shared by the windows of one profile, not atomic.
import * as vscode from 'vscode';
import type { LedgerStore } from '../api/credits/ledger';
import { ledgerFiles } from '../credits/ledgerFiles';

const KEY = 'walletscope.alerts.files';

export function alertStorage(folder: vscode.Uri | undefined, memento: vscode.Memento, log: vscode.LogOutputChannel): LedgerStore {
  const fallback = mementoFiles(memento);
  if (!folder) return fallback;
  const files = ledgerFiles(vscode.Uri.joinPath(folder, 'alerts'));
  let store: LedgerStore = files;
  /** The first failure of the folder switches to globalState for the session. */
  const use = async <T>(op: (s: LedgerStore) => Promise<T>): Promise<T> => {
    if (store === fallback) return op(fallback);
    try {
      return await op(store);
    } catch (e) {
      log.warn(`alerts: global storage cannot be written (${String(e)}); moves are remembered in globalState`);
      store = fallback;
      return op(fallback);
    }
  };
  return {
    list: () => use((s) => s.list()),
    read: (name) => use((s) => s.read(name)),
    write: (name, text) => use((s) => s.write(name, text)),
    claim: (from, to) => store.claim(from, to), // false is an answer, not a failure
    remove: (name) => store.remove(name),
  };
}

/** The same files as one record in globalState. */
export function mementoFiles(memento: vscode.Memento): LedgerStore {
  const all = (): Record<string, string> => ({ ...memento.get<Record<string, string>>(KEY, {}) });
  const put = (files: Record<string, string>) => Promise.resolve(memento.update(KEY, files));
  return {
    list: async () => Object.keys(all()),
    read: async (name) => all()[name],
    write: (name, text) => put({ ...all(), [name]: text }),
    async claim(from, to) {
      const files = all();
      if (files[to] !== undefined || files[from] === undefined) return false;
      files[to] = files[from]!;
      delete files[from];
      await put(files);
      return true;
    },
    async remove(name) {
      const files = all();
      delete files[name];
      await put(files);
    },
  };
}
