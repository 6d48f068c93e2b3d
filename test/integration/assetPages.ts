// What the asset and search tests share: the asset pages as the extension's API lists them, and waits on them.
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
