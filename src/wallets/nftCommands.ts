// Actions on NFT rows: copy the contract or token id, open the token URI (http(s) only, ipfs via gateway).
import { COPY_NFT_CONTRACT, COPY_NFT_TOKEN_ID, OPEN_TOKEN_URI } from '../commandIds';
import * as vscode from 'vscode';
import { notify, statusMessage } from '../surfaces';
import type { Config } from '../config';
import { openableTokenUri } from './model';
import type { NftNode } from './nftTree';
import type { CommandHandlers } from '../platform/lazyCommands';

export function nftCommandHandlers(config: Config, log: vscode.LogOutputChannel): CommandHandlers {
  const copy = async (text: string | undefined, what: string) => {
    if (!text) return;
    await vscode.env.clipboard.writeText(text);
    statusMessage('copy', `Copied ${what} ${text}`);
  };
  return {
    [COPY_NFT_CONTRACT]: (node?: NftNode) =>
      copy(node?.kind === 'item' ? node.nft.contract : node?.kind === 'collection' ? node.collection.contract : undefined, 'contract'),
    [COPY_NFT_TOKEN_ID]: (node?: NftNode) => copy(node?.kind === 'item' ? node.nft.tokenId : undefined, 'token id'),
    [OPEN_TOKEN_URI]: async (node?: NftNode) => {
      if (node?.kind !== 'item') return;
      const url = openableTokenUri(node.nft.tokenUri, config.ipfsGateway);
      if (!url) {
        // A token URI is the NFT issuer's text (an NFT can be airdropped to anyone): it goes to the log, not the notification.
        log.warn(`Not opened, not an http(s) or ipfs:// token URI: ${JSON.stringify(node.nft.tokenUri ?? null)}`);
        return void notify('warning', 'This NFT\'s token URI is not an http(s) or ipfs:// link, so it is not opened. The log has it.');
      }
      await vscode.env.openExternal(vscode.Uri.parse(url, true));
    },
  };
}
