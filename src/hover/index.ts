// Registers everything that works on addresses in documents: hovers, checksum diagnostics and fixes,
// optional inline notes, and the small commands hover links run. The hover's lookup and markdown load from their
// own bundle (./hoverProvider, dist/hover-feature.js) on the first hover over an address: the first hover waits
// for the service anyway, and activation loads less.
import { COPY_TEXT } from '../commandIds';
import * as vscode from 'vscode';
import { statusMessage } from '../surfaces';
import { mayHoldAddress } from '../detect/mayHoldAddress';
import type { WalletAssetClient } from '../api/client';
import type { Config } from '../config';
import type { CreditsFeature } from '../credits';
import { loadOnce } from '../platform/types';
import type { LoadHoverBundle } from './loadHover';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import { registerChecksumDiagnostics } from './checksumDiagnostics';
import { hoverApplies } from './documents';
import { vscodeHostFacts } from './hostFacts';
import type { AddressHoverProvider } from './hoverProvider';
import { InlineAssetHints } from './inlineInfo';
import type { Lookalikes } from '../core/poisoning';


export interface HoverDeps {
  readonly client: WalletAssetClient;
  readonly config: Config;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly privacy: Privacy;
  readonly credits: Pick<CreditsFeature, 'paused'>;
  readonly loadBundle: LoadHoverBundle;
  /** Lookalikes the wallet pages found (address poisoning): their hover says so. */
  readonly lookalikes: Lookalikes;
}

export function registerHover({ client, config, wallets, store, privacy, credits, loadBundle, lookalikes }: HoverDeps): vscode.Disposable {
  const everyDocument: vscode.DocumentSelector = { scheme: '*' };
  // Inline notes look up every address in view: none while background work is stopped (credits used up, no key).
  const hints = new InlineAssetHints(client, config, () => credits.paused() === undefined, loadBundle);
  const facts = vscodeHostFacts({ config, wallets, store, privacy, lookalikes });
  return vscode.Disposable.from(
    vscode.languages.registerHoverProvider(everyDocument, lazyHover(config, async () => {
      const { AddressHoverProvider: Provider } = await loadBundle();
      return new Provider(client, config, facts);
    })),
    vscode.languages.registerInlayHintsProvider(everyDocument, hints),
    hints,
    registerChecksumDiagnostics(config, loadBundle),
    vscode.commands.registerCommand(COPY_TEXT, async (text?: unknown) => {
      if (typeof text !== 'string' || !text) return;
      await vscode.env.clipboard.writeText(text);
      statusMessage('copy', `Copied ${text}`);
    }),
  );
}

/** Loads the provider on the first hover that may be over an address where hovers apply (most hovers need nothing);
 *  from then on the provider, which checks both itself, answers every hover directly. */
function lazyHover(config: Config, load: () => Promise<AddressHoverProvider>): vscode.HoverProvider {
  let provider: AddressHoverProvider | undefined;
  // A failed load is tried again on the next hover.
  const loadProvider = loadOnce(() => load().then((loaded) => (provider = loaded)));
  return {
    provideHover(document, position, token) {
      if (provider) return provider.provideHover(document, position, token);
      if (!hoverApplies(document, config) || !mayHoldAddress(document.lineAt(position.line).text, position.character)) return undefined;
      return loadProvider().then((loaded) => (token.isCancellationRequested ? undefined : loaded.provideHover(document, position, token)));
    },
  };
}
