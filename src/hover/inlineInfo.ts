// Optional (walletscope.inlineInfo): after each known token address, a faint note with symbol and price.
// VS Code asks only for the visible range; the notes themselves are core/inlineNotes.ts, shared with the
// language server's inlay hints, and load with the hover's bundle on the first note.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { Config } from '../config';
import type { LoadHoverBundle } from './loadHover';
import { lookupsAllowed } from './documents';

export class InlineAssetHints implements vscode.InlayHintsProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeInlayHints = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly client: WalletAssetClient, private readonly config: Config, private readonly mayAsk: () => boolean, private readonly loadBundle: LoadHoverBundle) {
    this.subscription = config.onDidChange((keys) => { if (keys.includes('inlineInfo') || keys.includes('apiBaseUrl')) this.changed.fire(); });
  }

  async provideInlayHints(document: vscode.TextDocument, range: vscode.Range, token: vscode.CancellationToken): Promise<vscode.InlayHint[]> {
    if (!this.config.inlineInfo || !this.mayAsk() || !lookupsAllowed(document, this.config)) return [];
    const base = document.offsetAt(range.start);
    const { inlineNotes } = await this.loadBundle();
    const notes = await inlineNotes(this.client, document.getText(range), token, this.config.requestTimeoutMs);
    return notes.map((note) => {
      const hint = new vscode.InlayHint(document.positionAt(base + note.offset), note.label);
      hint.paddingLeft = true;
      hint.tooltip = note.tooltip;
      return hint;
    });
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
