// Which entry of a batched price answer belongs to which followed price: by the service's asset id, or by contract
// for a token (its chain preferred when the same address answers on several). Never by symbol: a look-alike named
// "USDC" must not get USDC's price.
import { addressKey } from '../detect/evm';
import { targetKey, type FeedTarget } from './priceTarget';
import type { MarketEntry } from './schemas';
import type { PriceQuote } from './types';

/** Linear in contracts and targets: an answer may put 100,000 contracts on one address (each once copied into
 *  a growing list, that took a minute), so each address a target names keeps only its first entry per chain, in
 *  answer order, and no other address is kept. */
export function matchQuotes(targets: readonly FeedTarget[], entries: readonly MarketEntry[], at: number): Map<string, PriceQuote> {
  const byId = new Map<number, MarketEntry>();
  const byAddress = new Map<string, Map<string, MarketEntry>>();
  for (const target of targets) if (target.kind !== 'asset') byAddress.set(addressKey(target.address), new Map());
  // Looked up once for each run of one address, as answers repeat them: lower-casing every contract's was 25 ms of 90
  // for the 10 MB answer that names one address 100,000 times.
  let address: string | undefined;
  let chains: Map<string, MarketEntry> | undefined;
  for (const entry of entries) {
    if (entry.price === undefined) continue;
    if (entry.id !== undefined && !byId.has(entry.id)) byId.set(entry.id, entry);
    for (const contract of entry.contracts) {
      if (contract.address !== address) chains = byAddress.get(addressKey((address = contract.address)));
      if (!chains) continue;
      const chain = (contract.blockchain ?? '').toLowerCase();
      if (!chains.has(chain)) chains.set(chain, entry);
    }
  }
  const quotes = new Map<string, PriceQuote>();
  for (const target of targets) {
    let entry: MarketEntry | undefined;
    if (target.kind === 'asset') entry = byId.get(target.id);
    else {
      const chains = byAddress.get(addressKey(target.address));
      // The first chain set is the first contract's: the answer's first entry for the address, as before.
      entry = chains?.get(target.blockchain.toLowerCase()) ?? chains?.values().next().value;
    }
    if (entry?.price !== undefined) quotes.set(targetKey(target), { priceUsd: entry.price, change24hPercent: entry.change24h, at });
  }
  return quotes;
}
