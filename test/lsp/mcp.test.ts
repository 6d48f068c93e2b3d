// `walletscope-language-server --mcp` over stdio with the MCP SDK's own client, against the reference API: the eight
// agent tools as a client lists them, each one's answer (text ending in its credits line, the same answer as data), a
// bad input, the quote-and-confirm step, progress, and one credit ledger shared with the LSP server of the same user.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import * as z from 'zod/mini';
import type { Hover, MarkupContent } from 'vscode-languageserver/node';
import { CreditLedger } from '../../src/api/credits/ledger';
import { AGENT_TOOLS } from '../../src/core/agent/catalogue';
import { nowMs } from '../../src/core/clock';
import { CreditFiles } from '../../src/language-server/creditFiles';
import { startReferenceServer, WALLETS, type ReferenceServer } from '../server/server';
import { startMcp, type McpSession } from './mcpProcess';
import { buildServer, SERVER_JS, startServer, testFolder, USDC } from './serverProcess';
// @ts-expect-error: plain ESM build script without type declarations
import { languageServerBuildOptions } from '../../esbuild.mjs';

const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const WATCHED = { wallets: [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.solana, label: 'Trading', chains: ['Solana'] }] };
/** An answer's last line: what the call cost and what is left, or why it cost nothing. */
const CREDITS_LINE = /\n(?:(?<spent>[\d,]+) credits?, (?:[\d,]+ left this month|unlimited plan)|0 credits: (?:answered from what was kept|nothing was asked of the service))\.$/;

describe('language server as an MCP server (--mcp)', function () {
  this.timeout(30_000);
  let api: ReferenceServer;
  const sessions: McpSession[] = [];
  const start = async (userSettings: unknown = { walletscope: WATCHED }, env: Record<string, string> = {}) => {
    const session = await startMcp({ userSettings, env: { WALLETSCOPE_API_URL: api.url, ...env } });
    sessions.push(session);
    return session;
  };

  before(async () => { api = await startReferenceServer(); });
  afterEach(async () => { await Promise.all(sessions.splice(0).map((s) => s.close())); });
  after(async () => { await api.close(); });

  it('says so in --help', async () => {
    await buildServer();
    const { stdout } = await promisify(execFile)(process.execPath, [SERVER_JS, '--help']);
    assert.match(stdout, /--mcp /);
  });

  it('is a bundle of its own: no LSP start reads or compiles the SDK or the agent\'s tools', async () => {
    const { metafile } = await esbuild.build({ ...languageServerBuildOptions(true), write: false, absWorkingDir: resolve(__dirname, '../..'), logLevel: 'error' }) as { metafile: esbuild.Metafile };
    const inputs = (name: string) => Object.entries(metafile.outputs).find(([file]) => file.endsWith(`/${name}`))![1].inputs;
    const mcpOnly = (path: string) => /node_modules\/@modelcontextprotocol\/|^src\/core\/agent\//.test(path);
    assert.deepEqual(Object.keys(inputs('language-server-main.js')).filter(mcpOnly), []);
    assert.ok(Object.keys(inputs('language-server-mcp.js')).some(mcpOnly));
  });

  it('lists the eight tools, each with its input schema as the tool declares it, the answer\'s schema, and read-only hints', async () => {
    const { tools } = await (await start()).client.listTools();
    assert.deepEqual(tools.map((t) => t.name), AGENT_TOOLS.map((t) => t.name));
    for (const tool of AGENT_TOOLS) {
      const listed = tools.find((t) => t.name === tool.name)!;
      assert.equal(listed.title, tool.title);
      assert.equal(listed.description, tool.description);
      assert.deepEqual(listed.inputSchema, z.toJSONSchema(tool.input, { target: 'draft-7', io: 'input' }), tool.name);
      assert.deepEqual(listed.outputSchema?.required, ['status', 'answer', 'credits', 'creditsLeft', 'rows', 'more']);
      assert.deepEqual(listed.annotations, {
        title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: tool.name !== 'get_credits',
      });
    }
  });

  it('answers every tool in text ending with its credits line, and the same answer as data', async () => {
    const mcp = await start({ walletscope: { ...WATCHED, agent: { dailyCredits: 1000 } } });
    for (const [name, args] of [
      ['get_token', { token: USDC }], ['get_token', { token: 'usdc' }], ['search_tokens', { query: 'pepe' }], ['get_price_history', { token: USDC, range: '30d' }],
      ['discover_tokens', { view: 'gainers' }], ['get_pool', { address: POOL }], ['get_wallet_activity', { wallet: 'Main' }],
      ['get_wallet', { wallet: 'Trading' }], ['get_credits', {}],
    ] as const) {
      const { text, data, isError } = await mcp.call(name, args);
      assert.equal(data.status, 'ok', `${name}: ${text}`);
      assert.equal(isError, false);
      assert.equal(data.answer, text);
      const line = CREDITS_LINE.exec(text);
      assert.ok(line, `${name} ends with its credits line: ${text}`);
      assert.equal(data.credits, Number((line.groups?.spent ?? '0').replace(/,/g, '')), name);
    }
  });

  it('answers a bad input, the SDK\'s schema check included, with what to mend: status bad-input, nothing spent, no error', async () => {
    const mcp = await start();
    const before = api.count('/api');
    for (const [name, args, says] of [
      ['get_token', { token: '0x12' }, /Nothing was asked/],
      ['get_token', {}, /^Bad input: token (must be|takes) .*Nothing was asked or spent\./],
      ['get_price_history', { token: USDC, range: 'forever' }, /range (must be|takes) one of .*\b30d\b/],
      ['get_wallet', { wallet: 'Savings' }, /No watched wallet is labelled "Savings".*Watched wallets: "Main", "Trading"/],
    ] as const) {
      const { text, data, isError } = await mcp.call(name, args);
      assert.equal(data.status, 'bad-input', text);
      assert.equal(isError, false);
      assert.equal(data.credits, 0);
      assert.match(text, says);
      assert.match(text, /\n0 credits: nothing was asked of the service\.$/);
    }
    assert.equal(api.count('/api'), before, 'nothing asked of the service');
  });

  it('quotes a call dearer than the user allows without asking (a wallet on every chain, 20 credits), then answers once confirmed', async () => {
    const mcp = await start();
    const quoted = await mcp.call('get_wallet', { wallet: 'Main' });
    assert.equal(quoted.data.status, 'needs-confirmation', quoted.text);
    assert.equal(quoted.isError, false);
    assert.equal(quoted.data.credits, 0);
    assert.match(quoted.text, /call again with confirmCredits: 20\./);
    const confirmed = await mcp.call('get_wallet', { wallet: 'Main', confirmCredits: 20 });
    assert.equal(confirmed.data.status, 'ok', confirmed.text);
    assert.ok(confirmed.data.credits > 0 && confirmed.data.credits <= 20, confirmed.text);
  });

  it('reports a call\'s steps as progress when the client asks for it', async () => {
    const mcp = await start();
    const steps: Array<{ progress: number; message?: string }> = [];
    await mcp.client.callTool({ name: 'get_token', arguments: { token: USDC } }, undefined, { onprogress: (p) => void steps.push(p) });
    assert.ok(steps.length > 0);
    assert.deepEqual(steps[0], { progress: 1, message: 'Looking the token up' });
    assert.deepEqual(steps.map((s) => s.progress), steps.map((_, i) => i + 1));
  });

  it('spends from the ledger the user\'s LSP servers share: get_credits counts an editor\'s hovers beside the agent\'s calls', async () => {
    const state = testFolder('walletscope-shared-state-');
    const mcp = await start(undefined, { XDG_STATE_HOME: state });
    const token = await mcp.call('get_token', { token: USDC });
    assert.ok(token.data.credits > 0, token.text);
    // An editor's server of the same user hovers USDC after the MCP server started; it writes its ledger at shutdown.
    const lsp = await startServer({ env: { WALLETSCOPE_API_URL: api.url, XDG_STATE_HOME: state } });
    lsp.open('file:///project/Token.sol', `address constant T = ${USDC};`);
    const hover = await lsp.connection.sendRequest<Hover | null>('textDocument/hover', { textDocument: { uri: 'file:///project/Token.sol' }, position: { line: 0, character: 30 } });
    assert.match((hover?.contents as MarkupContent | undefined)?.value ?? '', /USD Coin/);
    await lsp.stop();
    const { text, data } = await mcp.call('get_credits');
    assert.match(text, /This month by feature: .*\bHovers [1-9]/, 'read again before the call');
    assert.match(text, /This month by feature: .*\bAgent [1-9]/);
    assert.ok(data.rows.some((row) => row.feature === 'Hovers') && data.rows.some((row) => row.feature === 'Agent'));
    // And the agent's spending is on disk for every other server, written when its call answered.
    const ledger = new CreditLedger(new CreditFiles(lsp.ledgerFolder), 'reader', nowMs);
    await ledger.refresh();
    assert.equal(ledger.usage().month.get('agent'), token.data.credits);
  });
});
