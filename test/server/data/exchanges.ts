// Centralized exchanges that list an asset (the live metadata's `cexs`). Ids are the exchanges' usual
// aggregator ids. Bigger market caps are listed on more exchanges; synthetic tokens on none.
import type { AssetRecord } from './types';
import { mediaUrl } from './deterministic';

export interface ExchangeListing {
  id: string;
  name: string;
  logo: string;
}

// Ordered from where small tokens list first to where only large ones do.
const EXCHANGES: ReadonlyArray<[id: string, name: string]> = [
  ['gate', 'Gate'], ['mxc', 'MEXC'], ['kucoin', 'KuCoin'], ['bitget', 'Bitget'], ['binance', 'Binance'],
  ['okex', 'OKX'], ['bybit_spot', 'Bybit'], ['huobi', 'HTX'], ['gdax', 'Coinbase Exchange'], ['kraken', 'Kraken'],
  ['crypto_com', 'Crypto.com Exchange'], ['upbit', 'Upbit'], ['bithumb', 'Bithumb'], ['bitfinex', 'Bitfinex'],
];

// Wrapped, bridged and liquid-staking receipts trade on-chain only; BUSD was delisted when it wound down.
const ON_CHAIN_ONLY = new Set(['WETH', 'stETH', 'wstETH', 'rETH', 'cbETH', 'mSOL', 'JitoSOL', 'USDC.e', 'USDbC', 'BTCB', 'cbBTC', 'BUSD']);

// Binance-ecosystem tokens Coinbase does not list.
const NOT_ON: Readonly<Record<string, readonly string[]>> = {
  gdax: ['BNB', 'CAKE', 'TWT', 'BabyDoge', 'FDUSD', 'XVS'],
};

function exchangeCount(marketCap: number): number {
  if (marketCap >= 50e9) return 14;
  if (marketCap >= 10e9) return 12;
  if (marketCap >= 2e9) return 10;
  if (marketCap >= 500e6) return 8;
  if (marketCap >= 100e6) return 6;
  return 4;
}

export function cexsFor(asset: AssetRecord): ExchangeListing[] {
  if (asset.tags.includes('synthetic') || ON_CHAIN_ONLY.has(asset.symbol)) return [];
  return EXCHANGES.slice(0, exchangeCount(asset.market_cap))
    .filter(([id]) => !(NOT_ON[id] ?? []).includes(asset.symbol))
    .map(([id, name]) => ({ id, name, logo: mediaUrl('exchanges', name) }));
}
