// Turns a compact hand-written asset description into a full record, deriving what follows from it
// (market cap from price x circulating supply, logo path, 24h change) so the numbers stay consistent.
import type { AssetRecord, ChainName } from './types';
import { evmAddressFrom, rangeFrom, sha256Hex } from './deterministic';

export interface AssetSeed {
  id: number;
  name: string;
  symbol: string;
  /** [chain, contract, decimals]; natives on EVM chains use the 0xEeee... placeholder. */
  on: Array<[ChainName, string, number]>;
  price: number;
  circulating: number;
  total: number;
  max?: number | null;
  volume: number;
  liquidity: number;
  description: string;
  website?: string | null;
  twitter?: string | null;
  discord?: string | null;
  chat?: string | null;
  kyc?: string | null;
  audit?: string | null;
  tags: string[];
  listedAt: string;
  /** Number of treasury/vesting wallets excluded from circulating supply. */
  lockedWallets?: number;
}

export const NATIVE_EVM = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export function logoFor(name: string): string {
  return `https://metadata.mobula.io/assets/logos/${sha256Hex(`logo:${name}`)}.webp`;
}

export function buildAsset(seed: AssetSeed): AssetRecord {
  const contracts = seed.on.map(([, contract]) => contract);
  return {
    id: seed.id,
    name: seed.name,
    symbol: seed.symbol,
    contracts,
    blockchains: seed.on.map(([chain]) => chain),
    decimals: seed.on.map(([, , decimals]) => decimals),
    twitter: seed.twitter ?? null,
    website: seed.website ?? null,
    logo: logoFor(seed.name),
    price: seed.price,
    market_cap: Math.round(seed.price * seed.circulating),
    liquidity: seed.liquidity,
    volume: seed.volume,
    description: seed.description,
    kyc: seed.kyc ?? null,
    audit: seed.audit ?? null,
    total_supply_contracts: contracts.filter((c) => c !== NATIVE_EVM),
    total_supply: seed.total,
    circulating_supply: seed.circulating,
    circulating_supply_addresses: Array.from({ length: seed.lockedWallets ?? 0 },
      (_, i) => evmAddressFrom(`${seed.symbol}:locked:${i}`)),
    discord: seed.discord ?? null,
    max_supply: seed.max ?? null,
    chat: seed.chat ?? null,
    rank: 0, // assigned by the catalogue once every record is known
    tags: seed.tags,
    listed_at: seed.listedAt,
    price_change_24h: Number(rangeFrom(`change:${seed.symbol}`, -8, 8).toFixed(2)),
  };
}
