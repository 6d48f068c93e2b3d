// Inline notes (VS Code inlay hints, LSP 3.17 inlay hints) after known token addresses: symbol and price.
// Both hosts ask only for a range of the document; lookups share the client's cache and stop with the request.
import type { WalletAssetClient } from '../api/client';
import type { Asset } from '../api/types';
import { findAddresses } from '../detect';
import { formatPrice } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { withDeadline, type CancelToken } from './deadline';

/** A screenful rarely holds more; past this, notes would cost more requests than they are worth. */
export const MAX_LOOKUPS = 40;

export interface InlineNote {
  /** Offset in the text that was searched, just after the address. */
  readonly offset: number;
  readonly label: string;
  readonly tooltip: string;
}

/** Notes for the known token addresses in `text`; none when cancelled or out of time. */
export async function inlineNotes(client: WalletAssetClient, text: string, token: CancelToken, timeoutMs: number): Promise<InlineNote[]> {
  const found = findAddresses(text).slice(0, MAX_LOOKUPS);
  const unique = [...new Set(found.map((a) => a.address))];
  const outcome = await withDeadline(token, timeoutMs, (signal) =>
    Promise.all(unique.map((address) => client.getAssetMetadata(address, { signal, feature: 'inline' }).catch(() => undefined))));
  if (outcome.kind !== 'done') return [];
  const assets = new Map(unique.map((address, i) => [address, outcome.value[i]]));
  return found.flatMap((a) => {
    const asset = assets.get(a.address);
    return asset ? [{ offset: a.end, ...noteText(asset) }] : [];
  });
}

function noteText(asset: Asset): Pick<InlineNote, 'label' | 'tooltip'> {
  return {
    label: `${safeLabel(asset.symbol, 20)}${asset.price !== undefined ? ` ${formatPrice(asset.price)}` : ''}`,
    tooltip: safeLabel(`${asset.name} (${asset.symbol}), from Walletscope`, 300),
  };
}
