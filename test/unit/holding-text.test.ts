import assert from 'node:assert/strict';
import type { Holding } from '../../src/api/types';
import { chainBalanceText, holdingText } from '../../src/format/holdingText';

const usdc: Holding = {
  asset: { id: 1, name: 'USD Coin', symbol: 'USDC', logo: undefined, contracts: [], blockchains: ['Ethereum', 'Base'] },
  price: 1.0001, tokenBalance: 2045.75, usdValue: 2045.95, allocation: 61.234, priceChange24h: -0.02, priceBought: 0.999, roi: 0.11,
  realizedPnl: undefined, unrealizedPnl: undefined,
  chainBalances: [
    { chain: 'Ethereum', chainId: 'evm:1', tokenBalance: 1200, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { chain: 'Base', chainId: 'evm:8453', tokenBalance: 845.75, address: undefined },
  ],
};

describe('holding row text', () => {
  it('shows symbol and name, USD value and balance, and the details in the tooltip', () => {
    const text = holdingText(usdc);
    assert.equal(text.label, 'USDC · USD Coin');
    assert.equal(text.description, '$2,045.95 · 2,045.75');
    assert.equal(text.tooltip, [
      'USD Coin (USDC)', 'Price $1.00 (−0.02% 24h)', 'Balance 2,045.75 USDC', 'Value $2,045.95', 'Allocation 61.23%',
      'Bought at $0.999 (average)', 'ROI +0.11%', 'On Ethereum, Base',
    ].join('\n'));
  });

  it('leaves out what the service did not send, and does not repeat a name equal to the symbol', () => {
    const bare = holdingText({ ...usdc, asset: { ...usdc.asset, name: 'USDC' }, allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined, chainBalances: [] });
    assert.equal(bare.label, 'USDC');
    assert.equal(bare.tooltip.split('\n').length, 5);
  });

  it('shows each chain\'s balance and its USD value', () => {
    assert.deepEqual(chainBalanceText(usdc, usdc.chainBalances[1]!), { label: 'Base', description: '845.75 · $845.83', tooltip: 'Base' });
  });

  it('warns in the tooltip when the name or symbol mixes look-alike alphabets', () => {
    const fake = holdingText({ ...usdc, asset: { ...usdc.asset, symbol: 'USD\u0421' } });
    assert.equal(fake.tooltip.split('\n')[1], '⚠ Its name or symbol mixes letters of different alphabets, a common trick of look-alike tokens.');
    assert.doesNotMatch(holdingText(usdc).tooltip, /alphabets/);
  });
});
