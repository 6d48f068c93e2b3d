// The watched wallets, kept in the user setting `walletscope.wallets` so they sync and can be edited as
// JSON. Every change goes through the setting; edits made by hand show at once.
import * as vscode from 'vscode';
import type { Config } from '../config';
import { sameWallet } from '../detect/walletInput';
import { parseWalletSetting, type WatchedWallet } from './model';

export class WalletList implements vscode.Disposable {
  private wallets: WatchedWallet[];
  /** While our own writes are in flight the setting still reads an older list: events are ignored then. */
  private pendingWrites = 0;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly config: Config) {
    this.wallets = parseWalletSetting(config.wallets);
    this.subscription = config.onDidChange((keys) => {
      if (!keys.includes('wallets') || this.pendingWrites > 0) return;
      const next = parseWalletSetting(config.wallets);
      // Our own writes were announced already; only edits made elsewhere (settings.json, Sync) are new.
      if (JSON.stringify(next) !== JSON.stringify(this.wallets)) this.replace(next);
    });
    void vscode.commands.executeCommand('setContext', 'walletscope.walletCount', this.wallets.length);
  }

  get all(): readonly WatchedWallet[] {
    return this.wallets;
  }

  find(address: string): WatchedWallet | undefined {
    return this.wallets.find((w) => sameWallet(w.address, address));
  }

  async add(wallet: WatchedWallet): Promise<void> {
    if (this.find(wallet.address)) throw new Error(`${wallet.address} is already watched.`);
    await this.write([...this.wallets, wallet]);
  }

  async remove(address: string): Promise<void> {
    await this.write(this.wallets.filter((w) => !sameWallet(w.address, address)));
  }

  async update(address: string, change: Partial<Omit<WatchedWallet, 'address'>>): Promise<void> {
    await this.write(this.wallets.map((w) => (sameWallet(w.address, address) ? withoutEmpty({ ...w, ...change }) : w)));
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }

  private async write(wallets: WatchedWallet[]): Promise<void> {
    // Announce at once, so a refresh for the new list starts before the command that changed it goes on.
    this.replace(wallets.map(withoutEmpty));
    this.pendingWrites++;
    try {
      await this.config.update('wallets', this.wallets);
    } finally {
      this.pendingWrites--;
    }
  }

  private replace(wallets: WatchedWallet[]): void {
    this.wallets = wallets;
    void vscode.commands.executeCommand('setContext', 'walletscope.walletCount', wallets.length);
    this.changed.fire();
  }
}

function withoutEmpty(wallet: WatchedWallet): WatchedWallet {
  return {
    address: wallet.address,
    ...(wallet.label ? { label: wallet.label } : {}),
    ...(wallet.chains?.length ? { chains: wallet.chains } : {}),
    ...(wallet.muted ? { muted: true } : {}),
  };
}
