// The NFTs view as activation registers it: the view and its two commands. What fills it (./nftFeature, its own
// bundle) loads when the view first asks for rows or a command of the view runs, so a user who never opens the
// view never loads it, and the view asks for rows only while it is visible.
import { LOAD_MORE_NFTS, REFRESH_NFTS } from '../commandIds';
import * as vscode from 'vscode';
import { loadOnce } from '../platform/types';
import type { NftFeature, NftFeatureDeps } from './nftFeature';
import type { NftNode } from './nftTree';

const NFTS_VIEW = 'walletscope.nfts';

export interface NftView extends vscode.Disposable {
  readonly tree: vscode.TreeDataProvider<unknown>;
}

export function registerNftView(load: () => Promise<typeof import('./nftFeature')>, deps: Omit<NftFeatureDeps, 'view'>): NftView {
  const changed = new vscode.EventEmitter<void>();
  let feature: NftFeature | undefined;
  let disposed = false;
  const tree: vscode.TreeDataProvider<NftNode> = {
    onDidChangeTreeData: changed.event,
    getChildren: async (node) => (await start()).tree.getChildren(node),
    getTreeItem: (node) => (feature as NftFeature).tree.getTreeItem(node), // rows come only from the started feature
  };
  const view = vscode.window.createTreeView(NFTS_VIEW, { treeDataProvider: tree, showCollapseAll: true });
  const start = loadOnce(async () => {
    const { startNfts } = await load();
    if (disposed) throw new Error('the NFTs view is closed');
    if (!feature) {
      feature = startNfts({ ...deps, view: view as vscode.TreeView<unknown> });
      feature.tree.onDidChangeTreeData(() => changed.fire());
    }
    return feature;
  });
  const withProgress = (work: (nfts: NftFeature) => Promise<void>) =>
    vscode.window.withProgress({ location: { viewId: NFTS_VIEW } }, async () => work(await start()));
  const disposable = vscode.Disposable.from(
    view, changed,
    vscode.commands.registerCommand(REFRESH_NFTS, () => withProgress((nfts) => nfts.refresh())),
    vscode.commands.registerCommand(LOAD_MORE_NFTS, (address: unknown) => typeof address === 'string'
      ? withProgress((nfts) => nfts.loadMore(address)) : undefined),
  );
  return {
    tree: tree as vscode.TreeDataProvider<unknown>,
    dispose: () => { disposed = true; disposable.dispose(); feature?.dispose(); },
  };
}
