// Asset records (metadata response, and the asset inside multi-wallet holdings) and search results.
import * as z from 'zod/mini';
import type { Asset, SearchResult } from '../types';
import {
  idString, listOf, optionalNumber, optionalString, pairContracts, rawContracts, requiredString, stringList, tolerantArray,
} from './primitives';

const assetRecord = z.object({
  id: optionalNumber,
  name: requiredString,
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

export const assetSchema = z.pipe(
  assetRecord,
  z.transform((r): Asset => ({
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
  })),
);

const searchRecord = z.pipe(
  z.object({
    id: idString,
    name: requiredString,
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
  }),
  z.transform((r): SearchResult => ({
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
  })),
);

/** `data` is an array in the live service and may be a single object (spec 4.3). */
export const searchResponseSchema = z.pipe(
  z.object({ data: z.pipe(listOf, tolerantArray(searchRecord)) }),
  z.transform((r): SearchResult[] => r.data),
);
