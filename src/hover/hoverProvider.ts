// Hovers on addresses in any document: asset metadata and price, or what the address is when it is not
// an asset. The markdown trusts only our own commands.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/errors';
import { historyTargetOf } from '../api/options';
import type { Asset, Series } from '../api/types';
import type { Config } from '../config';
import { addressAt, checksumStatus, isSecretFile, toChecksumAddress, type FoundAddress } from '../detect';
import { assetHover, contractChain, hoverError, HOVER_COMMANDS, unknownAddressHover, type HoverTarget } from '../format/hoverContent';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import { walletLabel } from '../wallets/walletItems';
import { addressKey } from '../detect/evm';
import { heldRiskLine } from '../format/risk';
import type { Privacy } from '../settings/privacy';
import { breakdown } from '../wallets/breakdown';
import type { WatchedWallet } from '../wallets/model';
import { withDeadline } from './deadline';
import { explorerLink } from './model';

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
    const outcome = await withDeadline(token, this.config.requestTimeoutMs, (signal) => this.client.getAssetMetadata(found.address, { signal }));
    if (outcome.kind === 'cancelled') return undefined;
    const trend = outcome.kind === 'done' && outcome.value ? await this.week(outcome.value, token) : undefined;
    const markdown = outcome.kind === 'timeout'
      ? hoverError(`the service did not answer within ${Math.round(this.config.requestTimeoutMs / 100) / 10} s.`)
      : outcome.kind === 'failed'
        ? hoverError(describeError(outcome.error))
        : outcome.value
          ? assetHover(outcome.value, this.target(found, contractChain(outcome.value, found.address), true), trend)
          : unknownAddressHover(this.target(found, undefined, false));
    return new vscode.Hover(trusted(markdown), range);
  }

  /**
   * The last 7 days of a known asset (by id when it has one), for the 24h change and the sparkline: waited for at
   * most SPARKLINE_GRACE_MS, then the hover shows without them (the answer is cached for the next hover unless
   * the hover was closed, which cancels it).
   */
  private async week(asset: Asset, token: vscode.CancellationToken): Promise<Series | undefined> {
    const outcome = await withDeadline(token, SPARKLINE_GRACE_MS, (signal) => this.client.getPriceHistory(historyTargetOf(asset), '7d', { signal }));
    return outcome.kind === 'done' ? outcome.value?.price : undefined;
  }

  private target(found: FoundAddress, chain: string | undefined, isToken: boolean): HoverTarget {
    const watched = this.wallets.find(found.address);
    const checksum = found.family === 'evm' ? checksumStatus(found.address) : undefined;
    return {
      address: found.address,
      checksum,
      checksummed: checksum === 'invalid' ? toChecksumAddress(found.address) : undefined,
      explorer: explorerLink(found.family, chain, found.address, isToken, this.config.explorers),
      images: this.config.remoteImages,
      watched: watched && this.watchedWallet(watched),
      risk: isToken ? this.risk(found.address) : undefined,
    };
  }

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

const SPARKLINE_GRACE_MS = 800;

export function hoverApplies(document: vscode.TextDocument, config: Config): boolean {
  return config.hoverEnabled && !config.hoverExcludedLanguages.includes(document.languageId) && lookupsAllowed(document, config);
}

/** Text may be looked up with the service: not a file that holds secrets, and within the size limit. */
export function lookupsAllowed(document: vscode.TextDocument, config: Config): boolean {
  return !isSecretFile(document.uri.path) && withinSizeLimit(document, config);
}

/** Hovers, diagnostics and inline notes skip documents over `walletscope.maxFileSizeKb`. */
export function withinSizeLimit(document: vscode.TextDocument, config: Config): boolean {
  return document.offsetAt(document.lineAt(document.lineCount - 1).range.end) <= config.maxFileSizeBytes;
}

function trusted(markdown: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(markdown, true);
  md.isTrusted = { enabledCommands: [...HOVER_COMMANDS] };
  md.supportHtml = false;
  return md;
}
