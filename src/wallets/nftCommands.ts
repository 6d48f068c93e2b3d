// Actions on NFT rows: copy the contract or token id, open the token URI (http(s) only, ipfs via gateway).
import * as vscode from 'vscode';
import type { Config } from '../config';
import { openableTokenUri } from './model';
import type { NftNode } from './nftTree';

export function registerNftCommands(config: Config): vscode.Disposable {
  const copy = async (text: string | undefined, what: string) => {
    if (!text) return;
    await vscode.env.clipboard.writeText(text);
    vscode.window.setStatusBarMessage(`Copied ${what} ${text}`, 3000);
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand('walletscope.copyNftContract', (node?: NftNode) =>
      copy(node?.kind === 'item' ? node.nft.contract : node?.kind === 'collection' ? node.collection.contract : undefined, 'contract')),
    vscode.commands.registerCommand('walletscope.copyNftTokenId', (node?: NftNode) => copy(node?.kind === 'item' ? node.nft.tokenId : undefined, 'token id')),
    vscode.commands.registerCommand('walletscope.openTokenUri', async (node?: NftNode) => {
      if (node?.kind !== 'item') return;
      const url = openableTokenUri(node.nft.tokenUri, config.ipfsGateway);
      if (!url) return void vscode.window.showWarningMessage(`Walletscope: This token URI cannot be opened safely: ${node.nft.tokenUri ?? 'none'}`);
      await vscode.env.openExternal(vscode.Uri.parse(url, true));
    }),
  );
}
