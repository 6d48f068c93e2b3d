// What differs between the desktop extension and the browser build (vscode.dev, github.dev), chosen by each
// composition root (src/extension.ts, src/web/main.ts): how requests are sent, how the feature bundles load, where
// a saved file is proposed, and whether live prices may use a websocket. Features take these; none forks.
import type * as vscode from 'vscode';
import type { Transport } from '../api/transport/types';
import type { SocketOpener } from '../api/feed/socketPort';

/**
 * Loads a bundle (dist/<name>-feature.js, the same files on both platforms, with the chunks they share) by name. What
 * it holds is not the platform's to know: src/bundles.ts types each for the composition root.
 */
export type LoadBundle = (name: string) => Promise<unknown>;

export interface Platform {
  /** For the log: where this build runs. */
  readonly name: 'desktop' | 'browser';
  /** For the log: how this start's scripts were compiled (the desktop's code cache, platform/desktopStart.ts). */
  readonly compiled?: string;
  readonly transport: Transport;
  readonly loadBundle: LoadBundle;
  /** The folder Export Holdings proposes when no workspace folder is open (none in a browser). */
  readonly homeFolder: vscode.Uri | undefined;
  /** A websocket for live prices and alerts (the desktop's ws); without one, prices are polled within the budget. */
  readonly sockets: boolean;
  /** The websocket the pages' market streams open, loaded on first use: the desktop's ws, the browser's own. */
  readonly openSocket: () => Promise<SocketOpener>;
  /** When activation began, if before compose() (the browser build fetches its main module first): for the log. */
  readonly started?: number;
  /** The test host's pinned calendar for this window (src/core/clock.ts TEST_CLOCK_ENV), where the platform has an
   *  environment to carry it (the desktop's); taken outside production only. */
  readonly testClockOffsetMs?: number;
}

/** One load, shared by concurrent and later callers; a failed load is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => { loading = undefined; });
    }
    return loading;
  };
}

/** One load per bundle, shared by concurrent first uses; a failed load is tried again on the next use. */
export function onceEach(load: LoadBundle): LoadBundle {
  const loads = new Map<string, () => Promise<unknown>>();
  return (name) => {
    let loading = loads.get(name);
    if (!loading) {
      loading = loadOnce(() => load(name));
      loads.set(name, loading);
    }
    return loading();
  };
}
