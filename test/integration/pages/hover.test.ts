// Hovers on addresses in real documents, and checksum warnings with their quick fixes.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { BINANCE_14 } from '../../server/data/entities';
import { WALLETS } from '../../server/data/wallet-addresses';
import { activateExtension, hoverTextAt, ReferenceApi, requireEnv, waitFor, openDocument } from '../helpers';
import { closeAllEditors, pageWhen } from '../assetPages';
import { API_URL_ENV } from '../result';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const PEPE = '0x6982508145454Ce325dDbE47a25d4ec3d2311933';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const UNKNOWN = '0x1111111111111111111111111111111111111111';
const BAD_CHECKSUM = '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
/** Each operation on its preferred generation (each operation's declaration, src/api/operation.ts): nothing in the window remembers another for this API. */
const POOLS_PATH = '/api/2/token/markets';
const HISTORY_PATH = '/api/1/market/history';
const config = () => vscode.workspace.getConfiguration('walletscope');

/** The hover text at the middle of the first occurrence of `needle` in a new document. */
async function hoverText(content: string, needle: string, language = 'typescript'): Promise<string> {
  const document = await openDocument(content, language);
  const position = document.positionAt(content.indexOf(needle) + Math.floor(needle.length / 2));
  return hoverTextAt(document.uri, position);
}

describe('Address hovers', function () {
  this.timeout(30_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(activateExtension);
  beforeEach(() => api.reset());
  after(async () => {
    await api.reset();
    await config().update('requestTimeoutMs', undefined, vscode.ConfigurationTarget.Global);
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
  });

  it('shows name, symbol, price and links for a token contract', async () => {
    const text = await hoverText(`const usdc = "${USDC}";`, USDC);
    assert.match(text, /\*\*USD Coin\*\* \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) /);
    assert.match(text, /Market cap \$[\d.]+B/);
    assert.match(text, /\[Open asset page\]\(command:walletscope\.showAsset\?/);
    assert.match(text, /\[Open in Etherscan\]\(https:\/\/etherscan\.io\/token\/0xA0b8/);
  });

  it('adds the price now with its 24h change, and a trend only from history at hand: never a 5-credit history for a hover', async () => {
    const text = await hoverText(`const pepe = "${PEPE}";`, PEPE);
    assert.match(text, /\*\*Pepe\*\* \(PEPE\) · \$[\d.₀-₉]+ \([+−]?\d+(\.\d+)?% 24h\)/);
    assert.doesNotMatch(text, /price trend/, 'no history at hand, and the service\'s drawing could not load over http: no trend');
    // The price, by the asset's id, in one 1-credit batch request on the current paths.
    const [metadata, price, ...more] = await api.requests();
    assert.equal(metadata?.path, '/api/1/metadata');
    assert.equal(more.length, 0);
    assert.deepEqual([price?.path, price?.body], ['/api/2/asset/details', [{ id: 100202, tokensLimit: 1 }]]);

    await api.reset();
    await vscode.commands.executeCommand('walletscope.showAsset', PEPE, 'Ethereum');
    await pageWhen(PEPE, 'loaded');
    await waitFor('the page\'s day of history', async () => (await api.requests(HISTORY_PATH)).length > 0 || undefined, { timeoutMs: 10_000 });
    // The page lists PEPE's pools once it is shown (1 credit): not the hover's doing.
    await waitFor('the page\'s pools', async () => (await api.requests(POOLS_PATH)).length > 0 || undefined, { timeoutMs: 10_000 });
    await api.reset();
    const again = await hoverText(`const pepe = "${PEPE}";`, PEPE);
    assert.match(again, /!\[price trend\]\(data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+\) 24 hours/, 'the page\'s history, drawn here');
    assert.deepEqual((await api.requests()).map((r) => r.path), [], 'the metadata is kept for the session and the price for a minute: nothing asked');
    await closeAllEditors();
  });

  it('shows a Solana token', async () => {
    assert.match(await hoverText(`mint: '${BONK}',`, BONK), /\*\*Bonk\*\* \(BONK\)/);
  });

  it('says when an address is not a known asset and offers to watch it', async () => {
    const text = await hoverText(`address owner = ${UNKNOWN};`, UNKNOWN, 'solidity');
    assert.match(text, /is neither a token nor a pool/);
    assert.match(text, /\[Watch as wallet\]\(command:walletscope\.addWallet\?/);
  });

  it('names an address that is neither a token nor a pool, the address still shown, and asks its name once', async () => {
    const text = await hoverText(`deposit = ${BINANCE_14.address}`, BINANCE_14.address);
    assert.match(text, /^\*\*Binance 14\*\* · exchange\n\n`0x28C6c06298d514Db089934071355E5743bf21d60` is neither a token nor a pool/);
    assert.equal((await api.requests('/api/1/wallet/labels')).length, 1);
    await api.reset();
    assert.match(await hoverText(`// ${BINANCE_14.address.toLowerCase()}`, BINANCE_14.address.toLowerCase()), /^\*\*Binance 14\*\* · exchange/);
    assert.deepEqual((await api.requests('/api/1/wallet/labels')).length, 0, 'kept for days, whatever the case of the hex');
  });

  it('names a watched wallet and its total', async () => {
    await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
    const text = await waitFor('the hover to show the watched wallet with its total', async () => {
      const t = await hoverText(`// ${WALLETS.ordinary}`, WALLETS.ordinary);
      return /Watched wallet \*\*Main\*\* · \$[\d,]+\\?\.\d\d/.test(t) ? t : undefined; // markdown-escaped: "1,234\.56"
    }, { timeoutMs: 15_000, intervalMs: 200 });
    assert.doesNotMatch(text, /Watch as wallet/);
  });

  it('asks the service once for repeated and concurrent hovers on one address', async () => {
    const content = `[${USDC.toLowerCase()}, "0x6B175474E89094C44Da98b954EedeAC495271d0F"]`;
    await api.reset();
    await Promise.all([1, 2, 3].map(() => hoverText(content, '0x6B175474E89094C44Da98b954EedeAC495271d0F')));
    await hoverText(content, '0x6B175474E89094C44Da98b954EedeAC495271d0F');
    assert.equal((await api.requests('/api/1/metadata')).length, 1);
  });

  it('says in one line when the service fails', async () => {
    await api.addFault({ kind: 'server-error', times: Infinity, path: '/api/1/metadata' });
    const text = await hoverText(`x = "0x514910771AF9Ca656af840dff83E8264EcF986CA"`, '0x514910771AF9Ca656af840dff83E8264EcF986CA');
    assert.match(text, /^Walletscope: The service answered 500/);
  });

  it('gives up at the request timeout when the service does not answer', async () => {
    await config().update('requestTimeoutMs', 1000, vscode.ConfigurationTarget.Global);
    await api.addFault({ kind: 'hang', times: Infinity, path: '/api/1/metadata' });
    const started = Date.now();
    const text = await hoverText(`x = "0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984"`, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984');
    assert.match(text, /^Walletscope: the service did not answer within 1 s\\\./, 'raw markdown: the period is escaped');
    assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
  });

  it('shows nothing for hashes and identifiers that only look like addresses', async () => {
    const hash = '0x' + 'ab'.repeat(32);
    assert.equal(await hoverText(`tx ${hash}`, hash), '');
    assert.equal(await hoverText('getAssociatedTokenAddressSync()', 'getAssociatedTokenAddressSync'), '');
  });
});

describe('Inline notes', function () {
  this.timeout(30_000);
  before(activateExtension);
  after(() => config().update('inlineInfo', undefined, vscode.ConfigurationTarget.Global));

  it('follow known token addresses with symbol and price when turned on, and nothing else', async () => {
    const content = `tokens = ["${USDC}", "${UNKNOWN}", "${BONK}"]\n`;
    const document = await openDocument(content, 'python');
    const range = new vscode.Range(0, 0, 1, 0);
    const hints = async () => (await vscode.commands.executeCommand<vscode.InlayHint[]>('vscode.executeInlayHintProvider', document.uri, range))
      .map((h) => [document.offsetAt(h.position), typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join('')]);
    assert.deepEqual(await hints(), [], 'off by default');
    await config().update('inlineInfo', true, vscode.ConfigurationTarget.Global);
    const shown = await waitFor('inline notes', async () => { const h = await hints(); return h.length ? h : undefined; }, { timeoutMs: 10_000 });
    assert.equal(shown.length, 2, JSON.stringify(shown));
    assert.deepEqual(shown[0]?.[0], content.indexOf(USDC) + USDC.length);
    assert.match(String(shown[0]?.[1]), /^USDC \$(0\.99|1\.00)/);
    assert.match(String(shown[1]?.[1]), /^BONK \$/);
  });
});

describe('Checksum warnings', function () {
  this.timeout(30_000);
  before(activateExtension);
  afterEach(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  it('warns about a wrong EIP-55 checksum and fixes it with the preferred quick fix', async () => {
    const document = await openDocument(`token = "${BAD_CHECKSUM}" // and ${USDC}\n`, 'python');
    await vscode.window.showTextDocument(document);
    const [diagnostic] = await waitFor('one checksum warning', () => {
      const found = vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Walletscope');
      return found.length ? found : undefined;
    }, { timeoutMs: 10_000 });
    assert.equal(vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Walletscope').length, 1);
    assert.equal(diagnostic!.severity, vscode.DiagnosticSeverity.Warning);
    assert.equal(document.getText(diagnostic!.range), BAD_CHECKSUM);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, diagnostic!.range);
    const ours = actions.filter((a) => /^Use the (checksummed|lower-case) address/.test(a.title));
    assert.deepEqual(ours.map((a) => a.title), [`Use the checksummed address ${USDC}`, 'Use the lower-case address']);
    await vscode.workspace.applyEdit(ours.find((a) => a.isPreferred)!.edit!);
    assert.equal(document.getText(), `token = "${USDC}" // and ${USDC}\n`);
    await waitFor('the warning to go', () => vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Walletscope').length === 0, { timeoutMs: 10_000 });
  });

  it('can be turned off: the warnings it showed go', async () => {
    const ours = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Walletscope').length;
    const document = await openDocument(BAD_CHECKSUM, 'plaintext');
    await vscode.window.showTextDocument(document);
    await waitFor('the warning, while on', () => ours(document.uri) > 0 || undefined, { timeoutMs: 10_000 });
    await config().update('checksumDiagnostics', false, vscode.ConfigurationTarget.Global);
    try {
      await waitFor('the warning to go once turned off', () => ours(document.uri) === 0 || undefined, { timeoutMs: 10_000 });
    } finally {
      await config().update('checksumDiagnostics', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});
