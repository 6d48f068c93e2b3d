// The service retiring its v1 paths, in a real extension host: against the three server modes (both
// generations, the SDK's dropped v1 paths answering 404, v1 only), wallets, NFTs, search, the asset page with
// its chart and a hover with price (the batched price request) all work, and each missing path is asked once at most.
// Each mode is a reference API of its own (its own origin): what the window remembers of a service's paths (for a day)
// stays with that service, and the window's own reference API, which the suites after this one use, is left as it was.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../../server/data/wallet-addresses';
import { assetPanels, closeAllEditors } from '../assetPages';
import type { ReferenceServer } from '../../server/types';
import { globalSetting, hoverTextAt, openDocument, ReferenceApi, setGlobalSetting, startOwnServer, waitFor } from '../helpers';
import { rowsWhen, usd, views } from '../treeReader';

/** A different token hovered in each mode (and none the hover suite uses), so no price comes from an earlier cache. */
const HOVERED = {
  'retire-v1': ['0xc944E90C64B2c07662A292be6244BDf05Cda44a7', /\*\*The Graph\*\* \(GRT\) · \$[\d.e-]+/],
  'v1-only': ['0xC011a73ee8576Fb46F5E1c5751cA3B9Fe0af2a6F', /\*\*Synthetix\*\* \(SNX\) · \$[\d.e-]+/],
  'both': ['0xC18360217D8F7Ab5e7c516566761Ea12Ce7F9D72', /\*\*Ethereum Name Service\*\* \(ENS\) · \$[\d.e-]+/],
} as const;
const config = () => vscode.workspace.getConfiguration('walletscope');

/** The paths each mode is expected to answer, once a session has found them. */
const EXPECTED = {
  'retire-v1': { search: '/api/2/fast-search', history: '/api/2/asset/price-history', wallets: '/api/1/wallet/portfolio', prices: '/api/2/asset/details', nfts: '/api/1/wallet/nfts' },
  'v1-only': { search: '/api/1/search', history: '/api/1/market/history', wallets: '/api/1/wallet/portfolio', prices: '/api/1/market/multi-data', nfts: '/api/1/wallet/nfts' },
  // A service with both answers each operation on its preferred generation (its declaration's `prefers`, src/api/operation.ts).
  'both': { search: '/api/1/search', history: '/api/1/market/history', wallets: '/api/1/wallet/portfolio', prices: '/api/2/asset/details', nfts: '/api/1/wallet/nfts' },
} as const;
/** Every path a routed operation may take. */
const ROUTED_PATHS = ['/api/2/fast-search', '/api/1/search', '/api/2/asset/price-history', '/api/1/market/history', '/api/1/wallet/multi-portfolio',
  '/api/2/asset/details', '/api/2/token/price', '/api/1/market/multi-data'];
/** A different asset in each mode, so nothing comes from an earlier mode's cache. */
const SEARCHED = { 'retire-v1': ['maker', 'MKR'], 'v1-only': ['curve dao', 'CRV'], 'both': ['arbitrum', 'ARB'] } as const;

describe('Service generations (v1 retired, v1 only, both)', function () {
  this.timeout(90_000);
  let configured: string | undefined;
  let server: ReferenceServer | undefined;

  before(() => { configured = globalSetting<string>('apiBaseUrl'); });
  afterEach(async () => {
    await closeAllEditors();
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    await setGlobalSetting('apiBaseUrl', configured);
    await server?.close();
  });

  for (const mode of ['retire-v1', 'v1-only', 'both'] as const) {
    it(`works against a service with ${mode}: wallets, search to a page with its chart, a hover with price`, async () => {
      server = await startOwnServer({ generations: mode });
      await setGlobalSetting('apiBaseUrl', server.url);
      const api = new ReferenceApi(server.url);
      await closeAllEditors();

      // Wallets: a watched wallet's total.
      await config().update('wallets', [{ address: WALLETS.ordinary, label: `Gen ${mode}` }, { address: WALLETS.nftOnly, label: `NFTs ${mode}` }],
        vscode.ConfigurationTarget.Global);
      await vscode.commands.executeCommand('walletscope.refreshWallets');
      const roots = await rowsWhen((await views()).walletTree, 'the wallet with its total',
        (rs) => rs.some((r) => r.label === `Gen ${mode}` && r.description.startsWith('$')));
      assert.ok(usd(roots.find((r) => r.label === `Gen ${mode}`)!.description) > 0);

      // NFTs: the collector's count.
      await vscode.commands.executeCommand('walletscope.refreshNfts');
      await rowsWhen((await views()).nftTree, 'the collector with its NFT count', (rs) => rs.some((r) => r.label === `NFTs ${mode}` && /^\d+ NFTs$/.test(r.description)));

      // Search to the asset page, whose chart asks for history.
      const [text, symbol] = SEARCHED[mode];
      await vscode.commands.executeCommand('walletscope.searchAssets', text);
      const panels = await assetPanels();
      await waitFor(`search results for ${text}`, () => panels.searchItems()?.[0] === symbol || undefined, { timeoutMs: 15_000, intervalMs: 50 });
      await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      await waitFor(`the ${symbol} page, loaded`, () => panels.list().find((p) => p.title === symbol && p.status === 'loaded' && p.ready), { timeoutMs: 20_000 });
      await waitFor('the chart\'s history', async () => (await api.requests(EXPECTED[mode].history)).length > 0 || undefined, { timeoutMs: 20_000 });

      // A hover with its price (the batched price request live prices use too).
      const [address, shown] = HOVERED[mode];
      const content = `const token = "${address}";`;
      const document = await openDocument(content, 'typescript');
      const hover = await hoverTextAt(document.uri, document.positionAt(content.indexOf(address) + 10));
      assert.match(hover, shown);

      const paths = (await api.requests()).map((r) => r.path);
      for (const [operation, path] of Object.entries(EXPECTED[mode])) {
        assert.ok(paths.includes(path), `${operation} answered by ${path}: ${paths.join(' ')}`);
      }
      // A path the mode does not serve is asked at most once per operation (the probe), never again.
      const missing = paths.filter((p) => !Object.values(EXPECTED[mode]).includes(p as never) && ROUTED_PATHS.includes(p));
      assert.ok(missing.length <= 4 && new Set(missing).size === missing.length, `probes: ${missing.join(' ')}`);
    });
  }
});
