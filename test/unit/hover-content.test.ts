import assert from 'node:assert/strict';
import type { Asset } from '../../src/api/types';
import { assetHover, hoverError, unknownAddressHover } from '../../src/format/hoverContent';
import { allowedImage } from '../../src/format/url';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const asset: Asset = {
  id: 1, name: 'USD Coin', symbol: 'USDC', logo: 'https://cdn.example/usdc.png',
  contracts: [{ address: USDC, blockchain: 'Ethereum' }, { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', blockchain: 'Solana' }],
  blockchains: ['Ethereum', 'Solana'], price: 1.0001, marketCap: 60_100_000_000, liquidity: 1_000_000, volume: 5_200_000_000,
  description: 'A stablecoin', website: 'https://www.circle.com', twitter: 'https://x.com/circle', discord: undefined, chat: undefined,
  kyc: undefined, audit: 'https://audits.example/usdc', totalSupply: 60_100_000_000, circulatingSupply: 60_000_000_000, maxSupply: undefined,
  circulatingSupplyAddresses: [], totalSupplyContracts: [], rank: 7, telegram: undefined, tags: [], listedAt: undefined, exchanges: [], investors: [], distribution: [], unlocks: [],
};

describe('hover content', () => {
  it('puts name, symbol, price and market figures first, then the actions (in view in a short hover), then details', () => {
    const md = assetHover(asset, { address: USDC.toLowerCase(), explorer: { name: 'Etherscan', url: `https://etherscan.io/address/${USDC}` }, images: 'all' });
    const lines = md.split('\n\n');
    assert.equal(lines[0], '**USD Coin** (USDC) · $1.00 · Ethereum\u00a0![](https://cdn.example/usdc.png|width=16,height=16)');
    assert.equal(lines[1], 'Market cap $60.1B · 24h volume $5.2B · Liquidity $1M');
    assert.equal(lines[2], '---');
    assert.match(lines[3]!, /^\[Open asset page\]\(command:walletscope\.showAsset\?.* · \[Watch as wallet\]/);
    assert.equal(lines[4], '---');
    assert.equal(lines[5], 'Total supply 60.1B · Circulating 60B');
    assert.match(md, /Contracts: Ethereum `0xA0b8…eB48` · Solana `EPjF…Dt1v`/);
    assert.match(md, /\[Website\]\(https:\/\/www\.circle\.com\/\) · \[X\]\(https:\/\/x\.com\/circle\) · \[Audit\]/);
    assert.match(md, /\[Open asset page\]\(command:walletscope\.showAsset\?/);
    assert.match(md, /\[Open in Etherscan\]\(https:\/\/etherscan\.io\/address\/0xA0b8/);
    assert.match(md, /\[Watch as wallet\]\(command:walletscope\.addWallet\?/);
  });

  it('shows hostile service text as text and drops unsafe links', () => {
    const hostile: Asset = {
      ...asset,
      name: '[x](command:workbench.action.terminal.new)', symbol: '<img src=x onerror=alert(1)>',
      website: 'javascript:alert(1)', twitter: 'command:workbench.action.terminal.new', logo: 'http://insecure/x.png',
      contracts: [{ address: USDC, blockchain: '](command:evil)' }],
    };
    const md = assetHover(hostile, { address: USDC });
    assert.doesNotMatch(md, /(?<!\\)\]\(command:workbench/, 'no foreign command link');
    assert.match(md, /\*\*\\\[x\\\]\\\(command&#58;workbench\\\.action\\\.terminal\\\.new\\\)\*\*/, 'the name shows as escaped text');
    assert.doesNotMatch(md, /javascript:/);
    assert.doesNotMatch(md, /<img/);
    assert.doesNotMatch(md, /http:\/\/insecure/);
    const commands = [...md.matchAll(/(?<!\\)\]\(command:([\w.]+)/g)].map((m) => m[1]);
    assert.deepEqual([...new Set(commands)].sort(), ['walletscope.addWallet', 'walletscope.copyText', 'walletscope.showAsset']);
  });

  it('loads a logo only from the service\'s image hosts unless the user allows all, or none', () => {
    assert.doesNotMatch(assetHover(asset, { address: USDC }).split('\n\n')[0]!, /!\[/, 'cdn.example is no image host of the service');
    const served = { ...asset, logo: 'https://metadata.mobula.io/assets/logos/usdc.webp' };
    assert.match(assetHover(served, { address: USDC }).split('\n\n')[0]!, /!\[\]\(https:\/\/metadata\.mobula\.io\/assets\/logos\/usdc\.webp\|width=16,height=16\)$/);
    assert.doesNotMatch(assetHover(served, { address: USDC, images: 'none' }), /!\[/);
  });

  it('ends the first line with the logo, tied to its last word: one that cannot load leaves no gap before the name', () => {
    const served = { ...asset, logo: 'https://metadata.mobula.io/assets/logos/usdc.webp' };
    const first = assetHover(served, { address: USDC }).split('\n\n')[0]!;
    assert.match(first, /^\*\*USD Coin\*\* \(USDC\) · \$1\.00 · Ethereum\u00a0!\[\]\(https:\/\/metadata\.mobula\.io\/[^)]+\)$/);
  });

  it('notes a wrong checksum with the corrected form', () => {
    const md = assetHover(asset, { address: '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48', checksum: 'invalid', checksummed: USDC });
    assert.match(md, /fails its EIP-55 checksum.*`0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`/);
  });

  it('says when an address is not a known asset, or which watched wallet it is', () => {
    const wallet = '0x7cdCEc1688b3C228619F35b18C8328d473186720';
    assert.match(unknownAddressHover({ address: wallet }), /^`0x7cdCEc1688b3C228619F35b18C8328d473186720` is neither a token nor a pool the service knows\.\n\n\[Copy address\].*\[Watch as wallet\]/);
    const watched = unknownAddressHover({ address: wallet, watched: { label: 'Main *vault*', total: '$15,864.01' } });
    assert.ok(watched.startsWith('Watched wallet **Main \\*vault\\*** · $15,864\\.01'), watched);
    assert.doesNotMatch(watched, /Watch as wallet/);
  });

  it('escapes error messages', () => {
    assert.equal(hoverError('The service answered 500: [boom](x)'), 'Walletscope: The service answered 500&#58; \\[boom\\]\\(x\\)');
  });

  it('gives other editors CommonMark escapes only where markup could start, where VS Code gets entities they would show literally', () => {
    const odd: Asset = { ...asset, name: 'Q&A: pay@claim.example', tags: ['https://t.example'], contracts: [{ address: USDC, blockchain: 'Chain: @x (BEP20)' }] };
    const plain = assetHover(odd, { address: USDC, links: 'plain', explorer: { name: 'Scan: @me', url: `https://etherscan.io/address/${USDC}` } });
    assert.doesNotMatch(plain, /&#|&amp;/);
    assert.match(plain, /^\*\*Q&A: pay\\@claim\.example\*\* \(USDC\)/, 'no autolink of the e-mail address, nothing else escaped');
    assert.match(plain, /Tags: https\\:\/\/t\.example/);
    assert.match(plain, /Contracts: Chain: @x \(BEP20\) `0xA0b8…eB48`/);
    assert.match(plain, /\[Open in Scan: @me\]\(https:\/\/etherscan\.io\/address\//);
    assert.equal(hoverError('answered 401 (unauthorized: key@host)', 'plain'), 'Walletscope: answered 401 (unauthorized: key\\@host)');
    const vscode = assetHover(odd, { address: USDC });
    assert.match(vscode, /^\*\*Q&amp;A&#58; pay&#64;claim\\\.example\*\*/, 'VS Code\'s hover is unchanged');
  });
});

describe('hover content: tags and look-alikes', () => {
  const base = { id: 1, name: 'USD Coin', symbol: 'USDC', logo: undefined, contracts: [], blockchains: [], price: 1, marketCap: undefined, liquidity: undefined,
    volume: undefined, description: undefined, website: undefined, twitter: undefined, discord: undefined, chat: undefined, kyc: undefined, audit: undefined,
    totalSupply: undefined, circulatingSupply: undefined, maxSupply: undefined, circulatingSupplyAddresses: [], totalSupplyContracts: [], rank: undefined,
    telegram: undefined, tags: [] as string[], listedAt: undefined, exchanges: [], investors: [], distribution: [], unlocks: [] };
  const target = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' };

  it('adds the first four tags, escaped, and nothing without tags', () => {
    const md = assetHover({ ...base, tags: ['Stablecoin', 'Ethereum Ecosystem', '*Bold*', 'Fourth', 'Fifth'] }, target);
    assert.match(md, /\n\nTags: Stablecoin · Ethereum Ecosystem · \\\*Bold\\\* · Fourth(\n\n|$)/);
    assert.doesNotMatch(md, /Fifth/);
    assert.doesNotMatch(assetHover(base, target), /Tags:/);
  });

  it('warns when a name or symbol mixes look-alike alphabets', () => {
    assert.match(assetHover({ ...base, symbol: 'USD\u0421' }, target), /\$\(warning\) Its name or symbol mixes letters of different alphabets/);
    assert.doesNotMatch(assetHover(base, target), /alphabets/);
  });
});

describe('hover trend images', () => {
  it('loads the service\'s drawing only over https, from its hosts or the configured service\'s own origin', () => {
    assert.equal(allowedImage('https://api.example/sparklines/1.svg', 'service', 'https://api.example'), 'https://api.example/sparklines/1.svg');
    assert.equal(allowedImage('https://tracker.example/1.svg', 'service', 'https://api.example'), undefined);
    assert.equal(allowedImage('http://127.0.0.1:9/sparklines/1.svg', 'service', 'http://127.0.0.1:9'), undefined, 'no editor loads an http image');
    assert.equal(allowedImage('https://api.example/1.svg', 'none', 'https://api.example'), undefined);
  });

  it('shows the drawing it is given at the sparkline\'s size, and draws its own from a series at hand instead', () => {
    const drawn = assetHover(asset, { address: USDC }, { imageUrl: 'https://metadata.mobula.io/s/1.svg', label: '7 days' });
    assert.match(drawn, /^!\[price trend\]\(https:\/\/metadata\.mobula\.io\/s\/1\.svg\|width=120,height=24\) 7 days$/m);
    const own = assetHover(asset, { address: USDC }, { series: { t: [0, 3_600_000, 86_400_000], v: [1, 1.02, 1.1] }, label: '24 hours', quote: { priceUsd: 1.1, change24hPercent: 99, at: 0 } });
    assert.match(own, /^!\[price trend\]\(data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+\) 24 hours$/m);
    assert.match(own, /· \$1\.10 \(\+10\.00% 24h\)/, 'the change measured on the series at hand, at the price now');
    assert.match(assetHover(asset, { address: USDC, links: 'plain' }, { imageUrl: 'https://metadata.mobula.io/s/1.svg' }), /^(?![\s\S]*price trend)/, 'no images in other editors');
  });
});
