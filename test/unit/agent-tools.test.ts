// The editor's agent's tools (src/core/agent) against the reference server, as both hosts call them (runTool): what the
// model reads, what each call costs and is booked as ("Agent"), what is answered from what was kept, bad input, the
// daily allowance, the quote-and-confirm step, and Hide Amounts.
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { AGENT_TOOLS } from '../../src/core/agent/catalogue';
import { runTool, type AgentOutput } from '../../src/core/agent/run';
import type { AgentHost, AgentLimits } from '../../src/core/agent/tool';
import { nowMs } from '../../src/core/clock';
import { figures } from '../../src/format/figures';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { WALLETS } from '../server/data/wallet-addresses';
import { MemoryLedgerStore } from './creditFakes';
import { FAST_RETRY } from './helpers';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';

describe('agent tools', () => {
  let server: ReferenceServer;
  let host: AgentHost & { hide: boolean; limitsNow: AgentLimits };
  let ledger: CreditLedger;
  before(async () => { server = await startReferenceServer({ plan: 'free' }); });
  after(async () => { await server.close(); });
  beforeEach(() => {
    ledger = new CreditLedger(new MemoryLedgerStore(), 'test', nowMs, 60_000);
    const meter = new CreditMeter(ledger, () => planOf('free', 0), nowMs);
    const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 3000, cacheTtlSeconds: 300, apiKey: undefined, apiVersion: 'auto' as const }), { retry: FAST_RETRY, meter });
    host = {
      client, meter, hide: false, limitsNow: { dailyCredits: 100, confirmAboveCredits: 10 },
      figures() { return figures({ hideAmounts: this.hide, maskAddresses: false }); },
      watched: () => [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.solana, label: 'Trading', chains: ['Solana'] }],
      limits() { return this.limitsNow; },
      settingsPlace: 'Settings',
      now: nowMs,
    };
  });
  const call = (name: string, input: unknown, confirmed?: number): Promise<AgentOutput> => {
    const tool = AGENT_TOOLS.find((t) => t.name === name);
    assert.ok(tool, name);
    return runTool(tool, input, host, { confirmed });
  };

  it('get_token by address: price, market figures, top pools, risk flags, one line of credits booked under Agent', async () => {
    const out = await call('get_token', { token: USDC });
    console.log(out.answer);
    assert.equal(out.status, 'ok');
    assert.match(out.answer, /USD Coin \(USDC\)/);
    assert.match(out.answer, /Top pools: /);
    assert.ok(out.credits > 0);
    assert.equal(ledger.usage().today.get('agent'), out.credits);
    const again = await call('get_token', { token: USDC });
    assert.equal(again.credits, 0);
    assert.match(again.answer, /0 credits: answered from what was kept\.$/);
  });

  for (const [name, input] of [
    ['get_token', { token: 'usdc' }], ['search_tokens', { query: 'pepe' }], ['get_price_history', { token: USDC, range: '30d' }],
    ['discover_tokens', { view: 'gainers' }], ['get_pool', { address: POOL }], ['get_wallet_activity', { wallet: 'Main' }],
    ['get_wallet', { wallet: 'Trading' }], ['get_credits', {}],
  ] as const) {
    it(`${name} answers`, async () => {
      const out = await call(name, input, 100);
      console.log(out.answer, out.rows.length);
      assert.equal(out.status, 'ok', out.answer);
    });
  }
});
