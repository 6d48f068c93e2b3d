// What a pool page (./panel) is given by the feature: the client, the log, the credits scheduler, focus, view options,
// the watched wallets for quotes, and the window's market streams.
import type * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { RemoteImages } from '../format/url';
import type { MarketLive } from '../live/marketLive';
import type { WalletsForQuotes } from './pageQuote';
import type { PoolScheduler } from './pageTrades';

export interface PoolPanelDeps {
  readonly client: WalletAssetClient;
  readonly log: vscode.LogOutputChannel;
  readonly extensionUri: vscode.Uri;
  /** The credits scheduler: the trades refresh runs through it. */
  readonly scheduler: PoolScheduler;
  /** Whether the window has focus (background work waits while it has not). */
  readonly focused: () => boolean;
  readonly viewOptions: () => { readonly explorers?: Readonly<Record<string, string>>; readonly images?: RemoteImages };
  /** The watched wallets, labelled as the sidebar shows them, for the quote's wallet. */
  readonly wallets: WalletsForQuotes;
  /** The window's market streams (plans with streams): the page's figures, candle and trades come live while visible. */
  readonly markets?: MarketLive;
}
