// Hovers on addresses in any document: asset metadata and price, or what the address is when it is not
// an asset. The markdown trusts only our own commands. Looking up and building the hover is src/core,
// shared with the language server; this adds what only VS Code knows (watched wallets, held tokens' risk).
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { Config } from '../config';
import { addressAt, type FoundAddress } from '../detect';
import { hoverApplies } from './documents';
import { addressHoverMarkdown, type HoverSettings } from '../core/addressHover';
import { HOVER_COMMANDS, type HoverTarget } from '../format/hoverContent';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import { walletLabel } from '../wallets/walletItems';
import { addressKey } from '../detect/evm';
import { heldRiskLine } from '../format/risk';
import type { Privacy } from '../settings/privacy';
import { breakdown } from '../wallets/breakdown';
import type { WatchedWallet } from '../wallets/model';

export class AddressHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly client: WalletAssetClient,
    private readonly config: Config,
    private readonly wallets: WalletList,
    private readonly store: PortfolioStore,
    private readonly privacy: Privacy,
  ) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    if (!hoverApplies(document, this.config)) return undefined;
    const found = addressAt(document.lineAt(position.line).text, position.character);
    if (!found) return undefined;
    const range = new vscode.Range(position.line, found.start, position.line, found.end);
    const settings: HoverSettings = { requestTimeoutMs: this.config.requestTimeoutMs, explorers: this.config.explorers, remoteImages: this.config.remoteImages, links: 'commands' };
    const markdown = await addressHoverMarkdown(this.client, found, token, settings, this.facts);
    return markdown === undefined ? undefined : new vscode.Hover(trusted(markdown), range);
  }

  private readonly facts = (found: FoundAddress, isToken: boolean): Pick<HoverTarget, 'watched' | 'risk'> => {
    const watched = this.wallets.find(found.address);
    return { watched: watched && this.watchedWallet(watched), risk: isToken ? this.risk(found.address) : undefined };
  };

  /** A watched wallet's label and shown total, both as Hide Amounts has them. */
  private watchedWallet(wallet: WatchedWallet): HoverTarget['watched'] {
    const f = this.privacy.figures;
    const portfolio = this.store.state(wallet.address).portfolio;
    return { label: walletLabel(wallet, f), total: portfolio && f.usd(breakdown(portfolio, this.config.hideSpam).totalUsd) };
  }

  /** What the contract scan says of this token, from the watched wallets' holdings of it (no request). */
  private risk(address: string): string | undefined {
    const key = addressKey(address);
    const wallets = this.wallets.all.map((w) => this.store.state(w.address).portfolio?.holdings ?? []);
    return heldRiskLine(wallets, (asset) => asset.contracts.some((c) => addressKey(c.address) === key));
  }
}

function trusted(markdown: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(markdown, true);
  md.isTrusted = { enabledCommands: [...HOVER_COMMANDS] };
  md.supportHtml = false;
  return md;
}
