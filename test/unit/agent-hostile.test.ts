// The agent's tools against the reference server in hostile mode (attack payloads in every name, symbol, chain, label
// and link; a 270 KB description): every answer stays one line per fact, with no hidden or control character, no
// heading or line a payload started, no markdown link a chat could draw, under the answer's cap, and nothing throws (a
// request the service refuses, such as a lookup on a payload for a chain, is a failure said in words).
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { AGENT_TOOLS } from '../../src/core/agent/catalogue';
import { MAX_ANSWER_CHARACTERS, runTool } from '../../src/core/agent/run';
import type { AgentHost } from '../../src/core/agent/tool';
import { nowMs } from '../../src/core/clock';
import { PLAIN } from '../../src/format/figures';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { WALLETS } from '../server/data/wallet-addresses';
import { MemoryLedgerStore } from './creditFakes';
import { FAST_RETRY } from './helpers';

// eslint-disable-next-line no-control-regex -- the control characters are what must not reach an answer
const HIDDEN_OR_CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const INPUTS: ReadonlyArray<readonly [string, unknown]> = [
  ['get_token', { token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }], ['get_token', { token: 'usdc' }],
  ['get_wallet', { wallet: 'Main', limit: 50 }], ['get_wallet_activity', { wallet: 'Main', limit: 50 }],
  ['get_price_history', { token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', points: 100 }], ['search_tokens', { query: 'usd', limit: 20 }],
  ['discover_tokens', { limit: 25, minLiquidityUsd: 0 }], ['get_pool', { address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', trades: 20 }],
  ['get_credits', {}],
];

describe('agent tools against a hostile service', function () {
  this.timeout(20_000);
  let server: ReferenceServer;
  let host: AgentHost;
  before(async () => {
    server = await startReferenceServer({ plan: 'free', hostile: true });
    const meter = new CreditMeter(new CreditLedger(new MemoryLedgerStore(), 'test', nowMs, 60_000), () => planOf('free', 0), nowMs);
    const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 3000, cacheTtlSeconds: 300, apiKey: undefined, apiVersion: 'auto' as const }), { retry: FAST_RETRY, meter });
    host = {
      client, meter, figures: () => PLAIN, now: nowMs, settingsPlace: 'Settings', limits: () => ({ dailyCredits: 10_000, confirmAboveCredits: 100 }),
      watched: () => [{ address: WALLETS.ordinary, label: 'Main' }],
    };
  });
  after(async () => { await server.close(); });

  for (const [name, input] of INPUTS) {
    it(`${name} ${JSON.stringify(input)} answers the payloads as plain data`, async () => {
      const tool = AGENT_TOOLS.find((t) => t.name === name)!;
      const started = performance.now();
      const out = await runTool(tool, input, host);
      assert.ok(performance.now() - started < 2000);
      if (out.status === 'failed') assert.match(out.answer, /^The service failed: The service answered 4\d\d/);
      assert.ok(out.answer.length <= MAX_ANSWER_CHARACTERS + 200, `${out.answer.length} characters`);
      assert.doesNotMatch(out.answer, HIDDEN_OR_CONTROL);
      assert.doesNotMatch(out.answer, /^#|\]\(/m, out.answer);
      for (const row of out.rows) for (const value of Object.values(row)) if (typeof value === 'string') assert.doesNotMatch(value, /[\n\r]|\]\(/);
      if (out.status === 'ok' && !['get_credits', 'discover_tokens'].includes(name)) assert.match(out.answer, /\$\(verified-filled\)/, 'the payloads are shown, as text');
    });
  }
});
