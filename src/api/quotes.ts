// Which entry of a batched price answer belongs to which followed price: by the service's asset id, or by contract
// for a token (its chain preferred when the same address answers on several). Never by symbol: a look-alike named
// "USDC" must not get USDC's price.
import { addressKey } from '../detect/evm';
import { targetKey, type FeedTarget } from './feed/target';
import type { MarketEntry } from './schemas';
import type { PriceQuote } from './types';

export function matchQuotes(targets: readonly FeedTarget[], entries: readonly MarketEntry[], at: number): Map<string, PriceQuote> {
  const byId = new Map<number, MarketEntry>();
  const byAddress = new Map<string, Array<{ entry: MarketEntry; chain: string }>>();
  for (const entry of entries) {
    if (entry.price === undefined) continue;
    if (entry.id !== undefined && !byId.has(entry.id)) byId.set(entry.id, entry);
    for (const contract of entry.contracts) {
      const key = addressKey(contract.address);
      byAddress.set(key, [...(byAddress.get(key) ?? []), { entry, chain: (contract.blockchain ?? '').toLowerCase() }]);
    }
  }
  const quotes = new Map<string, PriceQuote>();
  for (const target of targets) {
    let entry: MarketEntry | undefined;
    if (target.kind === 'asset') entry = byId.get(target.id);
    else {
      const candidates = byAddress.get(addressKey(target.address)) ?? [];
      entry = (candidates.find((c) => c.chain === target.blockchain.toLowerCase()) ?? candidates[0])?.entry;
    }
    if (entry?.price !== undefined) quotes.set(targetKey(target), { priceUsd: entry.price, change24hPercent: entry.change24h, at });
  }
  return quotes;
}
