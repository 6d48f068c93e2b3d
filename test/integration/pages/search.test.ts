// Search Assets and Look Up Asset in a real extension host: results as quick pick items, Enter opens the page,
// and empty input, no results and rate limits as lines in the list.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { assetPanels, closePickerAndEditors, pageWhen, shownWhen } from '../assetPages';
import { ReferenceApi, requireEnv, openDocument } from '../helpers';
import { API_URL_ENV } from '../result';

async function itemsWhen(what: string, ready: (labels: string[]) => boolean): Promise<string[]> {
  const api = await assetPanels();
  return shownWhen(what, () => api.searchItems(), ready);
}

describe('Asset search', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  beforeEach(() => api.reset());
  afterEach(closePickerAndEditors);

  it('lists matches by symbol with one request, and Enter opens the first one\'s page', async () => {
    await vscode.commands.executeCommand('walletscope.searchAssets', 'usd c');
    const labels = await itemsWhen('results for "usd c"', (ls) => ls.includes('USDC'));
    assert.equal(labels[0], 'USDC');
    assert.equal((await api.requests('/api/1/search')).length, 1);
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const page = await pageWhen('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'loaded');
    assert.equal(page.title, 'USDC');
    assert.equal(page.blockchain, 'Ethereum');
    assert.equal((await assetPanels()).searchItems(), undefined, 'the search closed');
  });

  it('shows pairs as "WSOL/USDC · Raydium", and Enter opens the base token\'s page', async () => {
    await vscode.commands.executeCommand('walletscope.searchAssets', 'wsol');
    const labels = await itemsWhen('pair results for "wsol"', (ls) => ls.includes('WSOL/USDC · Raydium'));
    assert.equal(labels[0], 'WSOL/USDC · Raydium');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const page = await pageWhen('So11111111111111111111111111111111111111112', 'loaded');
    assert.equal(page.blockchain, 'Solana');
  });

  it('says what to type when the input is empty and when nothing matches, as lines', async () => {
    await vscode.commands.executeCommand('walletscope.searchAssets');
    await itemsWhen('the empty-input line', (ls) => ls.length === 1 && /Type a name or symbol/.test(ls[0]!));
    await vscode.commands.executeCommand('walletscope.searchAssets', 'zzzqqq');
    await itemsWhen('the no-results line', (ls) => ls.length === 1 && /No asset's name or symbol starts with “zzzqqq”/.test(ls[0]!));
  });

  it('shows a rate limit as a line saying when to try again, and Enter retries', async () => {
    await api.addFault({ kind: 'rate-limit', retryAfterSeconds: 60, times: 1, path: '/api/1/search' });
    await vscode.commands.executeCommand('walletscope.searchAssets', 'pepe');
    await itemsWhen('the rate-limit line', (ls) => ls.length === 1 && /rate limiting requests; try again in 60 s/.test(ls[0]!));
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await itemsWhen('results after the retry', (ls) => ls.includes('PEPE'));
  });

  it('looks up the selected text from the editor', async () => {
    const document = await openDocument('const token = "Chainlink";\n', 'typescript');
    const editor = await vscode.window.showTextDocument(document);
    editor.selection = new vscode.Selection(0, 15, 0, 24);
    await vscode.commands.executeCommand('walletscope.lookUpAsset');
    const labels = await itemsWhen('results for the selection', (ls) => ls.includes('LINK'));
    assert.equal(labels[0], 'LINK');
    const requests = await api.requests('/api/1/search');
    assert.deepEqual(requests.map((r) => [r.query.input, r.query.name]), [['Chainlink', 'Chainlink']]);
  });
});
