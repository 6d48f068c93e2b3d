// Wallet activity and history for the wallet page's tests and bench: transactions of every kind (swaps, transfers in
// and out with a counterparty, vault deposits and withdrawals, fees) from a seed, and a daily net worth series.
import type { ActivityAsset, ActivityTransaction } from '../../src/api/wallets/types';
import { random } from './overview-fixtures';

export const WALLET = '0x7cdc1e8b0d3e4ae8b3b7f0b1f9c3f0b3a1d26720';
export const BINANCE = '0x28c6c06298d514db089934071355e5743bf21d60';

export function asset(symbol: string, price = 1): ActivityAsset {
  return { id: symbol.length, name: symbol, symbol, contract: undefined, logo: undefined, price, liquidity: 1e7 };
}

const hash = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;

/** `n` transactions, newest first, an hour apart before `now`. */
export function transactions(n: number, seed = 1, now = Date.UTC(2026, 10, 27)): ActivityTransaction[] {
  const next = random(seed);
  return Array.from({ length: n }, (_, i): ActivityTransaction => {
    const kind = Math.floor(next() * 4);
    const usd = Math.round(next() * 10_000);
    const action = kind === 0
      ? { kind: 'swap' as const, assetIn: asset('ETH', 3340), amountIn: usd / 3340, assetOut: asset('USDC'), amountOut: usd, usd, platform: 'Uniswap V3' }
      : { kind: 'transfer' as const, direction: (['in', 'out', 'vaultDeposit'] as const)[kind - 1]!, asset: asset('USDC'), amount: usd, usd,
        from: BINANCE, to: WALLET, counterparty: kind === 3 ? '0x87870bca3f3fd6335c3f4ce8392d69350b4fa4e2' : BINANCE };
    return { chain: 'evm:1', hash: hash(i + 1), time: now - i * 3_600_000, timeInFuture: false, block: 20_000_000 - i, feeUsd: 1.25, actions: [action], moreActions: 0 };
  });
}

/** A year of daily net worth, oldest first. */
export function dailyHistory(days = 365, now = Date.UTC(2026, 10, 27)): { t: number[]; v: number[] } {
  const t: number[] = [];
  const v: number[] = [];
  for (let i = days - 1; i >= 0; i--) {
    t.push(now - i * 86_400_000);
    v.push(40_000 + 5_000 * Math.sin(i / 20) + i * 10);
  }
  return { t, v };
}
