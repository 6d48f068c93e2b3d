// Hovers on addresses in any document: asset metadata and price, or what the address is when it is not
// an asset. The markdown trusts only our own commands. Looking up and building the hover is src/core,
// shared with the language server; VS Code adds what only it knows (./hostFacts: watched wallets, held tokens' risk).
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { Config } from '../config';
import { addressAt } from '../detect';
import { hoverApplies } from './documents';
import { addressHoverContent, type HostFacts, type HoverSettings } from '../core/addressHover';
import { HOVER_COMMANDS } from '../format/hoverContent';
import { originOf } from '../api/transport/keyPolicy';

/**
 * The other address features travel in this bundle too, with the keccak they need: the inline notes' lookups
 * (walletscope.inlineInfo) and the checksum check and its fixes. Each loads it when it is first needed.
 */
export { inlineNotes } from '../core/inlineNotes';
export { findChecksumProblems } from '../detect';
export { checksumFixes } from '../core/checksumFixes';

export class AddressHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly client: WalletAssetClient,
    private readonly config: Config,
    /** Watched wallets and held tokens' risks (./hostFacts, in dist/extension.js). */
    private readonly facts: HostFacts,
  ) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    if (!hoverApplies(document, this.config)) return undefined;
    const found = addressAt(document.lineAt(position.line).text, position.character);
    if (!found) return undefined;
    const range = new vscode.Range(position.line, found.start, position.line, found.end);
    const settings: HoverSettings = {
      requestTimeoutMs: this.config.requestTimeoutMs, explorers: this.config.explorers, remoteImages: this.config.remoteImages, links: 'commands',
      serviceOrigin: originOf(this.config.apiBaseUrl),
    };
    const markdown = await addressHoverContent(this.client, found, token, settings, this.facts);
    return markdown === undefined ? undefined : new vscode.Hover(trusted(markdown), range);
  }
}

function trusted(markdown: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(markdown, true);
  md.isTrusted = { enabledCommands: [...HOVER_COMMANDS] };
  md.supportHtml = false;
  return md;
}
