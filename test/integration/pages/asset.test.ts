// The asset page in a real extension host: Show Asset from arguments and from a Wallets row, one page per
// asset, its states, and the messages a page may send (links other than http(s) are refused).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../../server/data/wallet-addresses';
import { assetPanels, closeAllEditors, pageWhen } from '../assetPages';
import { ReferenceApi, requireEnv, waitFor } from '../helpers';
import { API_URL_ENV } from '../result';
import { rowsWhen, views } from '../treeReader';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('Asset page', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  beforeEach(() => api.reset());
  afterEach(closeAllEditors);

  it('opens the page for a contract from the command\'s arguments, loads it, and the page script answers', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', USDC, 'Ethereum');
    const page = await pageWhen(USDC, 'loaded');
    assert.equal(page.title, 'USDC');
    assert.equal(page.blockchain, 'Ethereum');
    const requests = await api.requests('/api/1/metadata');
    assert.equal(requests.length, 1);
    assert.deepEqual(requests[0]?.query, { asset: USDC, blockchain: 'Ethereum' });
  });

  it('reveals the page already open for an asset instead of opening another', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', USDC, 'Ethereum');
    await pageWhen(USDC, 'loaded');
    await vscode.commands.executeCommand('walletscope.showAsset', USDC.toLowerCase(), 'ethereum');
    await vscode.commands.executeCommand('walletscope.showAsset', 'USD Coin');
    const panels = await assetPanels();
    await waitFor('the page opened by name to find its twin', () => panels.list().length === 1, { timeoutMs: 10_000, intervalMs: 50 });
    assert.equal(panels.list()[0]?.asset, USDC);
  });

  it('opens a holding\'s page from a row of the Wallets view', async () => {
    const config = vscode.workspace.getConfiguration('walletscope');
    await config.update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
    try {
      const { walletTree } = await views();
      const roots = await rowsWhen(walletTree, 'the Main wallet with data', (rs) => rs.some((r) => r.label === 'Main' && r.description.startsWith('$')));
      const holdings = await rowsWhen(walletTree, 'its holdings', (rs) => rs.some((r) => r.label.startsWith('LINK')), roots.find((r) => r.label === 'Main'));
      const link = holdings.find((r) => r.label.startsWith('LINK'))!;
      assert.equal(link.contextValue, 'walletscope.holding.contract');
      await vscode.commands.executeCommand('walletscope.showAsset', link.node);
      const page = await waitFor('a LINK page', async () => (await assetPanels()).list().find((p) => p.title === 'LINK' && p.status === 'loaded'), { timeoutMs: 20_000 });
      assert.match(page.asset, /^0x[0-9a-fA-F]{40}$/);
      assert.equal(page.blockchain, 'Ethereum');
    } finally {
      await config.update('wallets', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('shows "not found" for an asset the service does not know', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', 'NO SUCH ASSET XYZ');
    const page = await pageWhen('NO SUCH ASSET XYZ', 'not-found');
    assert.equal(page.title, 'NO SUCH ASSET XYZ');
  });

  it('shows an error with a retry that works once the service is back', async () => {
    await api.addFault({ kind: 'rate-limit', retryAfterSeconds: 60, times: 1, path: '/api/1/metadata' });
    await vscode.commands.executeCommand('walletscope.showAsset', 'PEPE');
    await pageWhen('PEPE', 'error');
    const retried = await (await assetPanels()).postFromPage('PEPE', { type: 'refresh' });
    assert.deepEqual(retried, { accepted: true, detail: 'loaded' });
    assert.equal((await assetPanels()).list()[0]?.title, 'PEPE');
  });

  it('refuses javascript:, command: and other non-http(s) links, and ignores malformed messages', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', USDC, 'Ethereum');
    await pageWhen(USDC, 'loaded');
    const panels = await assetPanels();
    for (const url of ['javascript:alert(1)', 'command:workbench.action.terminal.new', 'command:walletscope.removeWallet?["0x1"]', 'file:///etc/passwd', 'vscode://settings/walletscope']) {
      const outcome = await panels.postFromPage(USDC, { type: 'openLink', url });
      assert.deepEqual(outcome, { accepted: false, detail: 'refused: only http(s) links are opened' }, url);
    }
    for (const message of [{ type: 'runCommand', command: 'workbench.action.terminal.new' }, { type: 'openLink' }, 'ready', null]) {
      const outcome = await panels.postFromPage(USDC, message);
      assert.equal(outcome.accepted, false, JSON.stringify(message));
      assert.match(outcome.detail, /^malformed: /);
    }
    assert.equal(vscode.window.terminals.length, 0, 'no terminal was opened');
  });

  it('copies a contract address the page asks to copy', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', USDC, 'Ethereum');
    await pageWhen(USDC, 'loaded');
    const outcome = await (await assetPanels()).postFromPage(USDC, { type: 'copy', text: USDC, what: 'contract' });
    assert.deepEqual(outcome, { accepted: true, detail: 'copied' });
    assert.equal(await vscode.env.clipboard.readText(), USDC);
  });

  it('refreshes past the cache when the page asks', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', USDC, 'Ethereum');
    await pageWhen(USDC, 'loaded');
    await api.reset();
    await (await assetPanels()).postFromPage(USDC, { type: 'refresh' });
    assert.equal((await api.requests('/api/1/metadata')).length, 1);
  });
});
