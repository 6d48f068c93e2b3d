// Inline notes (VS Code inlay hints, LSP 3.17 inlay hints) after known token addresses (symbol and price) and after
// pools a hover or page already found (pair and liquidity).
// Both hosts ask only for a range of the document; lookups share the client's cache and stop with the request.
import type { WalletAssetClient } from '../api/client';
import type { Pool } from '../api/markets/types';
import type { Asset } from '../api/types';
import { findAddresses } from '../detect';
import { formatPrice, formatUsdCompact } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { withDeadline, type CancelToken } from './deadline';
import { poolTarget } from './poolTarget';
import { peekPool } from '../api/markets/requests';

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
    // A pool is never asked for here (a credit per address in view): a hover or a page that found one taught it.
    const pool = asset ? undefined : peekPool(client, poolTarget(a));
    return asset ? [{ offset: a.end, ...noteText(asset) }] : pool ? [{ offset: a.end, ...poolNoteText(pool) }] : [];
  });
}

function poolNoteText(pool: Pool): Pick<InlineNote, 'label' | 'tooltip'> {
  const pair = `${pool.base.symbol ?? '?'}/${pool.quote.symbol ?? '?'}`;
  return {
    label: `${safeLabel(pair, 30)} pool${pool.liquidityUSD !== undefined ? ` ${formatUsdCompact(pool.liquidityUSD)}` : ''}`,
    tooltip: safeLabel(`${pair} pool on ${pool.exchange.name ?? 'a DEX'} (${pool.blockchain}), liquidity, from Walletscope`, 300),
  };
}

function noteText(asset: Asset): Pick<InlineNote, 'label' | 'tooltip'> {
  return {
    label: `${safeLabel(asset.symbol, 20)}${asset.price !== undefined ? ` ${formatPrice(asset.price)}` : ''}`,
    tooltip: safeLabel(`${asset.name} (${asset.symbol}), from Walletscope`, 300),
  };
}
