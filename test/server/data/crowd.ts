// The crowd: up to a thousand more wallets the reference server knows, for measuring Walletscope at scale (a fund's
// or a whale watcher's list) and for `npm start -- --wallets N`. Each is derived from its index: an address (every
// fifth a Solana one), and two to seven holdings of real assets on one to three chains, so refreshes name chains as
// they do for real wallets. Built on first use: the demo's own wallets never pay for them.
import type { ChainName, Holding, WalletRecord } from './types';
import { realAsset } from './catalogue';
import { evmAddressFrom, rangeFrom, roundSignificant, solanaAddressFrom, unitFrom } from './deterministic';

/** How many crowd wallets the server knows. */
export const CROWD_SIZE = 1000;

const EVM_HOLDINGS: ReadonlyArray<readonly [string, ChainName]> = [
  ['ETH', 'Ethereum'], ['USDC', 'Ethereum'], ['USDT', 'Ethereum'], ['LINK', 'Ethereum'], ['UNI', 'Ethereum'], ['DAI', 'Ethereum'],
  ['PEPE', 'Ethereum'], ['USDC', 'Base'], ['ETH', 'Base'], ['AERO', 'Base'], ['ARB', 'Arbitrum'], ['ETH', 'Arbitrum'],
  ['GMX', 'Arbitrum'], ['POL', 'Polygon'], ['BNB', 'BNB Smart Chain (BEP20)'], ['CAKE', 'BNB Smart Chain (BEP20)'],
];
const SOLANA_HOLDINGS: ReadonlyArray<readonly [string, ChainName]> = [
  ['SOL', 'Solana'], ['USDC', 'Solana'], ['BONK', 'Solana'], ['JUP', 'Solana'], ['WIF', 'Solana'], ['PYTH', 'Solana'],
];

/** The i-th crowd wallet's address (0-based). */
export function crowdAddress(i: number): string {
  return i % 5 === 4 ? solanaAddressFrom(`crowd:${i}`) : evmAddressFrom(`crowd:${i}`);
}

/** The first `n` crowd wallets as a `walletscope.wallets` setting lists them. */
export function crowdWallets(n: number): Array<{ address: string; label: string }> {
  return Array.from({ length: Math.min(n, CROWD_SIZE) }, (_, i) => ({ address: crowdAddress(i), label: `Crowd ${i + 1}` }));
}

let byAddress: Map<string, WalletRecord> | undefined;

/** The crowd wallet at this address (EVM in any case), if it is one. */
export function crowdRecord(address: string): WalletRecord | undefined {
  byAddress ??= new Map(Array.from({ length: CROWD_SIZE }, (_, i) => {
    const record = crowdWallet(i);
    return [key(record.address), record] as const;
  }));
  return byAddress.get(key(address));
}

function key(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address;
}

function crowdWallet(i: number): WalletRecord {
  const address = crowdAddress(i);
  const pool = address.startsWith('0x') ? EVM_HOLDINGS : SOLANA_HOLDINGS;
  // A few chains' worth: a start and a stride through the pool, so wallets differ but stay few-chained.
  const count = 2 + Math.floor(unitFrom(`crowd:${i}:count`) * 6);
  const start = Math.floor(unitFrom(`crowd:${i}:start`) * pool.length);
  const chains = new Set<ChainName>();
  const holdings: Holding[] = [];
  for (let k = 0; k < count; k++) {
    const [symbol, chain] = pool[(start + k * 3) % pool.length]!;
    if (!chains.has(chain) && chains.size >= 3) continue;
    if (holdings.some((h) => h.asset.symbol === symbol && h.chain === chain)) continue;
    chains.add(chain);
    const asset = realAsset(symbol);
    holdings.push({ asset, chain, balance: roundSignificant(rangeFrom(`crowd:${i}:${k}`, 5, 50_000, true) / asset.price, 6) });
  }
  return { address, label: `crowd-${i + 1}`, holdings, nfts: [] };
}
