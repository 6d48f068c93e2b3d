// A wallet's transactions as the reference server keeps them, before any rendering: what moved, on which chain,
// when and with whom, from the wallet's side. ./activity builds them; the activity, transactions and history
// endpoints render or replay them. Amounts are token units, always positive; the type says the direction.
import { createHash } from 'node:crypto';
import { base58Encode } from '../base58';
import { NATIVE_EVM } from './asset-seed';
import { contractOn, realAsset } from './catalogue';
import { sha256Hex } from './deterministic';
import type { Platform } from './entities';
import type { AssetRecord, ChainName } from './types';

export type TransferType = 'TOKEN_IN' | 'TOKEN_OUT' | 'NATIVE_IN' | 'NATIVE_OUT' | 'VAULT_DEPOSIT' | 'VAULT_WITHDRAW' | 'VAULT_UNSTAKE';

export interface SwapAction {
  model: 'swap';
  /** What the wallet gave (the service's `swapAssetIn`) and what it got (`swapAssetOut`). */
  sold: AssetRecord;
  soldAmount: number;
  bought: AssetRecord;
  boughtAmount: number;
  platform: Platform;
}

export interface TransferAction {
  model: 'transfer';
  type: TransferType;
  asset: AssetRecord;
  amount: number;
  from: string;
  to: string;
}

export type TxAction = SwapAction | TransferAction;

export interface WalletTx {
  chain: ChainName;
  /** ms since the epoch. */
  at: number;
  hash: string;
  block: number;
  /** Position in its block. */
  index: number;
  /** The fee in the chain's gas coin. */
  feeNative: number;
  /** Whether the wallet sent the transaction (and so paid its fee). */
  sentByWallet: boolean;
  actions: TxAction[];
}

const INCOMING: ReadonlySet<TransferType> = new Set(['TOKEN_IN', 'NATIVE_IN', 'VAULT_WITHDRAW', 'VAULT_UNSTAKE']);

export function isIncoming(type: TransferType): boolean {
  return INCOMING.has(type);
}

const SOL_MINT = 'So11111111111111111111111111111111111111112';
const GAS_COIN: Readonly<Record<ChainName, string>> = {
  Ethereum: 'ETH', Base: 'ETH', Arbitrum: 'ETH', 'BNB Smart Chain (BEP20)': 'BNB', Polygon: 'POL', Solana: 'SOL',
};

export function gasCoin(chain: ChainName): AssetRecord {
  return realAsset(GAS_COIN[chain]);
}

/** Whether the asset is the chain's gas coin there (no contract: the EVM placeholder, or SOL's mint). */
export function isNativeOn(asset: AssetRecord, chain: ChainName): boolean {
  const contract = contractOn(asset, chain);
  return contract === NATIVE_EVM || contract === SOL_MINT;
}

/** One balance change of the wallet: an asset on a chain, signed. */
export interface BalanceDelta {
  asset: AssetRecord;
  chain: ChainName;
  delta: number;
}

/** What a transaction did to the wallet's balances, its fee included when it sent it. */
export function txDeltas(tx: WalletTx): BalanceDelta[] {
  const out: BalanceDelta[] = [];
  for (const action of tx.actions) {
    if (action.model === 'swap') {
      out.push({ asset: action.sold, chain: tx.chain, delta: -action.soldAmount }, { asset: action.bought, chain: tx.chain, delta: action.boughtAmount });
    } else {
      out.push({ asset: action.asset, chain: tx.chain, delta: isIncoming(action.type) ? action.amount : -action.amount });
    }
  }
  if (tx.sentByWallet && tx.feeNative > 0) out.push({ asset: gasCoin(tx.chain), chain: tx.chain, delta: -tx.feeNative });
  return out;
}

/** A transaction hash that fits the chain: 32 bytes of hex on EVM chains, a 64-byte base58 signature on Solana. */
export function txHashFor(chain: ChainName, label: string): string {
  if (chain !== 'Solana') return `0x${sha256Hex(`tx:${label}`)}`;
  const half = (part: string) => createHash('sha256').update(`sig:${part}:${label}`).digest();
  return base58Encode(Buffer.concat([half('a'), half('b')]));
}

/** [a known block's time, its number, ms per block], so block numbers grow with time as on each chain. */
const BLOCKS: Readonly<Record<ChainName, readonly [number, number, number]>> = {
  Ethereum: [Date.UTC(2025, 0, 1), 21_525_000, 12_000], Base: [Date.UTC(2025, 0, 1), 24_400_000, 2_000],
  Arbitrum: [Date.UTC(2025, 0, 1), 290_000_000, 250], 'BNB Smart Chain (BEP20)': [Date.UTC(2025, 0, 1), 45_300_000, 3_000],
  Polygon: [Date.UTC(2025, 0, 1), 66_200_000, 2_000], Solana: [Date.UTC(2025, 0, 1), 311_000_000, 400],
};

export function blockAt(chain: ChainName, at: number): number {
  const [time, block, ms] = BLOCKS[chain];
  return Math.max(1, block + Math.floor((at - time) / ms));
}

/** A fee in the gas coin, as the chain usually charges: dollars on Ethereum, fractions of a cent on L2s and Solana. */
const FEE_RANGE: Readonly<Record<ChainName, readonly [number, number]>> = {
  Ethereum: [0.0003, 0.0028], Base: [0.000002, 0.00002], Arbitrum: [0.000004, 0.00004], 'BNB Smart Chain (BEP20)': [0.00005, 0.0003],
  Polygon: [0.004, 0.04], Solana: [0.000005, 0.00008],
};

export function feeRange(chain: ChainName): readonly [number, number] {
  return FEE_RANGE[chain];
}
