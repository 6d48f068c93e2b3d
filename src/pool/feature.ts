// The pool page, loaded on first use as its own bundle (dist/pool-feature.js): the panels, the page model and HTML,
// and the palette's input box. Kept out of dist/extension.js so activation loads less.
import * as vscode from 'vscode';
import type { PoolPanelDeps } from './panel';
import { PoolPanels } from './panels';
import { parsePoolInput, poolInputProblem, type PoolQuery } from './target';
import { askForPage } from '../pages/ask';
import { marketLive, type MarketLiveDeps } from '../live/marketLive';

export interface LoadedPoolFeature extends vscode.Disposable {
  readonly panels: PoolPanels;
  /** Show Pool without arguments: asks for the pool's address (and, optionally, its chain). */
  ask(): Promise<PoolQuery | undefined>;
}

/** `liveMarkets`: what the window's market streams need (one hub per window, shared with the asset pages). */
export function createPoolFeature({ liveMarkets, ...deps }: Omit<PoolPanelDeps, 'markets'> & { readonly liveMarkets?: MarketLiveDeps }): LoadedPoolFeature {
  const panels = new PoolPanels({ ...deps, markets: liveMarkets && marketLive(liveMarkets) });
  return { panels, ask: askForPool, dispose: () => panels.pages.dispose() };
}

async function askForPool(): Promise<PoolQuery | undefined> {
  const text = await askForPage({ title: 'Show Pool', prompt: 'A DEX pool\'s address, optionally followed by its chain (without one, the service finds it)',
    placeHolder: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640 Ethereum', validateInput: poolInputProblem });
  return text === undefined ? undefined : parsePoolInput(text);
}
