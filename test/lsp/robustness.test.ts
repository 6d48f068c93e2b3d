// The language server under cancellation, malformed input, shutdown and an API key: $/cancelRequest aborts
// the HTTP request, bad requests get errors and the server keeps answering, the key goes to one origin only.
import assert from 'node:assert/strict';
import { CancellationTokenSource, type Hover, type MarkupContent, type ResponseError } from 'vscode-languageserver/node';
import { SENTINEL_COMMAND, startReferenceServer, type ReferenceServer } from '../server/server';
import { startServer, USDC, type RunningServer } from './serverProcess';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const KEY = 'ws-test-key-7f3a9c21';
const uri = 'file:///project/src/Pay.sol';
const hoverAt = (character: number) => ({ textDocument: { uri }, position: { line: 0, character } });
const code = (expected: number) => (e: ResponseError) => { assert.equal(e.code, expected, e.message); return true; };

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
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
    server = await startServer({ initializationOptions: { walletscope: { apiBaseUrl: api.url } }, env: { WALLETSCOPE_API_KEY: KEY } });
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
    const started = Date.now();
    const hover = server.connection.sendRequest<Hover>('textDocument/hover', hoverAt(6), source.token);
    await until(() => api.count('/api/1/metadata') > sent);
    source.cancel();
    await assert.rejects(hover, code(-32800));
    assert.ok(Date.now() - started < 3000, 'answered at once, not after the 10 s timeout');
    // The hung request was given up, not left waiting: the next hover asks again and is answered.
    const again = await server.connection.sendRequest<Hover>('textDocument/hover', hoverAt(6));
    assert.match((again.contents as MarkupContent).value, /Tether USD/);
    assert.equal(api.count('/api/1/metadata'), sent + 2);
  });

  it('sends the API key to the configured origin only, and never logs it', async () => {
    assert.ok(api.requests.length > 0 && api.requests.every((r) => r.headers.authorization === KEY));
    await server.connection.sendNotification('workspace/didChangeConfiguration', { settings: { walletscope: { apiBaseUrl: other.url } } });
    const hover = await server.connection.sendRequest<Hover>('textDocument/hover', hoverAt(60));
    assert.match((hover.contents as MarkupContent).value, /USD Coin/);
    assert.ok(other.requests.length > 0 && other.requests.every((r) => r.headers.authorization === undefined), 'no key for another origin');
    assert.match(server.stderr(), /GET \/api\/1\/metadata\?asset=0x/);
    assert.ok(!server.stderr().includes(KEY), 'the key is not in the log');
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
    const fresh = await startServer({ initializationOptions: { walletscope: { apiBaseUrl: hostile.url } } });
    try {
      fresh.open(uri, `b = ${USDC};`);
      const hover = await fresh.connection.sendRequest<Hover>('textDocument/hover', hoverAt(10));
      const markdown = (hover.contents as MarkupContent).value;
      assert.ok(markdown.includes(SENTINEL_COMMAND.split('.')[0]!), 'the payload arrived');
      assert.deepEqual([...markdown.matchAll(/(?<!\\)\]\(([a-z]+):/g)].map((m) => m[1]).filter((scheme) => scheme !== 'https'), []);
      assert.doesNotMatch(markdown, /<img|(?<!\\)\$\(|\u202E/);
    } finally {
      await fresh.stop();
      await hostile.close();
    }
  });

  it('shuts down and exits with code 0', async () => {
    const fresh = await startServer();
    assert.equal(await fresh.connection.sendRequest('shutdown'), null);
    assert.equal(await fresh.stop(), 0);
  });
});
