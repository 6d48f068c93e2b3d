// What the asset page shows of real reference data: figures formatted for reading, contracts with explorer
// links, watched wallets' balances, which links may open; and the arguments Show Asset accepts.
import assert from 'node:assert/strict';
import { RateLimitedError, TimeoutError } from '../../src/api/transport/errors';
import type { Asset } from '../../src/api/types';
import { buildAssetView, errorState, holdsAsset, plainText, searchItemText } from '../../src/asset/model';
import { safeHttpUrl as openableUrl } from '../../src/format/url';
import { assetMatches, panelTitle, queryFor, queryFromArguments, queryKey } from '../../src/asset/query';
import { explorerName, explorerUrl } from '../../src/format/explorers';
import { WALLETS } from '../server/server';
import { startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';

const USDC_ETH = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('asset page model', () => {
  let h: Harness;
  let usdc: Asset;
  before(async () => {
    h = await startHarness();
    usdc = (await h.client.getAssetMetadata('USD Coin'))!;
  });
  after(() => h.server.close());

  it('formats an asset\'s figures for reading', () => {
    const view = buildAssetView(usdc, undefined, 0);
    assert.equal(view.name, 'USD Coin');
    assert.equal(view.symbol, 'USDC');
    assert.match(view.logo ?? '', /^https:\/\//);
    assert.match(view.price ?? '', /^\$(0\.99\d*|1\.00)$/);
    assert.deepEqual(view.stats.map((s) => s.label), ['Market cap', 'Volume (24h)', 'Liquidity', 'Total supply', 'Circulating supply', 'Max supply']);
    assert.match(view.stats[0]!.value, /^\$\d+(\.\d+)?B$/);
    assert.match(view.stats[4]!.value, /^\d+(\.\d+)?B$/);
    assert.equal(view.stats[5]!.value, '—', 'no max supply');
    assert.equal(view.holdings, undefined, 'no wallet watched: no section');
    assert.ok(view.links.some((l) => l.kind === 'website' && l.url.startsWith('https://')));
  });

  it('says what the contract scan found when a watched wallet holds the asset, and nothing otherwise', async () => {
    const mixed = await h.client.getPortfolio(WALLETS.mixed);
    const sminu = (await h.client.getAssetMetadata('0xa5DeF57FfbCFDdeef5467Cd8397B3965047c6713'))!;
    const view = buildAssetView(sminu, [{ label: 'Vitalik', holdings: mixed.holdings }], 0);
    assert.equal(view.risk, 'Honeypot: it cannot be sold (+4 more)');
    assert.equal(buildAssetView(usdc, [{ label: 'Vitalik', holdings: mixed.holdings }], 0).risk, undefined, 'USDC: no scan, no warning');
    assert.equal(buildAssetView(sminu, undefined, 0).risk, undefined, 'not held: nothing to say');
  });

  it('lists every contract with its explorer link', () => {
    const { contracts } = buildAssetView(usdc, undefined, 0);
    assert.ok(contracts.length >= 5);
    assert.deepEqual(contracts.find((c) => c.chain === 'Ethereum'), { chain: 'Ethereum', address: USDC_ETH, explorerUrl: `https://etherscan.io/token/${USDC_ETH}`, explorerName: 'Etherscan' });
    assert.match(contracts.find((c) => c.chain === 'Base')?.explorerUrl ?? '', /^https:\/\/basescan\.org\/token\/0x/);
    assert.match(contracts.find((c) => c.chain === 'Solana')?.explorerUrl ?? '', /^https:\/\/solscan\.io\/token\/EPjF/);
  });

  it('uses the user\'s explorer for a chain, and drops a link too long for the page', () => {
    const custom = buildAssetView(usdc, undefined, 0, { explorers: { Ethereum: 'https://eth.blockscout.com/token/{address}' } });
    assert.deepEqual(custom.contracts.find((c) => c.chain === 'Ethereum'), {
      chain: 'Ethereum', address: USDC_ETH, explorerUrl: `https://eth.blockscout.com/token/${USDC_ETH}`, explorerName: 'eth.blockscout.com',
    });
    const long = buildAssetView(usdc, undefined, 0, { explorers: { Ethereum: `https://e.example/${'x'.repeat(400)}/{address}` } });
    assert.deepEqual(long.contracts.find((c) => c.chain === 'Ethereum'), { chain: 'Ethereum', address: USDC_ETH, explorerUrl: undefined, explorerName: undefined });
  });

  it('keeps dust prices and numbers beyond 2^53 readable', async () => {
    const femto = buildAssetView((await h.client.getAssetMetadata('FEMTO'))!, undefined, 0);
    assert.equal(femto.price, '$0.0₁₂32');
    const junk = buildAssetView((await h.client.getAssetMetadata('QJUNK'))!, undefined, 0);
    assert.match(junk.stats[0]!.value, /^\$\d(\.\d+)?e2\d$/);
    assert.match(junk.stats[3]!.value, /^\d(\.\d+)?e2\d$/);
  });

  it('shows the balance and USD value in each watched wallet that holds the asset', async () => {
    const [multichain, solana, empty] = await h.client.getMultiPortfolio([WALLETS.multichain, WALLETS.solana, WALLETS.empty]);
    const wallets = [{ label: 'Multi', holdings: multichain!.holdings }, { label: 'Phantom', holdings: solana!.holdings }, { label: 'Empty', holdings: empty!.holdings }];
    const rows = buildAssetView(usdc, wallets, 0).holdings!;
    assert.deepEqual(rows.map((r) => r.wallet), ['Multi', 'Phantom']);
    assert.equal(rows[0]!.balance, '2,600.75 USDC');
    assert.match(rows[0]!.usd, /^\$2,[56]\d\d\.\d\d$/);
    assert.match(rows[0]!.chains, /^on .*Ethereum.*Base/);
    assert.equal(rows[1]!.balance, '1,830.2 USDC');
    const pepe = (await h.client.getAssetMetadata('PEPE'))!;
    assert.deepEqual(buildAssetView(pepe, wallets, 0).holdings, [], 'watched, but nobody holds it');
  });

  it('matches holdings by id, else by a shared contract, else by name and symbol', () => {
    const base = { id: undefined, name: 'A', symbol: 'A', contracts: [] };
    assert.ok(holdsAsset({ ...base, id: 5 }, { ...base, id: 5 }));
    assert.ok(!holdsAsset({ ...base, id: 5 }, { ...base, id: 6 }));
    assert.ok(holdsAsset({ ...base, contracts: [{ address: USDC_ETH.toLowerCase(), blockchain: 'Ethereum' }] }, { ...base, contracts: [{ address: USDC_ETH, blockchain: 'Ethereum' }] }));
    assert.ok(!holdsAsset({ ...base, contracts: [{ address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', blockchain: 'Solana' }] }, { ...base, contracts: [{ address: 'epjfwdd5aufqssqem2qn1xzybapc8g4weggkzwytdt1v', blockchain: 'Solana' }] }));
    assert.ok(holdsAsset({ ...base }, { ...base, name: 'a' }));
  });

  it('opens only http(s) links', () => {
    assert.equal(openableUrl('https://etherscan.io/token/0x1'), 'https://etherscan.io/token/0x1');
    assert.equal(openableUrl(' http://example.com '), 'http://example.com/');
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'command:workbench.action.terminal.new', 'command:walletscope.removeWallet?%5B%5D',
      'file:///etc/passwd', 'data:text/html,<script>', 'vscode://settings', 'vbscript:x', '//evil.example', 'not a url', '']) {
      assert.equal(openableUrl(url), undefined, url);
    }
  });

  it('builds explorer links for known chains and well-formed addresses only', () => {
    assert.equal(explorerUrl('Ethereum', USDC_ETH), `https://etherscan.io/token/${USDC_ETH}`);
    assert.equal(explorerUrl('evm:8453', USDC_ETH, 'address'), `https://basescan.org/address/${USDC_ETH}`);
    assert.equal(explorerUrl('BNB Smart Chain (BEP20)', USDC_ETH), `https://bscscan.com/token/${USDC_ETH}`);
    assert.equal(explorerUrl('arbitrum', USDC_ETH), `https://arbiscan.io/token/${USDC_ETH}`);
    assert.equal(explorerUrl('Polygon', USDC_ETH), `https://polygonscan.com/token/${USDC_ETH}`);
    assert.equal(explorerUrl('Solana', 'So11111111111111111111111111111111111111112'), 'https://solscan.io/token/So11111111111111111111111111111111111111112');
    assert.equal(explorerUrl('solana:solana', 'So11111111111111111111111111111111111111112', 'address'), 'https://solscan.io/account/So11111111111111111111111111111111111111112');
    assert.equal(explorerName('BNB Smart Chain (BEP20)'), 'BscScan');
    assert.equal(explorerUrl('Ethereum', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'), undefined, 'native placeholder');
    assert.equal(explorerUrl('Ethereum', '0x12/../../evil'), undefined);
    assert.equal(explorerUrl('Solana', USDC_ETH), undefined);
    assert.equal(explorerUrl('Ethereum', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'), undefined);
    assert.equal(explorerUrl('Unknown Chain', USDC_ETH), undefined);
  });

  it('takes Show Asset arguments from a hover link, a keybinding or a Wallets row', () => {
    assert.deepEqual(queryFromArguments(USDC_ETH, 'Ethereum'), { query: USDC_ETH, blockchain: 'Ethereum' });
    assert.deepEqual(queryFromArguments('  usdc ', undefined), { query: 'usdc', blockchain: undefined });
    const asset = { name: 'USD Coin', symbol: 'USDC', contracts: [{ address: USDC_ETH, blockchain: 'Ethereum' }, { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', blockchain: 'Base' }] };
    assert.deepEqual(queryFromArguments({ kind: 'holding', holding: { asset } }, undefined), { query: USDC_ETH, blockchain: 'Ethereum' });
    assert.deepEqual(queryFromArguments({ kind: 'chain', holding: { asset }, balance: { chain: 'Base' } }, undefined), { query: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', blockchain: 'Base' });
    assert.deepEqual(queryFromArguments({ kind: 'holding', holding: { asset: { ...asset, contracts: [] } } }, undefined), { query: 'USD Coin' });
    for (const bad of [undefined, '', '   ', 42, { kind: 'wallet' }, { kind: 'holding' }, { kind: 'holding', holding: { asset: { name: 1 } } }]) {
      assert.equal(queryFromArguments(bad, undefined), undefined, JSON.stringify(bad));
    }
  });

  it('knows when a loaded asset is the one a query names', () => {
    assert.ok(assetMatches(usdc, { query: USDC_ETH.toLowerCase() }));
    assert.ok(assetMatches(usdc, { query: 'usd coin' }));
    assert.ok(assetMatches(usdc, { query: 'USDC' }));
    assert.ok(!assetMatches(usdc, { query: 'USDT' }));
    assert.equal(queryKey({ query: ' USDC ', blockchain: 'Base' }), queryKey({ query: 'usdc', blockchain: 'base' }));
    assert.notEqual(queryKey({ query: 'USDC', blockchain: 'Base' }), queryKey({ query: 'USDC' }));
    assert.deepEqual(queryFor({ name: 'Bitcoin', contracts: [] }), { query: 'Bitcoin' });
    assert.equal(panelTitle(USDC_ETH), '0xA0b8…eB48');
    assert.equal(panelTitle('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'), 'Es9v…wNYB');
    assert.equal(panelTitle('NO SUCH ASSET XYZ'), 'NO SUCH ASSET XYZ');
    assert.equal(panelTitle('x'.repeat(50)), `${'x'.repeat(39)}…`);
  });

  it('says when a rate limit ends and passes other errors on as one sentence', () => {
    const limited = errorState({ query: 'USDC' }, new RateLimitedError(30_000, undefined), 1_000);
    assert.deepEqual(limited, { status: 'error', query: 'USDC', blockchain: undefined, message: 'The service is rate limiting requests; try again in 30 s.', retryAt: 31_000 });
    const timeout = errorState({ query: 'USDC' }, new TimeoutError(10_000), 1_000);
    assert.equal(timeout.status === 'error' && timeout.retryAt, undefined);
  });

  it('reduces an HTML description to plain text', () => {
    assert.equal(plainText('<p>Line one</p><p>Line <b>two</b> &amp; more</p><script>evil()</script>'), 'Line one\nLine two & more');
    assert.equal(plainText('a &lt;b&gt; c'), 'a <b> c');
  });

  it('writes search items as symbol; name, price, market cap; chains', async () => {
    const [first] = await searchAssets(h.client, 'usd coin');
    const text = searchItemText(first!);
    assert.equal(text.label, 'USDC');
    assert.match(text.description, /^USD Coin · \$(0\.99\d*|1\.00) · MC \$\d+(\.\d+)?B$/);
    assert.equal(text.detail, first!.blockchains.join(', '));
    assert.match(text.detail, /^Ethereum, .*Solana/);
    const [btc] = await searchAssets(h.client, 'bitcoin');
    assert.equal(searchItemText(btc!).detail, 'No contract (native coin)');
  });
});
