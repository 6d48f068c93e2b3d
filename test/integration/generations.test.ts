// The service retiring its v1 paths, in a real extension host: against the three server modes (both
// generations, the SDK's dropped v1 paths answering 404, v1 only), wallets, search, the asset page with its
// chart and a hover with price all work, and each missing path is asked at most once.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { assetPanels, closeAllEditors } from './assetPages';
import { hoverTextAt, ReferenceApi, requireEnv, waitFor } from './helpers';
import { API_URL_ENV } from './result';
import { rowsWhen, usd, views } from './treeReader';

const PEPE = '0x6982508145454Ce325dDbE47a25d4ec3d2311933';
const config = () => vscode.workspace.getConfiguration('walletscope');

/** The paths each mode is expected to answer, once a session has found them. */
const EXPECTED = {
  // v1 history is remembered from the v1-only service for a day, so the v2 path is not asked again yet.
  'both': { search: '/api/1/search', history: '/api/1/market/history', wallets: '/api/1/wallet/portfolio' },
  'retire-v1': { search: '/api/2/fast-search', history: '/api/2/asset/price-history', wallets: '/api/1/wallet/portfolio' },
  'v1-only': { search: '/api/1/search', history: '/api/1/market/history', wallets: '/api/1/wallet/portfolio' },
} as const;
/** A different asset in each mode, so nothing comes from an earlier mode's cache. */
const SEARCHED = { 'retire-v1': ['maker', 'MKR'], 'v1-only': ['curve dao', 'CRV'], 'both': ['arbitrum', 'ARB'] } as const;

describe('Service generations (v1 retired, v1 only, both)', function () {
  this.timeout(90_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  after(async () => {
    await api.setGenerations('both');
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    await closeAllEditors();
  });

  for (const mode of ['retire-v1', 'v1-only', 'both'] as const) {
    it(`works against a service with ${mode}: wallets, search to a page with its chart, a hover with price`, async () => {
      await api.setGenerations(mode);
      await api.reset();
      await closeAllEditors();

      // Wallets: a watched wallet's total.
      await config().update('wallets', [{ address: WALLETS.ordinary, label: `Gen ${mode}` }], vscode.ConfigurationTarget.Global);
      await vscode.commands.executeCommand('walletscope.refreshWallets');
      const roots = await rowsWhen((await views()).walletTree, 'the wallet with its total',
        (rs) => rs.some((r) => r.label === `Gen ${mode}` && r.description.startsWith('$')));
      assert.ok(usd(roots.find((r) => r.label === `Gen ${mode}`)!.description) > 0);

      // Search to the asset page, whose chart asks for history.
      const [text, symbol] = SEARCHED[mode];
      await vscode.commands.executeCommand('walletscope.searchAssets', text);
      const panels = await assetPanels();
      await waitFor(`search results for ${text}`, () => panels.searchItems()?.[0] === symbol || undefined, { timeoutMs: 15_000, intervalMs: 50 });
      await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      await waitFor(`the ${symbol} page, loaded`, () => panels.list().find((p) => p.title === symbol && p.status === 'loaded' && p.ready), { timeoutMs: 20_000 });
      await waitFor('the chart\'s history', async () => (await api.requests(EXPECTED[mode].history)).length > 0 || undefined, { timeoutMs: 20_000 });

      // A hover with its price.
      const content = `const pepe = "${PEPE}";`;
      const document = await vscode.workspace.openTextDocument({ content, language: 'typescript' });
      const hover = await hoverTextAt(document.uri, document.positionAt(content.indexOf(PEPE) + 10));
      assert.match(hover, /\*\*Pepe\*\* \(PEPE\) · \$[\d.e-]+/);

      const paths = (await api.requests()).map((r) => r.path);
      for (const [operation, path] of Object.entries(EXPECTED[mode])) {
        assert.ok(paths.includes(path), `${operation} answered by ${path}: ${paths.join(' ')}`);
      }
      // A path the mode does not serve is asked at most once per operation (the probe), never again.
      const missing = paths.filter((p) => !Object.values(EXPECTED[mode]).includes(p as never)
        && ['/api/2/fast-search', '/api/1/search', '/api/2/asset/price-history', '/api/1/market/history', '/api/1/wallet/multi-portfolio'].includes(p));
      assert.ok(missing.length <= 3 && new Set(missing).size === missing.length, `probes: ${missing.join(' ')}`);
    });
  }
});
