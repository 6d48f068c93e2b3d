// The moves the user has not looked at yet, per wallet: the Wallets view's badge counts them and a moved wallet's row
// is marked until the wallet is opened. Kept in globalState, so a restart keeps the marks.
import * as vscode from 'vscode';
import { sameWallet } from '../detect/walletInput';

const KEY = 'walletscope.alerts.unseen';

interface Entry {
  readonly address: string;
  readonly ids: readonly string[];
  /** What the latest move's alert said. */
  readonly text: string;
}

export class UnseenMoves implements vscode.Disposable {
  private entries: Entry[];
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly memento: vscode.Memento) {
    const saved = memento.get<unknown>(KEY);
    this.entries = Array.isArray(saved) ? saved.filter(isEntry) : [];
  }

  /** Moves not seen, in every wallet. */
  get count(): number {
    return this.entries.reduce((sum, e) => sum + e.ids.length, 0);
  }

  /** What the wallet's latest unseen move said; undefined when it has none. */
  of(address: string): string | undefined {
    return this.entries.find((e) => sameWallet(e.address, address))?.text;
  }

  add(address: string, id: string, text: string): void {
    const known = this.entries.find((e) => sameWallet(e.address, address));
    if (known?.ids.includes(id)) return;
    this.save([...this.entries.filter((e) => e !== known), { address, ids: [...(known?.ids ?? []), id].slice(-99), text }]);
  }

  clear(address: string): void {
    if (this.of(address) !== undefined) this.save(this.entries.filter((e) => !sameWallet(e.address, address)));
  }

  /** Forgets wallets no longer watched. */
  keepOnly(isWatched: (address: string) => boolean): void {
    if (this.entries.some((e) => !isWatched(e.address))) this.save(this.entries.filter((e) => isWatched(e.address)));
  }

  dispose(): void {
    this.changed.dispose();
  }

  private save(entries: Entry[]): void {
    this.entries = entries;
    void this.memento.update(KEY, entries);
    this.changed.fire();
  }
}

function isEntry(value: unknown): value is Entry {
  const e = value as Partial<Entry> | undefined;
  return typeof e?.address === 'string' && typeof e.text === 'string' && Array.isArray(e.ids) && e.ids.every((id) => typeof id === 'string');
}
