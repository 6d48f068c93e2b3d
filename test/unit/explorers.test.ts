import assert from 'node:assert/strict';
import { explorerLink } from '../../src/format/explorers';
import { explorerLink as hoverExplorerLink } from '../../src/core/addressLinks';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('explorer links', () => {
  it('uses the built-in explorer for a known chain', () => {
    assert.deepEqual(explorerLink('Ethereum', USDC, 'token'), { name: 'Etherscan', url: `https://etherscan.io/token/${USDC}` });
    assert.deepEqual(explorerLink('evm:8453', USDC, 'address'), { name: 'BaseScan', url: `https://basescan.org/address/${USDC}` });
    assert.equal(explorerLink('Unknown chain', USDC, 'token'), undefined);
  });

  it('lets the user\'s template for a chain win, matched in any case', () => {
    const templates = { ethereum: 'https://eth.blockscout.com/address/{address}' };
    assert.deepEqual(explorerLink('Ethereum', USDC, 'token', templates), { name: 'eth.blockscout.com', url: `https://eth.blockscout.com/address/${USDC}` });
  });

  it('ignores templates that are not http(s) or have no {address}', () => {
    assert.equal(explorerLink('Ethereum', USDC, 'token', { Ethereum: 'javascript:alert("{address}")' })?.name, 'Etherscan');
    assert.equal(explorerLink('Ethereum', USDC, 'token', { Ethereum: 'https://example.com/' })?.name, 'Etherscan');
  });

  it('gives hovers a default chain per address family, and Tron its explorer', () => {
    assert.equal(hoverExplorerLink('evm', undefined, USDC, false, {})?.url, `https://etherscan.io/address/${USDC}`);
    assert.equal(hoverExplorerLink('tron', undefined, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false, {})?.url, 'https://tronscan.org/#/address/TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    assert.equal(hoverExplorerLink('solana', undefined, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', true, {})?.name, 'Solscan');
  });
});
