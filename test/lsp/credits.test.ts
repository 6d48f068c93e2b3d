// What the language server's inlay hints spend, over stdio against the reference API, which bills every answer as the
// service does. A project's settings (Helix's .helix/languages.toml and Zed's .zed/settings.json fill
// initializationOptions and workspace/configuration from the repository) cannot turn them on or turn the cache off;
// the user's own settings file can, and then the server's ledger counts what the service billed, and hints stop once
// the service says the month's credits are used up, while hovers, which the user asks for, still try.
import assert from 'node:assert/strict';
import type { InlayHint, MarkupContent, Hover } from 'vscode-languageserver/node';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditFiles } from '../../src/language-server/creditFiles';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { startServer, USDC, type RunningServer, type ServerOptions } from './serverProcess';
import { nowMs } from '../../src/core/clock';

/** Token contracts the reference API knows: a screen of them, as a deployment script or a token list holds. */
const TOKENS = [
  USDC, '0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  '0x514910771AF9Ca656af840dff83E8264EcF986CA', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9', '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2', '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE',
];
const uri = 'file:///project/src/Tokens.sol';
const TEXT = TOKENS.map((token, i) => `address constant T${i} = ${token};`).join('\n');
/** What a cloned repository's editor settings ask for: every note, never from the cache. */
const PROJECT = { walletscope: { inlineInfo: true, cacheTtlSeconds: 0 } };

describe('language server credits', function () {
  this.timeout(30_000);
  let api: ReferenceServer;
  const started: RunningServer[] = [];

  async function start(options: ServerOptions): Promise<RunningServer> {
    const server = await startServer({ ...options, env: { WALLETSCOPE_API_URL: api.url, ...options.env } });
    started.push(server);
    server.open(uri, TEXT);
    return server;
  }
  const hints = (server: RunningServer) => server.connection.sendRequest<InlayHint[]>('textDocument/inlayHint', {
    textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: TOKENS.length, character: 0 } },
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
    await api?.close();
  });

  it('a project\'s settings asking for inline notes with the cache off cost nothing: three screens of hints ask nothing', async () => {
    api = await startReferenceServer();
    const server = await start({ initializationOptions: PROJECT, configuration: PROJECT });
    for (let i = 0; i < 3; i++) assert.deepEqual(await hints(server), []);
    assert.equal(api.count('/api'), 0, 'no request');
    assert.equal(api.credits().used, 0, 'no credit');
    const told = server.messages().map((m) => m.message).join('\n');
    assert.match(told, /walletscope\.inlineInfo from the editor: ignored\. The server takes it only from your own settings file, \S+language-server\.json,/);
    assert.match(told, /walletscope\.cacheTtlSeconds from the editor: ignored/);
  });

  it('the user\'s own settings turn them on: the hints are served, and the server\'s ledger files hold what the service billed', async () => {
    api = await startReferenceServer();
    const server = await start({ userSettings: { walletscope: { inlineInfo: true, cacheTtlSeconds: 0, plan: 'growth' } } });
    for (let i = 0; i < 3; i++) assert.equal((await hints(server)).length, TOKENS.length, `screen ${i + 1}`);
    const billed = api.credits().used;
    assert.ok(billed >= 3 * TOKENS.length, `every screen asked again (cache 0): ${billed} credits`);
    await server.stop(); // shutdown writes the ledger
    const ledger = new CreditLedger(new CreditFiles(server.ledgerFolder), 'reader', nowMs);
    await ledger.refresh();
    assert.equal(ledger.usage().month.get('inline'), billed);
    assert.equal(ledger.usage().monthTotal, billed);
  });

  it('inlay hints stop once the service says the credits are used up; hovers still ask', async () => {
    api = await startReferenceServer({ plan: 'custom', monthlyCredits: 1_000_000 });
    const server = await start({ userSettings: { inlineInfo: true, cacheTtlSeconds: 0, plan: 'custom', monthlyCredits: 1_000_000 } });
    assert.equal((await hints(server)).length, TOKENS.length);
    api.setCredits({ exhaust: true });
    const before = api.count('/api');
    assert.deepEqual(await hints(server), [], 'refused for credits');
    const refused = api.count('/api');
    assert.ok(refused > before, 'the first screen after the month ran out asks, and hears it');
    assert.deepEqual(await hints(server), []);
    assert.deepEqual(await hints(server), []);
    assert.equal(api.count('/api'), refused, 'later screens ask nothing');
    assert.match(server.stderr(), /inlay hints paused: credits used up/);
    const hover = await server.connection.sendRequest<Hover | null>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 30 } });
    assert.ok(api.count('/api') > refused, 'a hover is the user\'s to ask for: it tries');
    assert.match((hover?.contents as MarkupContent | undefined)?.value ?? '', /credits for this month are used up/, 'and says why it has no answer');
  });
});
