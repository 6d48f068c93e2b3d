// Hovers for editors whose LSP client declares no markdown (textDocument.hover.contentFormat): the same content as the
// markdown hover, written as plain text: no markup, links written out one a line, lines wrapped for a terminal popup,
// and the service's text as visible text (no control, escape, bidi or hidden character).
import assert from 'node:assert/strict';
import type { Asset } from '../../src/api/types';
import { assetHover, hoverError, unknownAddressHover, type HoverTarget } from '../../src/format/hoverContent';
import { PLAIN_TEXT_COLUMNS, wrapLine } from '../../src/format/hoverMarkup';
import { poolHover } from '../../src/format/poolHover';
import { parseResponse } from '../../src/api/schemas';
import { marketDetailsSchema } from '../../src/api/markets/poolSchemas';
import { hoverKindOf } from '../../src/language-server/hover';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETHERSCAN = { name: 'Etherscan', url: `https://etherscan.io/token/${USDC}` };
const asset: Asset = {
  id: 1, name: 'USD Coin', symbol: 'USDC', logo: 'https://metadata.mobula.io/assets/logos/usdc.webp',
  contracts: [{ address: USDC, blockchain: 'Ethereum' }, { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', blockchain: 'Solana' },
    { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', blockchain: 'Base' }, { address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', blockchain: 'Arbitrum' }],
  blockchains: ['Ethereum', 'Solana', 'Base', 'Arbitrum'], price: 1.0001, marketCap: 60_100_000_000, liquidity: 1_000_000, volume: 5_200_000_000,
  description: 'A stablecoin', website: 'https://www.circle.com', twitter: 'https://x.com/circle', discord: undefined, chat: undefined,
  kyc: undefined, audit: 'https://audits.example/usdc', totalSupply: 60_100_000_000, circulatingSupply: 60_000_000_000, maxSupply: undefined,
  circulatingSupplyAddresses: [], totalSupplyContracts: [], rank: 7, telegram: undefined, tags: ['Stablecoin', 'Ethereum Ecosystem'], listedAt: undefined,
  exchanges: [], investors: [], distribution: [], unlocks: [],
};
const text: HoverTarget = { address: USDC, explorer: ETHERSCAN, links: 'text' };
// Markup of CommonMark or VS Code: emphasis, code, links, images, rules, escapes, entities, icons.
const MARKUP = /\*\*|`|\]\(|!\[|^---$|\\[^\s]|&#?\w+;|\$\(/m;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** Lines over the width: only ones whose overflow is a URL (never broken) may be. */
function overlong(plain: string): string[] {
  return plain.split('\n').filter((line) => [...line].length > PLAIN_TEXT_COLUMNS && !/^\s*[^ ]*:? ?https?:\/\/\S+$/.test(line));
}

describe('plain-text hovers for other editors', () => {
  it('write the markdown hover\'s content without markup: sections apart, links one a line as "Label: URL"', () => {
    const plain = assetHover(asset, { ...text, address: USDC.toLowerCase(), checksum: 'invalid', checksummed: USDC, risk: '25% sell tax' },
      { quote: { priceUsd: 1.0001, change24hPercent: 0.01, at: 0 } });
    assert.equal(plain, [
      'USD Coin (USDC) · $1.00 (+0.01% 24h) · Ethereum',
      '⚠ Risk: 25% sell tax',
      '⚠ This mixed-case address fails its EIP-55 checksum and may be mistyped; the',
      `  checksummed form is ${USDC}.`,
      'Market cap $60.1B · 24h volume $5.2B · Liquidity $1M',
      '',
      `Etherscan: https://etherscan.io/token/${USDC}`,
      '',
      'Tags: Stablecoin · Ethereum Ecosystem',
      'Total supply 60.1B · Circulating 60B',
      'Contracts: Ethereum 0xA0b8…eB48 · Solana EPjF…Dt1v · Base 0x8335…2913 ·',
      '  Arbitrum 0xaf88…5831',
      'Website: https://www.circle.com/',
      'X: https://x.com/circle',
      'Audit: https://audits.example/usdc',
    ].join('\n'));
  });

  it('show a hostile name, symbol and tags as the visible text they are: no escape, control, bidi or hidden character, no markup read', () => {
    const hostile: Asset = {
      ...asset,
      name: '**[Claim](command:workbench.action.terminal.new)** \u001b[31mred\u001b[0m \u202Egnp.exe\u202C \u009B2J <img src=x>',
      symbol: 'USD\u0421\u200B', tags: ['`code`', '\u0007bell\r\nsecond line'], website: 'javascript:alert(1)', twitter: 'command:workbench.action.terminal.new',
    };
    const plain = assetHover(hostile, text);
    assert.doesNotMatch(plain, INVISIBLE);
    const [first] = plain.replace(/\n {2}/g, ' ').split('\n'); // wrapped lines joined again
    assert.equal(first, '**[Claim](command:workbench.action.terminal.new)** [31mred [0m gnp.exe 2J <img src=x> (USDС) · $1.00 · Ethereum', 'the name as typed, nothing hidden');
    assert.match(plain, /^⚠ Its name or symbol mixes letters of different alphabets/m);
    assert.match(plain, /^Tags: `code` · bell second line$/m);
    assert.doesNotMatch(plain, /javascript:|^X:/m, 'no link but http(s)');
  });

  it('keep lines within a terminal popup\'s 80 columns: long names, tags, risk notes and errors wrap, and are clipped first', () => {
    const long: Asset = { ...asset, name: `Token ${'very long words '.repeat(300)}`, symbol: 'x'.repeat(500), tags: ['t'.repeat(300), 'Tag two'] };
    const plain = assetHover(long, { ...text, risk: `Honeypot: ${'it cannot be sold '.repeat(50)}` });
    assert.deepEqual(overlong(plain), []);
    assert.ok(plain.split('\n').length < 40, `${plain.split('\n').length} lines`);
    assert.ok(!plain.includes('x'.repeat(201)), 'the symbol is clipped');
    const error = hoverError(`The service answered 500: ${'a long reason '.repeat(100)}`, 'text');
    assert.deepEqual(overlong(error), []);
    assert.match(error, /^Walletscope: The service answered 500: a long reason/);
    assert.ok(error.length < 300, 'clipped to a few lines');
  });

  it('keep a URL whole with its label, and leave out one too long to read', () => {
    const site = `https://www.example.com/${'path/'.repeat(20)}`;
    const plain = assetHover({ ...asset, website: site, audit: `https://audits.example/${'a'.repeat(300)}` }, text);
    assert.ok(plain.split('\n').includes(`Website: ${site}`), plain);
    assert.doesNotMatch(plain, /^Audit:/m);
  });

  it('say what an unknown address, a watched wallet, a pool and an error are, without command links', () => {
    assert.equal(unknownAddressHover({ address: USDC, links: 'text' }, '[Look up holdings](command:walletscope.lookUpHoldings)'),
      `${USDC} is neither a token nor a pool the\n  service knows.`);
    assert.equal(unknownAddressHover({ address: USDC, links: 'text', watched: { label: 'Main *vault*', total: '$15,864.01' } }), 'Watched wallet Main *vault* · $15,864.01');
    const pool = parseResponse(marketDetailsSchema, { data: {
      address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', blockchain: 'Ethereum', exchange: { name: 'Uniswap V3' }, priceUSD: 3000, liquidityUSD: 96_400_000,
      base: { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', symbol: 'WETH' }, quote: { address: USDC, symbol: 'USDC' },
    } })!;
    const plain = poolHover(pool, { address: pool.address, links: 'text', explorer: { name: 'Etherscan', url: 'https://etherscan.io/address/0x88e6' } });
    assert.match(plain, /^WETH \/ USDC pool · Uniswap V3 · Ethereum\nWETH \$3,000(\.00)? · Liquidity \$96\.4M\n\nEtherscan: https:\/\/etherscan\.io\/address\/0x88e6$/);
    assert.doesNotMatch(plain, MARKUP);
    assert.equal(hoverError('answered 401 (unauthorized: key@host) [x](y)', 'text'), 'Walletscope: answered 401 (unauthorized: key@host) [x](y)');
  });

  it('wrap between " · " items first, then words; cut only a word longer than a line that is no URL', () => {
    assert.deepEqual(wrapLine('short', 10), ['short']);
    assert.deepEqual(wrapLine('aaa bbb · ccc ddd · eee', 12), ['aaa bbb ·', '  ccc ddd ·', '  eee']);
    assert.deepEqual(wrapLine('one two three four five', 10), ['one two', '  three', '  four', '  five']);
    assert.deepEqual(wrapLine('x'.repeat(25), 10), ['x'.repeat(10), `  ${'x'.repeat(8)}`, `  ${'x'.repeat(7)}`]);
    assert.deepEqual(wrapLine(`Label: https://example.com/${'a'.repeat(20)} next`, 20), [`Label: https://example.com/${'a'.repeat(20)}`, '  next']);
  });
});

describe('the hover format a language client asks for', () => {
  const kind = (contentFormat?: unknown) => hoverKindOf({ textDocument: { hover: { contentFormat } } } as Parameters<typeof hoverKindOf>[0]);

  it('is markdown only when the client names it before plain text', () => {
    assert.equal(kind(['markdown', 'plaintext']), 'markdown');
    assert.equal(kind(['markdown']), 'markdown');
    assert.equal(kind(['html', 'markdown']), 'markdown', 'formats we do not write are skipped');
    assert.equal(kind(['plaintext', 'markdown']), 'plaintext');
    assert.equal(kind(['plaintext']), 'plaintext');
    assert.equal(kind([]), 'plaintext');
    assert.equal(kind(undefined), 'plaintext', 'a client that declares nothing is promised no markdown');
    assert.equal(kind('markdown'), 'plaintext', 'not a list');
    assert.equal(hoverKindOf(undefined), 'plaintext');
  });
});
