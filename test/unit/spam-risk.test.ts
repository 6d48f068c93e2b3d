import assert from 'node:assert/strict';
import { contractSecurities } from '../../src/api/schemas/security';
import type { Holding } from '../../src/api/types';
import { isHoneypot, riskFlags, riskLine } from '../../src/format/risk';
import { spamReason } from '../../src/detect/spam';

function holding(name: string, symbol: string, fields: Partial<Holding> & { id?: number } = {}): Holding {
  return {
    asset: { id: fields.id, name, symbol, logo: undefined, contracts: [], blockchains: [] },
    price: 1, tokenBalance: 100, usdValue: 100, allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined,
    realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [], liquidity: 50_000, ...fields,
  };
}

describe('spam and risk rules', () => {
  it('flags airdrop lures and link-carrying names seen in real wallets', () => {
    const spam = [
      ['Visit lido-rewards.xyz to claim', 'LDO-R'], ['$ USDC Reward', 'Claim at usdc-gift.com'], ['t.me/freeairdrops', 'FREE'],
      ['Voucher for 1000 UNI', 'UNIV'], ['https://eth-claim.site', 'ETH'], ['www.pepe2.vip', 'PEPE2'], ['You are eligible', 'ELIG'],
    ];
    for (const [name, symbol] of spam) assert.ok(spamReason(holding(name!, symbol!)), `${name} / ${symbol}`);
  });

  it('leaves real tokens alone, including names with dots or "free" as part of a word', () => {
    const clean = [['USD Coin', 'USDC', 3408], ['Wrapped Ether', 'WETH', 2396], ['Lido Staked ETH', 'stETH', 3000], ['Freedom Token', 'FREEDOM', 1], ['Pepe', 'PEPE', 8], ['Bonk', 'BONK', 9], ['Ondo', 'ONDO', 10]] as const;
    for (const [name, symbol, id] of clean) assert.equal(spamReason(holding(name, symbol, { id })), undefined, name);
  });

  it('flags what has no price and no liquidity, and unlisted dust', () => {
    assert.match(spamReason(holding('Some Token', 'SOME', { price: 0, liquidity: undefined, usdValue: 0 }))!, /no price and no liquidity/);
    assert.match(spamReason(holding('Some Token', 'SOME', { usdValue: 0.2, liquidity: 30 }))!, /unlisted dust/);
    assert.equal(spamReason(holding('Some Token', 'SOME', { usdValue: 0.2, liquidity: 30, id: 7 })), undefined, 'listed dust is not spam');
    assert.equal(spamReason(holding('Some Token', 'SOME', { usdValue: 250, liquidity: 30 })), undefined, 'worth something: shown');
  });

  it('reads scans from contracts_balances: taxes as strings, unscanned contracts left out', () => {
    const scans = contractSecurities.parse([
      { address: '0xa', security: { isHoneypot: true, sellTax: '100.00', buyTax: '0.00', isMintable: true, transferPausable: true, isBlacklisted: true } },
      { address: '0xb', security: null },
      { address: '0xc' },
      'garbage',
    ]);
    assert.equal(scans.length, 1);
    assert.deepEqual([scans[0]!.isHoneypot, scans[0]!.sellTax, scans[0]!.buyTax], [true, 100, 0]);
  });

  it('maps flags to reasons, worst first, and honeypots are left out of totals', () => {
    const honeypot = riskFlags(contractSecurities.parse([{ address: '0xa', security: { isHoneypot: true, sellTax: '100.00', isMintable: true, transferPausable: true, isBlacklisted: true } }]));
    assert.deepEqual(honeypot.map((r) => r.kind), ['honeypot', 'sellTax', 'blacklist', 'pausable', 'mintable']);
    assert.equal(riskLine(honeypot), 'Honeypot: it cannot be sold (+4 more)');
    assert.ok(isHoneypot(honeypot));
    const taxed = riskFlags(contractSecurities.parse([{ address: '0xb', security: { isHoneypot: false, sellTax: '25.00', buyTax: '5.00' } }]));
    assert.deepEqual(taxed, [{ kind: 'sellTax', reason: '25% sell tax' }], 'a 5% buy tax is under the threshold');
    assert.ok(!isHoneypot(taxed));
    assert.deepEqual(riskFlags(contractSecurities.parse([{ security: { noMintAuthority: true, frozen: false, buyTax: '0.00' } }])), [], 'a clean Solana scan');
    assert.deepEqual(riskFlags(contractSecurities.parse([{ security: { noMintAuthority: false, frozen: true } }])).map((r) => r.kind), ['frozen', 'mintable']);
    assert.deepEqual(riskFlags(undefined), []);
  });
});
