// The pieces the VS Code hover and the language server share (src/core), in plain Node.
import assert from 'node:assert/strict';
import type { Asset } from '../../src/api/types';
import { hoverTarget, type HoverSettings } from '../../src/core/addressHover';
import { checksumFixes, checksumMessage } from '../../src/core/checksumFixes';
import { hoverApplies, lookupsAllowed } from '../../src/core/documentPolicy';
import { explorerTemplates } from '../../src/core/settings';
import { addressAt } from '../../src/detect';
import { assetHover, unknownAddressHover } from '../../src/format/hoverContent';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const asset = {
  id: 1, name: 'USD Coin', symbol: 'USDC', logo: 'https://metadata.mobula.io/assets/logos/usdc.webp', contracts: [{ address: USDC, blockchain: 'Ethereum' }],
  blockchains: ['Ethereum'], price: 1, website: 'https://www.circle.com', tags: [],
} as unknown as Asset;
const plain: HoverSettings = { requestTimeoutMs: 1000, explorers: {}, remoteImages: 'service', links: 'plain' };
const week = { t: [0, 1, 2], v: [1, 1.01, 1] };

describe('shared hover core', () => {
  it('builds portable markdown for other editors: https links only, no commands, icons or images', () => {
    const found = addressAt(`x = "${USDC.replace('A0b8', 'a0B8')}";`, 8)!;
    const md = assetHover(asset, hoverTarget(found, 'Ethereum', true, plain), week);
    assert.doesNotMatch(md, /command:/);
    assert.doesNotMatch(md, /\$\(warning\)/);
    assert.doesNotMatch(md, /!\[/, 'no logo or sparkline image');
    assert.match(md, /\*\*USD Coin\*\* \(USDC\)/);
    assert.match(md, /⚠ This mixed-case address fails its EIP-55 checksum/);
    assert.match(md, /\[Website\]\(https:\/\/www\.circle\.com\/\)/);
    assert.match(md, /\[Open in Etherscan\]\(https:\/\/etherscan\.io\/token\/0xa0B8/);
  });

  it('keeps command links for VS Code', () => {
    const found = addressAt(USDC, 0)!;
    const md = unknownAddressHover(hoverTarget(found, undefined, false, { ...plain, links: 'commands' }));
    assert.match(md, /command:walletscope\.copyText/);
    assert.doesNotMatch(unknownAddressHover(hoverTarget(found, undefined, false, plain)), /command:/);
  });

  it('offers the checksummed form first, then lower case', () => {
    const wrong = USDC.replace('A0b8', 'a0B8');
    assert.deepEqual(checksumFixes(wrong).map((f) => [f.text, f.preferred]), [[USDC, true], [wrong.toLowerCase(), false]]);
    assert.match(checksumMessage(USDC), /checksummed it reads 0xA0b8/);
  });

  it('never looks up secret files or files over the size limit', () => {
    const settings = { hoverEnabled: true, hoverExcludedLanguages: ['log'], maxFileSizeBytes: 100 };
    assert.equal(lookupsAllowed({ path: '/repo/.env', length: 10 }, settings), false);
    assert.equal(lookupsAllowed({ path: '/repo/a.sol', length: 101 }, settings), false);
    assert.equal(hoverApplies({ path: '/repo/a.log', length: 10, languageId: 'log' }, settings), false);
    assert.equal(hoverApplies({ path: '/repo/a.sol', length: 10, languageId: 'solidity' }, settings), true);
  });

  it('keeps only http(s) explorer templates with {address}', () => {
    assert.deepEqual(explorerTemplates({ a: 'https://x/{address}', b: 'javascript:{address}', c: 1 }), { a: 'https://x/{address}' });
    assert.deepEqual(explorerTemplates(['https://x/{address}']), {});
  });
});
