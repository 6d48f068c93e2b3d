// Asset records (metadata response, and the asset inside multi-wallet holdings) and search results.
import { z } from 'zod';
import type { Asset, SearchResult } from '../types';
import { idString, optionalNumber, optionalString, pairContracts, rawContracts, stringList, tolerantArray } from './primitives';

const assetRecord = z.object({
  id: optionalNumber,
  name: z.string().min(1),
  symbol: z.string(),
  contracts: rawContracts,
  blockchains: stringList,
  logo: optionalString,
  price: optionalNumber,
  market_cap: optionalNumber,
  liquidity: optionalNumber,
  volume: optionalNumber,
  description: optionalString,
  website: optionalString,
  twitter: optionalString,
  discord: optionalString,
  chat: optionalString,
  kyc: optionalString,
  audit: optionalString,
  total_supply: optionalNumber,
  circulating_supply: optionalNumber,
  max_supply: optionalNumber,
  circulating_supply_addresses: stringList,
  total_supply_contracts: stringList,
  rank: optionalNumber,
  decimals: optionalNumber,
});

export const assetSchema = assetRecord.transform((r): Asset => ({
  id: r.id,
  name: r.name,
  symbol: r.symbol,
  logo: r.logo,
  contracts: pairContracts(r.contracts, r.blockchains),
  blockchains: r.blockchains,
  price: r.price,
  marketCap: r.market_cap,
  liquidity: r.liquidity,
  volume: r.volume,
  description: r.description,
  website: r.website,
  twitter: r.twitter,
  discord: r.discord,
  chat: r.chat,
  kyc: r.kyc,
  audit: r.audit,
  totalSupply: r.total_supply,
  circulatingSupply: r.circulating_supply,
  maxSupply: r.max_supply,
  circulatingSupplyAddresses: r.circulating_supply_addresses,
  totalSupplyContracts: r.total_supply_contracts,
  rank: r.rank,
  decimals: r.decimals,
}));

const searchRecord = z
  .object({
    id: idString,
    name: z.string().min(1),
    symbol: z.string(),
    contracts: rawContracts,
    blockchains: stringList,
    logo: optionalString,
    price: optionalNumber,
    market_cap: optionalNumber,
    liquidity: optionalNumber,
    volume: optionalNumber,
    website: optionalString,
    twitter: optionalString,
  })
  .transform((r): SearchResult => ({
    id: r.id === undefined ? undefined : Number(r.id) || undefined,
    name: r.name,
    symbol: r.symbol,
    logo: r.logo,
    contracts: pairContracts(r.contracts, r.blockchains),
    blockchains: r.blockchains,
    price: r.price,
    marketCap: r.market_cap,
    liquidity: r.liquidity,
    volume: r.volume,
    website: r.website,
    twitter: r.twitter,
  }));

/** `data` is an array in the live service and may be a single object (spec 4.3). */
export const searchResponseSchema = z
  .object({ data: z.union([tolerantArray(searchRecord), searchRecord]).nullish() })
  .transform((r): SearchResult[] => (r.data == null ? [] : Array.isArray(r.data) ? r.data : [r.data]));
