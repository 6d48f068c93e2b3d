// "Hide Amounts": one switch that masks every figure of the user's holdings on every surface, for screen
// sharing. It is kept in the user's global state (not a setting a workspace could override) so it survives
// restarts, and mirrored in the context key `walletscope.amountsHidden` for the toggles' when-clauses.
import * as vscode from 'vscode';
import type { Config } from '../config';
import { figures, type Figures } from '../format/figures';

const STATE_KEY = 'walletscope.amountsHidden';

export class Privacy implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when amounts are hidden or shown, or when masking addresses is turned on or off. */
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly memento: vscode.Memento, private readonly config: Config) {
    this.publish();
    this.subscription = config.onDidChange((keys) => {
      if (keys.includes('privacy.maskAddresses') && this.hidden) this.changed.fire();
    });
  }

  get hidden(): boolean {
    return this.memento.get<unknown>(STATE_KEY) === true;
  }

  /** How to write the user's figures right now. */
  get figures(): Figures {
    return figures({ hideAmounts: this.hidden, maskAddresses: this.config.maskAddresses });
  }

  async setHidden(hidden: boolean): Promise<void> {
    if (hidden === this.hidden) return;
    await this.memento.update(STATE_KEY, hidden);
    this.publish();
    this.changed.fire();
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }

  private publish(): void {
    void vscode.commands.executeCommand('setContext', STATE_KEY, this.hidden);
  }
}
