// Which chains each wallet is asked for: every chain at a wallet's first fetch and daily, then only the chains it holds
// something on; Solana only for a Solana address; the user's chains as chosen; nothing for a wallet that held nothing.
import assert from 'node:assert/strict';
import type { Holding, Portfolio } from '../../src/api/types';
import { FULL_FETCH_EVERY_MS, heldChains, planPrice, planRefresh } from '../../src/wallets/refreshPlan';
import { WALLETS } from '../server/data/wallet-addresses';

const NOW = Date.UTC(2026, 10, 23, 12);
const holding = (chains: string[]): Holding => ({
  asset: { id: 1, name: 'X', symbol: 'X', logo: undefined, contracts: [], blockchains: chains }, price: 1, tokenBalance: 1, usdValue: 1,
  allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined, realizedPnl: undefined, unrealizedPnl: undefined,
  chainBalances: chains.map((chain) => ({ chain, chainId: undefined, tokenBalance: 1, address: undefined })),
});

describe('wallets: which chains a refresh asks', () => {
  it('asks every chain of an EVM wallet never fetched, and only Solana of a Solana wallet', () => {
    const plan = planRefresh([{ address: WALLETS.ordinary }, { address: WALLETS.solana }], () => undefined, NOW, false, 20);
    assert.deepEqual(plan.groups.map((g) => [g.wallets, g.chains]), [[[WALLETS.ordinary], undefined], [[WALLETS.solana], ['Solana']]]);
    assert.deepEqual([...plan.full], [WALLETS.ordinary]);
    assert.equal(planPrice(plan, 6), 6 + 1);
  });

  it('names the chains a wallet held something on at its last full fetch, and asks them together with wallets like it', () => {
    const known = { heldChains: ['Base', 'Ethereum'], fullAt: NOW - 3_600_000 };
    const plan = planRefresh([{ address: WALLETS.ordinary }, { address: WALLETS.multichain }, { address: WALLETS.mixed }],
      (a) => (a === WALLETS.mixed ? { heldChains: ['Ethereum'], fullAt: NOW - 60_000 } : known), NOW, false, 20);
    assert.deepEqual(plan.groups.map((g) => [g.wallets, g.chains]), [[[WALLETS.ordinary, WALLETS.multichain], ['Base', 'Ethereum']], [[WALLETS.mixed], ['Ethereum']]]);
    assert.equal(plan.full.size, 0);
    assert.equal(planPrice(plan), 2 * 2 + 1);
  });

  it('asks every chain again once a day, and whenever the user asks for every chain', () => {
    const stale = () => ({ heldChains: ['Ethereum'], fullAt: NOW - FULL_FETCH_EVERY_MS });
    assert.equal(planRefresh([{ address: WALLETS.ordinary }], stale, NOW, false, 20).groups[0]?.chains, undefined);
    const fresh = () => ({ heldChains: ['Ethereum'], fullAt: NOW - 60_000 });
    assert.equal(planRefresh([{ address: WALLETS.ordinary }], fresh, NOW, true, 20).groups[0]?.chains, undefined);
  });

  it('asks the chains the user chose as chosen, and skips a wallet that held nothing until its next daily fetch', () => {
    const plan = planRefresh([{ address: WALLETS.ordinary, chains: ['Polygon'] }, { address: WALLETS.empty }],
      () => ({ heldChains: [], fullAt: NOW - 60_000 }), NOW, false, 20);
    assert.deepEqual(plan.groups.map((g) => [g.wallets, g.chains]), [[[WALLETS.ordinary], ['Polygon']]]);
    assert.deepEqual(plan.skipped, [WALLETS.empty]);
  });

  it('reads the chains a portfolio holds from its balances per chain, and knows nothing when a holding does not say', () => {
    const portfolio = (holdings: Holding[]): Portfolio => ({ wallet: '0x', totalUsd: 1, holdings });
    assert.deepEqual(heldChains(portfolio([holding(['Ethereum', 'Base']), holding(['Base'])])), ['Base', 'Ethereum']);
    assert.deepEqual(heldChains(portfolio([])), []);
    assert.equal(heldChains(portfolio([holding(['Ethereum']), { ...holding([]), chainBalances: [] }])), undefined);
  });
});
