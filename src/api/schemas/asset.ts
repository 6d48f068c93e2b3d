// Asset records: the metadata response, and the asset inside multi-wallet holdings (spec 2.1 and the live
// service's record, which adds rank, per-contract decimals, tags, Telegram, exchanges, investors,
// distribution and unlocks). Only the name and symbol can make a record unreadable; the rest is read leniently.
import * as z from 'zod/mini';
import type { Asset } from '../types';
import { distribution, exchanges, investors, unlocks } from './assetExtras';
import { pairContracts, readDate, readNumber, readString, readStringList, recordOf, requiredString, type Wire } from './primitives';

/** The fields an asset record and a search hit must have. */
export const marketHead = z.object({ name: requiredString, symbol: z.string() });

/** The other fields read from both. */
export type MarketWire = Wire<'id' | 'logo' | 'contracts' | 'blockchains' | 'decimals' | 'price' | 'market_cap' | 'liquidity' | 'volume' | 'website' | 'twitter'>;

type AssetWire = MarketWire & Wire<'description' | 'discord' | 'chat' | 'telegram' | 'kyc' | 'audit' | 'total_supply' | 'circulating_supply'
  | 'max_supply' | 'circulating_supply_addresses' | 'total_supply_contracts' | 'rank' | 'tags' | 'listed_at' | 'cexs' | 'investors' | 'distribution'
  | 'release_schedule'>;

// Written out rather than spread from a mapper shared with search hits: spreading a returned object into this larger
// literal made reading a metadata record eight times slower (4 us to 30 us) in V8.
export const assetSchema = recordOf(marketHead, (head, r: AssetWire): Asset => {
  const blockchains = readStringList(r.blockchains);
  return {
    name: head.name, symbol: head.symbol, logo: readString(r.logo), contracts: pairContracts(r.contracts, blockchains, r.decimals), blockchains,
    price: readNumber(r.price), marketCap: readNumber(r.market_cap), liquidity: readNumber(r.liquidity), volume: readNumber(r.volume),
    website: readString(r.website), twitter: readString(r.twitter),
    id: readNumber(r.id),
    description: readString(r.description),
    discord: readString(r.discord),
    chat: readString(r.chat),
    telegram: readString(r.telegram),
    kyc: readString(r.kyc),
    audit: readString(r.audit),
    totalSupply: readNumber(r.total_supply),
    circulatingSupply: readNumber(r.circulating_supply),
    maxSupply: readNumber(r.max_supply),
    circulatingSupplyAddresses: readStringList(r.circulating_supply_addresses),
    totalSupplyContracts: readStringList(r.total_supply_contracts),
    rank: readNumber(r.rank),
    tags: readStringList(r.tags),
    listedAt: readDate(r.listed_at),
    exchanges: exchanges(r.cexs),
    investors: investors(r.investors),
    distribution: distribution(r.distribution),
    unlocks: unlocks(r.release_schedule),
  };
});
