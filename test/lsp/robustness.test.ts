// The language server under cancellation, malformed input, shutdown and an API key: $/cancelRequest aborts
// the HTTP request, bad requests get errors and the server keeps answering, requests and the key go to one origin
// only: the one the server's environment names, whatever initializationOptions or workspace/configuration say.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CancellationTokenSource, MessageType, type CodeAction, type Hover, type MarkupContent, type ResponseError } from 'vscode-languageserver/node';
import { SENTINEL_COMMAND, startReferenceServer, type ReferenceServer } from '../server/server';
import { startServer, testFolder, USDC, USDC_TYPO, type RunningServer, type ServerOptions } from './serverProcess';
import { nowMs } from '../../src/core/clock';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const KEY = 'ws-test-key-7f3a9c21';
const uri = 'file:///project/src/Pay.sol';
const hoverAt = (character: number) => ({ textDocument: { uri }, position: { line: 0, character } });
const code = (expected: number) => (e: ResponseError) => { assert.equal(e.code, expected, e.message); return true; };

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = nowMs() + ms;
  while (!check()) {
    if (nowMs() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('language server robustness', function () {
  this.timeout(30_000);
  let api: ReferenceServer;
  let other: ReferenceServer;
  let server: RunningServer;

  before(async () => {
    api = await startReferenceServer({ apiKey: KEY });
    other = await startReferenceServer();
    // No apiBaseUrl in the settings: WALLETSCOPE_API_URL is the server's default as well as the key's service.
    server = await startServer({ env: { WALLETSCOPE_API_KEY: KEY, WALLETSCOPE_API_URL: api.url } });
    server.open(uri, `a = ${USDT}; b = ${USDC};`);
  });
  after(async () => {
    await server?.stop();
    await api?.close();
    await other?.close();
  });

  it('aborts the HTTP request when the client cancels, and answers RequestCancelled', async () => {
    api.addFault({ kind: 'hang', path: '/api/1/metadata' });
    const sent = api.count('/api/1/metadata');
    const source = new CancellationTokenSource();
    const started = nowMs();
    const hover = server.connection.sendRequest<Hover>('textDocument/hover', hoverAt(6), source.token);
    await until(() => api.count('/api/1/metadata') > sent);
    source.cancel();
    await assert.rejects(hover, code(-32800));
    assert.ok(nowMs() - started < 3000, 'answered at once, not after the 10 s timeout');
    // The hung request was given up, not left waiting: the next hover asks again and is answered.
    const again = await server.connection.sendRequest<Hover>('textDocument/hover', hoverAt(6));
    assert.match((again.contents as MarkupContent).value, /Tether USD/);
    assert.equal(api.count('/api/1/metadata'), sent + 2);
  });

  it('asks WALLETSCOPE_API_URL\'s origin with the key, never another one a client configures, and never logs the key', async () => {
    assert.ok(api.requests.length > 0 && api.requests.every((r) => r.headers.authorization === KEY));
    await server.connection.sendNotification('workspace/didChangeConfiguration', { settings: { walletscope: { apiBaseUrl: other.url } } });
    const hover = await server.connection.sendRequest<Hover>('textDocument/hover', hoverAt(60));
    assert.match((hover.contents as MarkupContent).value, /USD Coin/);
    assert.equal(other.requests.length, 0, 'another origin is not asked at all');
    assert.deepEqual(warnings(server), [`walletscope.apiBaseUrl from the editor names ${new URL(other.url).origin}: ignored.`]);
    assert.match(server.stderr(), /GET \/api\/1\/metadata\?asset=0x/);
    assert.ok(!server.stderr().includes(KEY), 'the key is not in the log');
    assert.ok(!JSON.stringify(server.messages()).includes(KEY), 'nor in any logMessage');
  });

  it('answers malformed requests with errors and keeps serving', async () => {
    const { connection, child } = server;
    await assert.rejects(connection.sendRequest('textDocument/hover', {}), code(-32602));
    await assert.rejects(connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: -1, character: 'x' } }), code(-32602));
    await assert.rejects(connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: null, context: null }), code(-32602));
    await assert.rejects(connection.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range: { start: 1 } }), code(-32602));
    await assert.rejects(connection.sendRequest('walletscope/noSuchMethod', {}), code(-32601));
    assert.equal(await connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///never/opened.sol' }, position: { line: 0, character: 0 } }), null);
    assert.equal(await connection.sendRequest('textDocument/hover', hoverAt(100_000)), null);
    // Bytes that are not a message at all: broken JSON, JSON that is no message.
    child.stdin.write('Content-Length: 9\r\n\r\n{"bogus":');
    child.stdin.write('Content-Length: 2\r\n\r\n[]');
    const hover = await connection.sendRequest<Hover>('textDocument/hover', hoverAt(60));
    assert.match((hover.contents as MarkupContent).value, /USD Coin/);
    assert.equal(child.exitCode, null, 'still running');
  });

  it('shows a hostile service\'s text as text: no links but https, no HTML, no icons', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    const fresh = await startServer({ env: { WALLETSCOPE_API_URL: hostile.url } });
    try {
      fresh.open(uri, `b = ${USDC};`);
      const hover = await fresh.connection.sendRequest<Hover>('textDocument/hover', hoverAt(10));
      const markdown = (hover.contents as MarkupContent).value;
      assert.ok(markdown.includes(SENTINEL_COMMAND.split('.')[0]!), 'the payload arrived');
      assert.deepEqual([...markdown.matchAll(/(?<!\\)\]\(([a-z]+):/g)].map((m) => m[1]).filter((scheme) => scheme !== 'https'), []);
      assert.doesNotMatch(markdown, /(?<!\\)<img|\u202E/);
      // CommonMark escapes only where markup could start: the numeric entities VS Code takes show literally elsewhere.
      assert.match(markdown, /support\\@claim-airdrop\.example R&D/);
      assert.match(markdown, /https\\:\/\/claim-airdrop/);
      assert.match(markdown, /\$\(verified-filled\)/, 'no icons outside VS Code: the text as it came');
      assert.doesNotMatch(markdown, /&#|&amp;/);
    } finally {
      await fresh.stop();
      await hostile.close();
    }
  });

  it('logs a malformed header on stdin and reads on from the next message', async () => {
    const { connection, child } = server;
    for (const junk of ['\r\n', 'Content-Length: abc\r\n\r\n{"jsonrpc":"2.0"}', 'text that is no header\n', 'Content-Length: 99999999999\r\n\r\n', 'X'.repeat(10_000)]) {
      child.stdin.write(junk);
      const hover = await Promise.race([
        connection.sendRequest<Hover>('textDocument/hover', hoverAt(60)),
        new Promise<undefined>((done) => setTimeout(() => done(undefined), 3000)),
      ]);
      assert.match((hover?.contents as MarkupContent | undefined)?.value ?? 'no answer', /USD Coin/, JSON.stringify(junk.slice(0, 40)));
    }
    assert.equal((server.stderr().match(/stdin: skipped/g) ?? []).length, 5, server.stderr());
    assert.equal(child.exitCode, null, 'still running');
  });

  it('offers the checksum fixes for a range sent without the diagnostic, as some clients do', async () => {
    const typoUri = 'file:///project/src/Typo.sol';
    server.open(typoUri, `contract T {\n  address constant PAYEE = ${USDC_TYPO};\n}\n`);
    const at = { line: 1, character: 30 };
    const actions = await server.connection.sendRequest<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: typoUri }, range: { start: at, end: at }, context: { diagnostics: [] } });
    assert.deepEqual(actions.map((a) => a.title), [`Use the checksummed address ${USDC}`, 'Use the lower-case address']);
    assert.deepEqual(actions[0]!.edit?.changes?.[typoUri]?.[0]?.range, { start: { line: 1, character: 27 }, end: { line: 1, character: 69 } });
    const elsewhere = { line: 0, character: 2 };
    assert.deepEqual(await server.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: typoUri }, range: { start: elsewhere, end: elsewhere }, context: { diagnostics: [] } }), []);
  });

  it('shuts down, answers any later request with InvalidRequest, and exits with code 0', async () => {
    const fresh = await startServer();
    fresh.open(uri, `b = ${USDC};`);
    assert.equal(await fresh.connection.sendRequest('shutdown'), null);
    await assert.rejects(fresh.connection.sendRequest('textDocument/hover', hoverAt(10)), code(-32600));
    await assert.rejects(fresh.connection.sendRequest('shutdown'), code(-32600));
    assert.equal(await fresh.stop(), 0, 'exit is still accepted');
  });
});

/** The window/logMessage warnings' first sentences ("walletscope.apiBaseUrl from the editor names http://127.0.0.1:N: ignored."). */
function warnings(server: RunningServer): string[] {
  return server.messages().filter((m) => m.type === MessageType.Warning).map((m) => m.message.split(' The ')[0]!.split(' Links ')[0]!);
}

describe('language server API key: only the server\'s environment decides', function () {
  this.timeout(30_000);
  let keyed: ReferenceServer;
  let other: ReferenceServer;
  const started: RunningServer[] = [];

  /** A server on its own, with the document open; `other`'s requests are counted from here. */
  async function start(options: ServerOptions): Promise<RunningServer> {
    other.resetCounts();
    keyed.resetCounts();
    const server = await startServer(options);
    started.push(server);
    server.open(uri, `b = ${USDC};`);
    return server;
  }
  const hover = async (server: RunningServer) => ((await server.connection.sendRequest<Hover>('textDocument/hover', hoverAt(10))).contents as MarkupContent).value;

  before(async () => {
    keyed = await startReferenceServer({ apiKey: KEY });
    other = await startReferenceServer();
  });
  afterEach(async () => { await Promise.all(started.splice(0).map((s) => s.stop())); });
  after(async () => {
    await keyed?.close();
    await other?.close();
  });

  it('initializationOptions\' apiBaseUrl on another origin is not asked: WALLETSCOPE_API_URL\'s service is, with one warning', async () => {
    const server = await start({ initializationOptions: { walletscope: { apiBaseUrl: other.url } }, env: { WALLETSCOPE_API_KEY: KEY, WALLETSCOPE_API_URL: keyed.url } });
    assert.match(await hover(server), /USD Coin/);
    await server.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 11 } });
    assert.equal(other.count(), 0, 'the project\'s address learns nothing');
    assert.ok(keyed.count('/api/1/metadata') > 0 && keyed.requests.every((r) => r.headers.authorization === KEY));
    assert.deepEqual(warnings(server), [`walletscope.apiBaseUrl from the editor names ${new URL(other.url).origin}: ignored.`], 'said once');
    assert.ok(!JSON.stringify(server.messages()).includes(KEY) && !server.stderr().includes(KEY));
  });

  it('without WALLETSCOPE_API_URL only the default API is asked, never a configured loopback server', async () => {
    const server = await start({ initializationOptions: { walletscope: { apiBaseUrl: other.url } }, env: { WALLETSCOPE_API_KEY: KEY } });
    await server.connection.sendRequest('textDocument/hover', hoverAt(10)); // the default API is out of reach here
    assert.equal(other.count(), 0);
    assert.match(server.messages().map((m) => m.message).join('\n'), /The server asks only https:\/\/api\.mobula\.io/);
  });

  it('workspace/configuration\'s apiBaseUrl on another origin is not asked; a path on the server\'s own origin is', async () => {
    const server = await start({ configuration: { apiBaseUrl: other.url }, env: { WALLETSCOPE_API_KEY: KEY, WALLETSCOPE_API_URL: keyed.url } });
    await until(() => warnings(server).length > 0); // the configuration was pulled and applied
    assert.match(await hover(server), /USD Coin/);
    assert.equal(other.count(), 0, 'the configured origin is not asked');
    assert.ok(keyed.requests.length > 0 && keyed.requests.every((r) => r.headers.authorization === KEY));
  });

  it('explorer links go to built-in explorers or those WALLETSCOPE_EXPLORERS names, never to a host a project names', async () => {
    const explorers = { Ethereum: 'https://etherscan.io.evil.example/token/{address}', Base: 'https://basescan.org/address/{address}', Polygon: 'https://polygonscan.com/token/{address}' };
    const server = await start({
      initializationOptions: { walletscope: { explorers } }, configuration: { explorers },
      env: { WALLETSCOPE_API_URL: keyed.url, WALLETSCOPE_EXPLORERS: JSON.stringify({ polygon: 'https://polygon.blockscout.com/address/{address}' }) },
    });
    server.open('file:///project/src/Links.sol', `a = ${USDC};`);
    const links = await server.connection.sendRequest<Array<{ target?: string }>>('textDocument/documentLink', { textDocument: { uri: 'file:///project/src/Links.sol' } });
    assert.ok(links.length > 0);
    assert.ok(links.every((l) => l.target?.startsWith('https://etherscan.io/')), JSON.stringify(links));
    await until(() => server.configurationPulls() > 0);
    assert.deepEqual(warnings(server), ['walletscope.explorers from the editor sends "Ethereum" links to etherscan.io.evil.example: ignored.']);
  });

  it('WALLETSCOPE_API_URL\'s service gets the key, also when a client names the same origin', async () => {
    const server = await start({ configuration: { apiBaseUrl: `${keyed.url}/` }, env: { WALLETSCOPE_API_KEY: KEY, WALLETSCOPE_API_URL: keyed.url } });
    assert.match(await hover(server), /USD Coin/);
    assert.ok(keyed.requests.length > 0 && keyed.requests.every((r) => r.headers.authorization === KEY));
    assert.deepEqual(warnings(server), []);
  });

  it('ignores a key file named in workspace/configuration or initializationOptions', async () => {
    const file = join(testFolder('ws-lsp-key-'), 'git-credentials');
    writeFileSync(file, 'https://user:ghp_secret-token-1234@github.com\n'); // one word: it would pass as a key
    const apiKeyFile = { walletscope: { apiBaseUrl: other.url, languageServer: { apiKeyFile: file } } };
    const server = await start({ initializationOptions: apiKeyFile, configuration: apiKeyFile, env: { WALLETSCOPE_API_URL: other.url } });
    assert.match(await hover(server), /USD Coin/);
    await until(() => server.configurationPulls() > 0); // the configuration was pulled too
    await server.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 11 } });
    assert.ok(other.requests.length > 0 && other.requests.every((r) => r.headers.authorization === undefined && r.headers['x-api-key'] === undefined));
    assert.match(server.stderr(), /API key: none/);
  });

  it('reads the key from the file WALLETSCOPE_API_KEY_FILE names', async () => {
    const file = join(testFolder('ws-lsp-key-'), 'key');
    writeFileSync(file, `${KEY}\n`);
    const server = await start({ env: { WALLETSCOPE_API_KEY_FILE: file, WALLETSCOPE_API_URL: keyed.url } });
    assert.match(await hover(server), /USD Coin/);
    assert.ok(keyed.requests.length > 0 && keyed.requests.every((r) => r.headers.authorization === KEY));
  });
});
