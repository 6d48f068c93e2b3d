// What the asset, search and Discover Tokens tests share: the asset pages as the extension's API lists them, waits on
// them and on what an open quick pick shows.
import * as vscode from 'vscode';
import { activateExtension, waitFor } from './helpers';

export interface PageInfo { asset: string; blockchain: string | undefined; title: string; status: string; ready: boolean; active: boolean }
export interface AssetPanelsApi {
  list(): PageInfo[];
  postFromPage(asset: string, message: unknown): Promise<{ accepted: boolean; detail: string }>;
  searchItems(): string[] | undefined;
}

export async function assetPanels(): Promise<AssetPanelsApi> {
  return ((await activateExtension()).exports as { assetPanels: AssetPanelsApi }).assetPanels;
}

/** Waits until the page opened for `asset` is in `status` and its script has answered the handshake. */
export async function pageWhen(asset: string, status: string): Promise<PageInfo> {
  const api = await assetPanels();
  return waitFor(`the page for ${asset} to be ${status} and ready`, () => api.list().find((p) => p.asset === asset && p.status === status && p.ready), {
    timeoutMs: 20_000, intervalMs: 50,
  });
}

export async function closeAllEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const api = await assetPanels();
  await waitFor('every asset page to close', () => api.list().length === 0, { timeoutMs: 10_000, intervalMs: 50 });
}

/** Waits until what an open quick pick shows (`read`: the extension's API's view of it) is `ready`. */
export function shownWhen<T>(what: string, read: () => T | undefined, ready: (shown: T) => boolean): Promise<T> {
  return waitFor(what, () => {
    const shown = read();
    return shown !== undefined && ready(shown) ? shown : undefined;
  }, { timeoutMs: 15_000, intervalMs: 50 });
}

/** After a quick pick's test: the picker closed, and every page it opened. */
export async function closePickerAndEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  await closeAllEditors();
}
