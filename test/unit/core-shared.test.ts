// The pieces the VS Code hover and the language server share (src/core), in plain Node.
import assert from 'node:assert/strict';
import type { Asset } from '../../src/api/types';
import { hoverTarget, type HoverSettings } from '../../src/core/addressHover';
import { checksumFixes } from '../../src/core/checksumFixes';
import { checksumMessage } from '../../src/core/checksumWarning';
import { quotedPrefix } from '../../src/core/contractChoices';
import { checksumWarningsApply, hoverApplies, lookupsAllowed } from '../../src/core/documentPolicy';
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
    const md = assetHover(asset, hoverTarget(found, 'Ethereum', true, plain), { series: week, label: '7 days' });
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

  it('offers no fix once the warned text is no longer an address (both hosts\' code actions)', () => {
    assert.deepEqual(checksumFixes(`${USDC.slice(0, 20)}x`), []);
    assert.deepEqual(checksumFixes(`${USDC}1`), []);
    assert.deepEqual(checksumFixes(''), []);
  });

  it('warns about checksums in any file within the size limit, secret files too (nothing is sent anywhere)', () => {
    const on = { checksumDiagnostics: true, maxFileSizeBytes: 100 };
    assert.equal(checksumWarningsApply({ length: 10 }, on), true);
    const envFile = { path: '/repo/.env', length: 10, languageId: 'dotenv' };
    assert.equal(lookupsAllowed(envFile, on), false);
    assert.equal(checksumWarningsApply(envFile, on), true);
    assert.equal(checksumWarningsApply({ length: 101 }, on), false);
    assert.equal(checksumWarningsApply({ length: 10 }, { ...on, checksumDiagnostics: false }), false);
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

describe('completion: what typed text is searched for', () => {
  it('takes a symbol or name typed after an opening quote', () => {
    assert.equal(quotedPrefix('address usdc = address("USDC'), 'USDC');
    assert.equal(quotedPrefix("token = 'USD Coin"), 'USD Coin');
    assert.equal(quotedPrefix('x = `wrapped-eth'), 'wrapped-eth');
    assert.equal(quotedPrefix('name: "Ether.fi'), 'Ether.fi');
    assert.equal(quotedPrefix('x = "Złoty'), 'Złoty');
    assert.equal(quotedPrefix('x = "  USDT'), 'USDT', 'leading spaces dropped; the text still ends at the cursor');
    assert.equal(quotedPrefix('f("a", "USDC'), 'USDC');
  });

  it('sends nothing that looks like a secret, a hash, an address, a path, a URL or a sentence', () => {
    for (const typed of [
      'key = "sk_live_4eC39HqLyjWDarjtT1zdp7dc', // a key with underscores
      'token = "ghp_16C7e42F292c6912E7710c838347Ae178B4a', // a token
      'secret = "AKIAIOSFODNN7EXAMPLE', // 20 alphanumerics in a row
      'x = "aGVsbG8gd29ybGQgdGhpcyBp', // base64
      'x = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // an address
      'x = "d41d8cd98f00b204', // 16 hex digits of a hash
      'x = "/home/me/.ssh/id_ed25519', 'x = "https://example.com/a', 'x = "me@example.com', 'x = "a+b=c',
      'x = "one two three four five six', // over 24 characters
      'x = "U', 'x = "12345', 'x = "- .', 'x = "a ',
      'x = "USDC" + y', 'x = "a" or more', // the cursor is not in a string after the quote
    ]) assert.equal(quotedPrefix(typed), undefined, typed);
  });

  it('still takes names up to 15 letters and digits in a row', () => {
    assert.equal(quotedPrefix('x = "ShibaInuTokenV2'), 'ShibaInuTokenV2');
    assert.equal(quotedPrefix('x = "ShibaInuTokenV22'), undefined);
  });
});
