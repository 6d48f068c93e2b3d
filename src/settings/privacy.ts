// "Hide Amounts": one switch that masks every figure of the user's holdings on every surface, for screen
// sharing. It is the application-scoped setting `walletscope.privacy.hideAmounts`: it survives restarts, a
// workspace cannot override it, and a change reaches every open window at once (each redraws and re-masks).
import * as vscode from 'vscode';
import type { Config } from '../config';
import { figures, type Figures } from '../format/figures';

export class Privacy implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when amounts are hidden or shown, or when masking addresses is turned on or off while hidden. */
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;
  /** Read from the settings when they change, not on each of the thousands of calls a redraw makes. */
  private current: Figures;

  constructor(private readonly config: Config) {
    this.current = this.read();
    this.subscription = config.onDidChange((keys) => {
      if (!keys.includes('privacy.hideAmounts') && !keys.includes('privacy.maskAddresses')) return;
      const before = this.current;
      this.current = this.read();
      if (this.current !== before) this.changed.fire(); // masking addresses changes nothing while amounts show
    });
  }

  get hidden(): boolean {
    return this.current.masked;
  }

  /** How to write the user's figures right now. */
  get figures(): Figures {
    return this.current;
  }

  async setHidden(hidden: boolean): Promise<void> {
    if (hidden !== this.hidden) await this.config.update('privacy.hideAmounts', hidden);
  }

  private read(): Figures {
    return figures({ hideAmounts: this.config.hideAmounts, maskAddresses: this.config.maskAddresses });
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
