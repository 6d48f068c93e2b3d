// The alerts' comparison of two refreshes (src/core/balanceDiff.ts) at its worst: a hostile answer that replaces ten
// thousand tokens by ten thousand others, all of one symbol and one amount (other contracts, or the same ones under a
// renamed chain). Medians of 9 runs after one, in this process (the sources under tsx). The quadratic comparison this
// replaced took 13 s on the first.
import { balancesOf, diffBalances } from '../src/core/balanceDiff';
import type { Portfolio } from '../src/api/types';
import { holding } from '../test/unit/overview-fixtures';
import { median } from './median';

const GOAL_MS = 100;

function tokens(n: number, contract: (i: number) => string, chain = 'Ethereum'): Portfolio {
  return { wallet: '0x1', totalUsd: n * 1000, holdings: Array.from({ length: n }, (_, i) =>
    holding('X', 1000, { id: i, symbol: 'X', price: 1, tokenBalance: 1000, chainBalances: [{ chain, chainId: undefined, tokenBalance: 1000, address: contract(i) }] })) };
}

export function benchAlertsCompare(): string[] {
  const hex = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
  const cases: Array<[string, Portfolio, Portfolio]> = [
    ['10,000 tokens replaced by 10,000 others', tokens(10_000, hex), tokens(10_000, (i) => hex(20_000 + i))],
    ['10,000 tokens refiled under a renamed chain', tokens(10_000, hex), tokens(10_000, hex, 'Ethereum Mainnet')],
  ];
  return cases.map(([label, a, b]) => {
    const before = balancesOf(a, 1), after = balancesOf(b, 2);
    const runs = Array.from({ length: 10 }, () => {
      const started = performance.now();
      diffBalances('0x1', before, after, 100);
      return performance.now() - started;
    }).slice(1);
    return `alerts  comparison, ${label}: median ${median(runs).toFixed(1)} ms, max ${Math.max(...runs).toFixed(1)} ms (goal < ${GOAL_MS} ms)`;
  });
}
