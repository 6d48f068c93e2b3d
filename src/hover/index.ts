// Registers everything that works on addresses in documents: hovers, checksum diagnostics and fixes,
// optional inline notes, and the small commands hover links run.
import * as vscode from 'vscode';
import { statusMessage } from '../surfaces';
import type { WalletAssetClient } from '../api/client';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import { registerChecksumDiagnostics } from './checksumDiagnostics';
import { AddressHoverProvider } from './hoverProvider';
import { InlineAssetHints } from './inlineInfo';

export const COPY_TEXT = 'walletscope.copyText';

export interface HoverDeps {
  readonly client: WalletAssetClient;
  readonly config: Config;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly privacy: Privacy;
}

export function registerHover({ client, config, wallets, store, privacy }: HoverDeps): vscode.Disposable {
  const everyDocument: vscode.DocumentSelector = { scheme: '*' };
  const hints = new InlineAssetHints(client, config);
  return vscode.Disposable.from(
    vscode.languages.registerHoverProvider(everyDocument, new AddressHoverProvider(client, config, wallets, store, privacy)),
    vscode.languages.registerInlayHintsProvider(everyDocument, hints),
    hints,
    registerChecksumDiagnostics(config),
    vscode.commands.registerCommand(COPY_TEXT, async (text?: unknown) => {
      if (typeof text !== 'string' || !text) return;
      await vscode.env.clipboard.writeText(text);
      statusMessage('copy', `Copied ${text}`);
    }),
  );
}
