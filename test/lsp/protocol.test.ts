// The language server over stdio, driven by vscode-languageserver's own protocol connection against the
// reference API: capabilities, hover, checksum warnings and fixes, completion, links and inlay hints.
import assert from 'node:assert/strict';
import type { CodeAction, CompletionList, DocumentLink, Hover, InlayHint, MarkupContent } from 'vscode-languageserver/node';
import { BINANCE_14 } from '../server/data/entities';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { startServer, USDC, USDC_TYPO, type RunningServer } from './serverProcess';
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';

describe('language server protocol', function () {
  this.timeout(30_000);
  let api: ReferenceServer;
  let server: RunningServer;
  const settings = () => ({ walletscope: { languageServer: { completion: true }, inlineInfo: true } });

  before(async () => {
    api = await startReferenceServer();
    server = await startServer({ userSettings: settings(), env: { WALLETSCOPE_API_URL: api.url } });
  });
  after(async () => {
    await server?.stop();
    await api?.close();
  });

  it('answers initialize with its capabilities', () => {
    const { capabilities, serverInfo } = server.initialized;
    assert.equal(serverInfo?.name, 'walletscope-language-server');
    assert.equal(capabilities.hoverProvider, true);
    assert.deepEqual(capabilities.codeActionProvider, { codeActionKinds: ['quickfix'] });
    assert.equal(capabilities.inlayHintProvider, true);
    assert.deepEqual(capabilities.completionProvider?.triggerCharacters, ['"', "'", '`']);
    assert.deepEqual(capabilities.documentLinkProvider, { resolveProvider: false });
    assert.deepEqual(capabilities.executeCommandProvider, { commands: ['walletscope.discoverTokens'] });
  });

  it('answers Discover Tokens as plain data: rows in words and figures, what was left out, what it cost, kept a minute', async () => {
    interface Listed { title: string; hidden?: string; credits: number; rows: Array<{ kind: string; address: string; label: string; description: string; detail: string; risk?: string }> }
    const ask = (args: unknown) => server.connection.sendRequest<Listed>('workspace/executeCommand', { command: 'walletscope.discoverTokens', arguments: [args] });
    const before = api.count('/api/2/pulse');
    const listed = await ask({ view: 'gainers' });
    assert.equal(listed.title, 'Discover Tokens: Top gainers 24h · 1 credit');
    assert.equal(listed.hidden, '4 under $50K liquidity hidden · 1 spam hidden');
    const first = listed.rows[0]!;
    assert.deepEqual([first.kind, first.label, first.description, first.risk], ['token', 'TFROG', 'Turbo Frog · Base', '30% sell tax']);
    assert.match(first.detail, /^\$0\.0184 · \+212\.40% · Liq \$241K · Vol 24h \$1\.93M · 2 d old · Risk: 30% sell tax$/);
    assert.equal((await ask({ view: 'gainers' })).credits, 0, 'kept a minute');
    assert.equal(api.count('/api/2/pulse') - before, 1);
    const pools = await ask({ view: 'new', chain: 'Solana', minLiquidityUsd: 0 });
    assert.ok(pools.rows.length > 0 && pools.rows.every((r) => r.kind === 'pool' && / · Solana$/.test(r.description)));
    await assert.rejects(ask({ view: 'everything' }), /view must be one of trending, new, gainers, losers/);
  });

  it('hovers USDC\'s contract with the VS Code hover\'s content, without command links', async () => {
    const uri = 'file:///project/src/Token.sol';
    server.open(uri, `contract T {\n  address constant USDC = ${USDC};\n}\n`);
    const hover = await server.connection.sendRequest<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 30 } });
    const markdown = (hover.contents as MarkupContent).value;
    assert.equal((hover.contents as MarkupContent).kind, 'markdown');
    assert.match(markdown, /^\*\*USD Coin\*\* \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) .*· Ethereum/);
    assert.match(markdown, /Market cap \$56\.24B/);
    assert.match(markdown, /\[Open in Etherscan\]\(https:\/\/etherscan\.io\/token\/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\)/);
    assert.doesNotMatch(markdown, /command:|\$\(warning\)|!\[/);
    assert.deepEqual(hover.range, { start: { line: 1, character: 26 }, end: { line: 1, character: 68 } });
    const none = await server.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 3 } });
    assert.equal(none, null);
  });

  it('warns about a wrong checksum and offers both fixes', async () => {
    const uri = 'file:///project/src/Typo.sol';
    const published = server.nextDiagnostics(uri);
    server.open(uri, `// pay\naddress constant A = ${USDC_TYPO};\n`);
    const { diagnostics } = await published;
    assert.equal(diagnostics.length, 1);
    const [warning] = diagnostics;
    assert.equal(warning!.code, 'walletscope.checksum');
    assert.equal(warning!.source, 'Walletscope');
    assert.deepEqual(warning!.range, { start: { line: 1, character: 21 }, end: { line: 1, character: 63 } });
    const actions = await server.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: warning!.range, context: { diagnostics },
    });
    assert.deepEqual(actions.map((a) => [a.title, a.isPreferred]), [[`Use the checksummed address ${USDC}`, true], ['Use the lower-case address', false]]);
    assert.deepEqual(actions[0]!.edit?.changes?.[uri], [{ range: warning!.range, newText: USDC }]);
    assert.equal(actions[1]!.edit?.changes?.[uri]?.[0]?.newText, USDC.toLowerCase());
  });

  it('warns in a secret file as VS Code does, and offers no fix once the text changed', async () => {
    const uri = 'file:///project/config/.env';
    const published = server.nextDiagnostics(uri);
    server.open(uri, `PAYEE=${USDC_TYPO}\n`, 'dotenv');
    const { diagnostics } = await published;
    assert.deepEqual(diagnostics.map((d) => d.range.start), [{ line: 0, character: 6 }], 'checked here, sent nowhere: the same policy as VS Code');
    const changed = server.nextDiagnostics(uri);
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 0, character: 10 }, end: { line: 0, character: 12 } }, text: 'zz' }],
    });
    const actions = await server.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: diagnostics[0]!.range, context: { diagnostics },
    });
    assert.deepEqual(actions, [], 'the warned text is no longer an address');
    assert.deepEqual((await changed).diagnostics, []);
  });

  it('completes a token\'s contract address inside a string, one item per chain', async () => {
    const uri = 'file:///project/script/Deploy.s.sol';
    server.open(uri, 'address usdc = address("USDC');
    const list = await server.connection.sendRequest<CompletionList>('textDocument/completion', { textDocument: { uri }, position: { line: 0, character: 28 } });
    const item = list.items.find((i) => i.label === 'USD Coin · Ethereum · 0xA0b8…eB48');
    assert.ok(item, list.items.map((i) => i.label).join('\n'));
    assert.deepEqual(item.textEdit, { range: { start: { line: 0, character: 24 }, end: { line: 0, character: 28 } }, newText: USDC });
    assert.ok(list.items.some((i) => i.label === 'USD Coin · Solana · EPjF…Dt1v'));
    const outside = await server.connection.sendRequest<CompletionList>('textDocument/completion', { textDocument: { uri }, position: { line: 0, character: 4 } });
    assert.deepEqual(outside.items, []);
  });

  it('links addresses to their block explorer and notes symbol and price inline', async () => {
    const uri = 'file:///project/src/Links.sol';
    server.open(uri, `x = ${USDC};\n`);
    const links = await server.connection.sendRequest<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri } });
    assert.deepEqual(links.map((l) => [l.target, l.range.start.character]), [[`https://etherscan.io/address/${USDC}`, 4]]);
    const hints = await server.connection.sendRequest<InlayHint[]>('textDocument/inlayHint', {
      textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } },
    });
    assert.deepEqual(hints.map((h) => [h.label, h.position]), [['USDC $0.9999', { line: 0, character: 46 }]]);
  });

  it('hovers a pool as its pair, notes it inline once found, and completes a pool\'s address from search', async () => {
    const uri = 'file:///project/src/Pool.sol';
    server.open(uri, `address constant POOL = ${POOL};\n`);
    const hints = () => server.connection.sendRequest<InlayHint[]>('textDocument/inlayHint', {
      textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } },
    });
    assert.deepEqual(await hints(), [], 'no note before anything found the pool: notes never ask for pools');
    const hover = await server.connection.sendRequest<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 30 } });
    const markdown = (hover.contents as MarkupContent).value;
    assert.match(markdown, /^\*\*WETH \/ USDC\*\* pool · Uniswap V3 · Ethereum/);
    assert.match(markdown, /Liquidity \$\d/);
    assert.doesNotMatch(markdown, /command:/);
    assert.match(String((await hints())[0]?.label), /^WETH\/USDC pool \$\d+(\.\d+)?M$/);
    const code = 'file:///project/script/Pool.s.sol';
    server.open(code, 'address pool = address("WSOL');
    const list = await server.connection.sendRequest<CompletionList>('textDocument/completion', { textDocument: { uri: code }, position: { line: 0, character: 28 } });
    const item = list.items.find((i) => i.label.startsWith('WSOL/USDC pool · Raydium · Solana · 58oQ'));
    assert.ok(item, list.items.map((i) => i.label).join('\n'));
    assert.equal((item.textEdit as { newText: string }).newText, '58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2');
  });

  it('names an address that is neither a token nor a pool, as VS Code does, asking its name once', async () => {
    const uri = 'file:///project/src/Treasury.sol';
    server.open(uri, `address constant HOT = ${BINANCE_14.address};\n`);
    const before = api.count('/api/1/wallet/labels');
    const hover = async () => ((await server.connection.sendRequest<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 30 } })).contents as MarkupContent).value;
    const markdown = await hover();
    assert.match(markdown, /^\*\*Binance 14\*\* · exchange\n\n`0x28C6c06298d514Db089934071355E5743bf21d60` is neither a token nor a pool/);
    assert.doesNotMatch(markdown, /command:/);
    assert.equal(await hover(), markdown);
    assert.equal(api.count('/api/1/wallet/labels'), before + 1, 'the name is kept: one request');
  });

  it('does not look up files that hold secrets', async () => {
    const uri = 'file:///project/.env';
    server.open(uri, `TOKEN=${USDC}\n`, 'dotenv');
    const before = api.count('/api/1/metadata');
    const hover = await server.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 10 } });
    assert.equal(hover, null);
    assert.equal(api.count('/api/1/metadata'), before);
  });
});

describe('language server protocol: a client that declares plain-text hovers only', function () {
  this.timeout(30_000);
  let api: ReferenceServer;
  let server: RunningServer;

  before(async () => {
    api = await startReferenceServer();
    server = await startServer({ hoverFormats: ['plaintext'], env: { WALLETSCOPE_API_URL: api.url } });
  });
  after(async () => {
    await server?.stop();
    await api?.close();
  });

  it('answers with plain text: the same content, no markup, links written out one a line, lines a terminal can show', async () => {
    const uri = 'file:///project/src/Token.sol';
    server.open(uri, `contract T {\n  address constant USDC = ${USDC};\n  address constant POOL = ${POOL};\n}\n`);
    const hover = await server.connection.sendRequest<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 30 } });
    const { kind, value } = hover.contents as MarkupContent;
    assert.equal(kind, 'plaintext');
    assert.match(value, /^USD Coin \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) .*· Ethereum\n/);
    assert.match(value, /^Market cap \$56\.24B/m);
    assert.match(value, /^Website: https:\/\/\S+$/m);
    assert.ok(value.split('\n').includes('Etherscan: https://etherscan.io/token/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), value);
    assert.doesNotMatch(value, /\*\*|`|\]\(|^---$|\\|command:/m, 'no markdown and no command link');
    assert.deepEqual(value.split('\n').filter((line) => line.length > 80 && !/https:\/\/\S+$/.test(line)), []);
    assert.deepEqual(hover.range, { start: { line: 1, character: 26 }, end: { line: 1, character: 68 } });
    const pool = await server.connection.sendRequest<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 30 } });
    assert.match((pool.contents as MarkupContent).value, /^WETH \/ USDC pool · Uniswap V3 · Ethereum\n/);
  });
});
