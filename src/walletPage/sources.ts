// Where the wallet page's history and names come from (the wallet API's history and labels): one seam, so the page's
// parts take them as functions and the bench and tests can feed them.
import type { WalletAssetClient } from '../api/client';
import type { HistoryRange } from '../api/historyRanges';
import type { CallOptions } from '../api/options';
import type { AddressLabel, WalletHistory } from '../api/wallets/types';

export function walletHistory(_client: WalletAssetClient, _wallets: readonly string[], _range: HistoryRange, _options: CallOptions): Promise<WalletHistory> {
  return Promise.reject(new Error('wallet history is not available yet'));
}

export function walletLabels(_client: WalletAssetClient, _addresses: readonly string[], _options: CallOptions): Promise<ReadonlyMap<string, AddressLabel>> {
  return Promise.resolve(new Map());
}
