import assert from 'node:assert/strict';
import { checkWalletInput, isSolanaAddress, sameWallet } from '../../src/detect/walletInput';

describe('wallet input', () => {
  it('accepts EVM addresses, Solana addresses and ENS names', () => {
    assert.deepEqual(checkWalletInput(' 0x7cdCEc1688b3C228619F35b18C8328d473186720 '), { ok: true, kind: 'evm', address: '0x7cdCEc1688b3C228619F35b18C8328d473186720' });
    assert.deepEqual(checkWalletInput('89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz'), { ok: true, kind: 'solana', address: '89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz' });
    assert.deepEqual(checkWalletInput('Vitalik.ETH'), { ok: true, kind: 'ens', address: 'vitalik.eth' });
    assert.deepEqual(checkWalletInput('pay.team-x.eth'), { ok: true, kind: 'ens', address: 'pay.team-x.eth' });
  });

  it('explains what is wrong with malformed input', () => {
    const problem = (s: string) => { const r = checkWalletInput(s); return r.ok ? '' : r.problem; };
    assert.match(problem(''), /Enter an address/);
    assert.match(problem('0x7cdCEc1688b3C228619F35b18C8328d47318672'), /40 hex digits after 0x; this has 39/);
    assert.match(problem('0x7cdCEc1688b3C228619F35b18C8328d47318672g'), /only hex digits/);
    assert.match(problem('1111111111111111111111111111111111111111111'), /not a 32-byte Solana address/);
    assert.match(problem('hello world'), /Not an EVM address/);
    assert.match(problem('-bad.eth'), /Not an EVM address/);
  });

  it('checks Solana addresses decode to exactly 32 bytes', () => {
    assert.equal(isSolanaAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'), true);
    assert.equal(isSolanaAddress('So11111111111111111111111111111111111111112'), true);
    assert.equal(isSolanaAddress('11111111111111111111111111111111'), true, 'the system program: 32 zero bytes');
    assert.equal(isSolanaAddress('z'.repeat(44)), false, 'decodes to more than 32 bytes');
    assert.equal(isSolanaAddress('2'.repeat(32)), false, 'decodes to fewer than 32 bytes');
    assert.equal(isSolanaAddress('0OIl' + 'a'.repeat(30)), false);
  });

  it('treats EVM addresses and ENS names case-insensitively, Solana exactly', () => {
    assert.equal(sameWallet('0x7cdCEc1688b3C228619F35b18C8328d473186720', '0x7cdcec1688b3c228619f35b18c8328d473186720'), true);
    assert.equal(sameWallet('vitalik.eth', 'VITALIK.eth'), true);
    assert.equal(sameWallet('89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz', '89pfm3kbrqzdew7wzpulwfrmzps3hraph9yzmjjvuezz'), false);
  });
});
