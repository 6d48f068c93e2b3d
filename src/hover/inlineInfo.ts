// Optional (walletscope.inlineInfo): after each known token address, a faint note with symbol and price.
// VS Code asks only for the visible range; lookups share the client's cache and stop with the request.
import * as vscode from 'vscode';
import { safeLabel } from '../format/safeText';
import type { WalletAssetClient } from '../api/client';
import type { Config } from '../config';
import { findAddresses } from '../detect';
import { formatPrice } from '../format/numbers';
import { withDeadline } from './deadline';
import { lookupsAllowed } from './hoverProvider';

/** A screenful rarely holds more; past this, notes would cost more requests than they are worth. */
const MAX_LOOKUPS = 40;

export class InlineAssetHints implements vscode.InlayHintsProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeInlayHints = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly client: WalletAssetClient, private readonly config: Config) {
    this.subscription = config.onDidChange((keys) => { if (keys.includes('inlineInfo') || keys.includes('apiBaseUrl')) this.changed.fire(); });
  }

  async provideInlayHints(document: vscode.TextDocument, range: vscode.Range, token: vscode.CancellationToken): Promise<vscode.InlayHint[]> {
    if (!this.config.inlineInfo || !lookupsAllowed(document, this.config)) return [];
    const base = document.offsetAt(range.start);
    const found = findAddresses(document.getText(range)).slice(0, MAX_LOOKUPS);
    const unique = [...new Set(found.map((a) => a.address))];
    const outcome = await withDeadline(token, this.config.requestTimeoutMs, (signal) =>
      Promise.all(unique.map((address) => this.client.getAssetMetadata(address, { signal }).catch(() => undefined))));
    if (outcome.kind !== 'done') return [];
    const assets = new Map(unique.map((address, i) => [address, outcome.value[i]]));
    return found.flatMap((a) => {
      const asset = assets.get(a.address);
      if (!asset) return [];
      const hint = new vscode.InlayHint(document.positionAt(base + a.end), `${safeLabel(asset.symbol, 20)}${asset.price !== undefined ? ` ${formatPrice(asset.price)}` : ''}`);
      hint.paddingLeft = true;
      hint.tooltip = safeLabel(`${asset.name} (${asset.symbol}), from Walletscope`, 300);
      return [hint];
    });
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
