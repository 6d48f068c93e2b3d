// The agent's tools in a real extension host: on VS Code 1.95 and later the manifest's tools are listed by vscode.lm.tools
// with their schemas and each answers through vscode.lm.invokeTool, its credits booked under "Agent"; on 1.90, which has
// no tools API, nothing is registered and nothing fails.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { activateExtension, waitFor } from './helpers';

interface ToolInfo { readonly name: string; readonly inputSchema?: { readonly properties?: Record<string, unknown> } }
interface LmTools {
  readonly tools?: readonly ToolInfo[];
  invokeTool?(name: string, options: { input: unknown; toolInvocationToken: undefined }): Thenable<{ content: ReadonlyArray<{ value?: unknown }> }>;
}
interface CreditsApi { status(): { usage: { month: ReadonlyMap<string, number> } } }

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const lm = () => (vscode as unknown as { lm?: LmTools }).lm;
const [, minor = 0] = vscode.version.split('.').map(Number);

describe('Agent tools (vscode.lm)', function () {
  this.timeout(60_000);

  if (minor < 95) {
    it('registers nothing on a VS Code without the tools API, and the extension works', async () => {
      const extension = await activateExtension();
      assert.equal(extension.isActive, true);
      assert.equal(typeof lm()?.invokeTool, 'undefined');
    });
    return;
  }

  const ours = () => (lm()?.tools ?? []).filter((t) => t.name.startsWith('walletscope_'));
  before(async () => {
    await activateExtension();
    await waitFor('the tools to be listed', () => (ours().length === 8 ? true : undefined), { timeoutMs: 15_000, intervalMs: 100 });
  });

  it('lists the eight tools with their input schemas', () => {
    const byName = new Map(ours().map((t) => [t.name, t]));
    assert.deepEqual([...byName.keys()].sort(), ['walletscope_discover_tokens', 'walletscope_get_credits', 'walletscope_get_pool', 'walletscope_get_price_history',
      'walletscope_get_token', 'walletscope_get_wallet', 'walletscope_get_wallet_activity', 'walletscope_search_tokens']);
    assert.ok(byName.get('walletscope_get_token')?.inputSchema?.properties?.token);
    assert.ok(byName.get('walletscope_get_wallet')?.inputSchema?.properties?.wallet);
  });

  const text = async (name: string, input: unknown) => {
    const result = await lm()!.invokeTool!(name, { input, toolInvocationToken: undefined });
    return result.content.map((part) => String(part.value ?? '')).join('');
  };

  it('answers every tool in text that ends with its credits, booked under Agent', async () => {
    const { credits } = (await activateExtension()).exports as { credits: CreditsApi };
    const before = credits.status().usage.month.get('agent') ?? 0;
    const cases: ReadonlyArray<readonly [string, unknown, RegExp]> = [
      ['walletscope_get_token', { token: USDC }, /USD Coin \(USDC\)[^]*Top pools: /],
      ['walletscope_search_tokens', { query: 'pepe' }, /matches? for "pepe"/],
      ['walletscope_get_price_history', { token: USDC, range: '7d' }, /over 7d in USD: open /],
      ['walletscope_discover_tokens', { view: 'trending' }, /^Trending/],
      ['walletscope_get_pool', { address: POOL }, /WETH\/USDC on Uniswap V3/],
      ['walletscope_get_wallet_activity', { wallet: WALLETS.ordinary, limit: 3 }, /the last 3 transactions/],
      ['walletscope_get_wallet', { wallet: WALLETS.ordinary }, /on every chain: \$[\d,.]+ in \d+ assets/], // 20 credits: the test window's dialogs say yes
      ['walletscope_get_credits', {}, /^Plan: /],
    ];
    for (const [name, input, expected] of cases) {
      const answer = await text(name, input);
      assert.match(answer, expected, `${name}: ${answer}`);
      assert.match(answer, /\n(\d[\d,]* credits?, ([\d,]+ left this month|unlimited plan)|0 credits: .*)\.$/, `${name} ends with its credits: ${answer}`);
    }
    await waitFor('the ledger to book the agent\'s credits', () => ((credits.status().usage.month.get('agent') ?? 0) > before ? true : undefined), { timeoutMs: 5_000, intervalMs: 50 });
  });

  it('answers a bad input with what to mend, for nothing', async () => {
    const answer = await text('walletscope_get_token', { token: '0x12' });
    assert.match(answer, /40 hex digits[^]*Nothing was asked\.\n0 credits: nothing was asked of the service\.$/);
  });
});
