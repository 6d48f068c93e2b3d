// Who the demo wallets trade with, and what `/wallet/labels` says about them: exchanges' hot wallets, DEX routers,
// vaults and staking pools at their real addresses (EVM ones checksummed here, so a case slip cannot break them), and
// the labels the service keeps for a few demo wallets. Which one a transaction uses is decided in ./activity.
import { isSolanaAddress } from '../base58';
import { toChecksumAddress } from '../keccak';
import { mediaUrl } from './deterministic';
import type { ChainName } from './types';
import { WALLETS, type WalletRole } from './wallet-addresses';

export type EntityType = 'cex' | 'dex' | 'defi' | 'bridge' | 'individual' | 'fund';

export interface Entity {
  address: string;
  /** The service's name for the address ("Binance 14"). */
  name: string;
  type: EntityType;
  /** The entity's own labels (entityLabels) and the address's (labels). */
  entityLabels: string[];
  labels: string[];
  website: string | null;
  twitter: string | null;
}

const ENTITY_LABEL: Readonly<Record<EntityType, string>> = {
  cex: 'Centralized Exchange', dex: 'Decentralized Exchange', defi: 'DeFi Protocol', bridge: 'Bridge', individual: 'Public Figure', fund: 'Fund',
};

function entity(address: string, name: string, type: EntityType, labels: string[], website: string | null, twitter: string | null): Entity {
  const checked = address.startsWith('0x') ? toChecksumAddress(address) : address;
  if (!checked.startsWith('0x') && !isSolanaAddress(checked)) throw new Error(`not an address: ${address}`);
  return { address: checked, name, type, entityLabels: [ENTITY_LABEL[type]], labels, website, twitter };
}

const BINANCE = ['https://www.binance.com', 'https://twitter.com/binance'] as const;
const COINBASE = ['https://www.coinbase.com', 'https://twitter.com/coinbase'] as const;
const AAVE = ['https://aave.com', 'https://twitter.com/aave'] as const;

export const BINANCE_14 = entity('0x28C6c06298d514Db089934071355E5743bf21d60', 'Binance 14', 'cex', ['Exchange', 'Hot Wallet'], ...BINANCE);
export const BINANCE_8 = entity('0xF977814e90dA44bFA03b6295A0616a897441aceC', 'Binance 8', 'cex', ['Exchange', 'Hot Wallet'], ...BINANCE);
export const COINBASE_10 = entity('0xA9D1e08C7793af67e9d92fe308d5697FB81d3E43', 'Coinbase 10', 'cex', ['Exchange', 'Hot Wallet'], ...COINBASE);
export const KRAKEN_13 = entity('0xDA9dfA130Df4dE4673b89022EE50ff26f6EA73Cf', 'Kraken 13', 'cex', ['Exchange'], 'https://www.kraken.com', 'https://twitter.com/krakenfx');
export const BINANCE_SOLANA = entity('5tzFkiKscXHK5ZXCGbXZxdw7gTjjD1mBwuoFbhUvuAi9', 'Binance Hot Wallet', 'cex', ['Exchange', 'Hot Wallet'], ...BINANCE);
export const COINBASE_SOLANA = entity('H8sMJSCQxfKiFTCfDR3DUMLPwcRbM61LGFJ8N4dK3WjS', 'Coinbase 1', 'cex', ['Exchange', 'Hot Wallet'], ...COINBASE);

const UNISWAP_ROUTER = entity('0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD', 'Uniswap: Universal Router', 'dex', ['DEX'], 'https://uniswap.org', 'https://twitter.com/Uniswap');
const ONEINCH_ROUTER = entity('0x1111111254EEB25477B68fb85Ed929f73A960582', '1inch v5: Aggregation Router', 'dex', ['DEX Aggregator'], 'https://1inch.io', 'https://twitter.com/1inch');
const AERODROME_ROUTER = entity('0xcF77a3Ba9A5CA399B7c97c74d54e5b1Beb874E43', 'Aerodrome: Router', 'dex', ['DEX'], 'https://aerodrome.finance', 'https://twitter.com/AerodromeFi');
const PANCAKE_ROUTER = entity('0x13f4EA83D0bd40E75C8222255bc855a974568Dd4', 'PancakeSwap: Smart Router V3', 'dex', ['DEX'], 'https://pancakeswap.finance', 'https://twitter.com/PancakeSwap');
const QUICKSWAP_ROUTER = entity('0xa5E0829CaCEd8fFDD4De3c43696c57F7D7A678ff', 'QuickSwap: Router', 'dex', ['DEX'], 'https://quickswap.exchange', 'https://twitter.com/QuickswapDEX');
const JUPITER = entity('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4', 'Jupiter Aggregator v6', 'dex', ['DEX Aggregator'], 'https://jup.ag', 'https://twitter.com/JupiterExchange');
const RAYDIUM = entity('675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8', 'Raydium Liquidity Pool V4', 'dex', ['DEX'], 'https://raydium.io', 'https://twitter.com/RaydiumProtocol');

export const AAVE_ETHEREUM = entity('0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2', 'Aave V3: Pool', 'defi', ['Lending'], ...AAVE);
const AAVE_L2 = entity('0x794a61358D6845594F94dc1DB02A252b5b4814aD', 'Aave V3: Pool', 'defi', ['Lending'], ...AAVE);
const AAVE_BASE = entity('0xA238Dd80C259a72e81d7e4664a9801593F98d1c5', 'Aave V3: Pool', 'defi', ['Lending'], ...AAVE);
const LIDO = entity('0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84', 'Lido: stETH', 'defi', ['Liquid Staking'], 'https://lido.fi', 'https://twitter.com/LidoFinance');
const VENUS = entity('0xfD36E2c2a6789Db23113685031d7F16329158384', 'Venus: Comptroller', 'defi', ['Lending'], 'https://venus.io', 'https://twitter.com/VenusProtocol');
const MARINADE = entity('MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD', 'Marinade Finance', 'defi', ['Liquid Staking'], 'https://marinade.finance', 'https://twitter.com/MarinadeFinance');

/** A DEX as the activity's `swapPlatform` names it, with the router or program a v1 row names as the other side. */
export interface Platform {
  id: string;
  name: string;
  router: Entity;
}

const platform = (id: string, name: string, router: Entity): Platform => ({ id, name, router });

/** What happens on each chain: where swaps go, which exchanges send and receive, which vault takes deposits. */
export interface ChainVenues {
  /** The gas coin's symbol. */
  native: string;
  dexes: Platform[];
  exchanges: Entity[];
  vault: Entity;
  /** Whether deposits of the native coin there are staking (withdrawals are then unstakes). */
  staking?: { entity: Entity; symbol: string };
}

export const VENUES: Readonly<Record<ChainName, ChainVenues>> = {
  Ethereum: {
    native: 'ETH', dexes: [platform('uniswap-v3', 'Uniswap V3', UNISWAP_ROUTER), platform('uniswap-v2', 'Uniswap V2', UNISWAP_ROUTER), platform('1inch', '1inch', ONEINCH_ROUTER)],
    exchanges: [BINANCE_14, COINBASE_10, KRAKEN_13], vault: AAVE_ETHEREUM, staking: { entity: LIDO, symbol: 'ETH' },
  },
  Base: { native: 'ETH', dexes: [platform('aerodrome', 'Aerodrome', AERODROME_ROUTER), platform('uniswap-v3', 'Uniswap V3', UNISWAP_ROUTER)], exchanges: [COINBASE_10], vault: AAVE_BASE },
  Arbitrum: { native: 'ETH', dexes: [platform('uniswap-v3', 'Uniswap V3', UNISWAP_ROUTER), platform('1inch', '1inch', ONEINCH_ROUTER)], exchanges: [BINANCE_8], vault: AAVE_L2 },
  'BNB Smart Chain (BEP20)': { native: 'BNB', dexes: [platform('pancakeswap-v3', 'PancakeSwap V3', PANCAKE_ROUTER)], exchanges: [BINANCE_8], vault: VENUS },
  Polygon: { native: 'POL', dexes: [platform('quickswap', 'QuickSwap', QUICKSWAP_ROUTER), platform('uniswap-v3', 'Uniswap V3', UNISWAP_ROUTER)], exchanges: [BINANCE_8], vault: AAVE_L2 },
  Solana: {
    native: 'SOL', dexes: [platform('jupiter', 'Jupiter', JUPITER), platform('raydium', 'Raydium', RAYDIUM)],
    exchanges: [BINANCE_SOLANA, COINBASE_SOLANA], vault: MARINADE, staking: { entity: MARINADE, symbol: 'SOL' },
  },
};

export function platformLogo(p: Platform): string {
  return mediaUrl('platforms', p.name);
}

export function entityLogo(e: Entity): string {
  return mediaUrl('entities', e.name);
}

/** What the service says about a few demo wallets (the rest have no labels). */
const WALLET_LABELS: Partial<Record<WalletRole, { labels: string[]; entity?: Entity; fundedBy?: Entity }>> = {
  mixed: { labels: ['vitalik.eth', 'Ethereum Co-Founder'], entity: entity(WALLETS.mixed, 'Vitalik Buterin', 'individual', ['vitalik.eth'], 'https://vitalik.eth.limo', 'https://twitter.com/VitalikButerin') },
  whale: { labels: ['Whale', 'Smart Money'], fundedBy: BINANCE_14 },
  solana: { labels: ['Active Trader'], fundedBy: BINANCE_SOLANA },
  multichain: { labels: ['Bridge User'] },
  ordinary: { labels: [], fundedBy: COINBASE_10 },
};

export interface AddressLabels {
  labels: string[];
  entity: Entity | undefined;
  fundedBy: Entity | undefined;
}

const KNOWN: ReadonlyMap<string, AddressLabels> = new Map([
  ...[BINANCE_14, BINANCE_8, COINBASE_10, KRAKEN_13, BINANCE_SOLANA, COINBASE_SOLANA, UNISWAP_ROUTER, ONEINCH_ROUTER, AERODROME_ROUTER, PANCAKE_ROUTER,
    QUICKSWAP_ROUTER, JUPITER, RAYDIUM, AAVE_ETHEREUM, AAVE_L2, AAVE_BASE, LIDO, VENUS, MARINADE]
    .map((e): [string, AddressLabels] => [addressKey(e.address), { labels: e.labels, entity: e, fundedBy: undefined }]),
  ...(Object.entries(WALLET_LABELS) as Array<[WalletRole, NonNullable<(typeof WALLET_LABELS)[WalletRole]>]>)
    .map(([role, l]): [string, AddressLabels] => [addressKey(WALLETS[role]), { labels: l.labels, entity: l.entity, fundedBy: l.fundedBy }]),
]);

/** EVM hex is case-insensitive; base58 is not. */
export function addressKey(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address;
}

export function labelsOf(address: string): AddressLabels | undefined {
  return KNOWN.get(addressKey(address.trim()));
}
