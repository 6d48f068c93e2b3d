// The agent's tools (src/core/agent): each tool's default answer (characters, and tokens at ~4 characters each) and its
// time answered from what was kept (median of 20 calls after the first), against the reference server.
import { WalletAssetClient } from '../src/api/client';
import { CreditLedger } from '../src/api/credits/ledger';
import { CreditMeter } from '../src/api/credits/meter';
import { planOf } from '../src/api/credits/plans';
import { AGENT_TOOLS } from '../src/core/agent/catalogue';
import { runTool } from '../src/core/agent/run';
import type { AgentHost } from '../src/core/agent/tool';
import { nowMs } from '../src/core/clock';
import { PLAIN } from '../src/format/figures';
import { MemoryLedgerStore } from '../test/unit/creditFakes';
import type { ReferenceServer } from '../test/server/server';
import { WALLETS } from '../test/server/data/wallet-addresses';
import { median } from './median';

const CHARACTERS_GOAL = 8000;
const CACHED_GOAL_MS = 50;
const INPUTS: Readonly<Record<string, unknown>> = {
  get_token: { token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, get_wallet: { wallet: 'Whale', confirmCredits: 20 },
  get_wallet_activity: { wallet: 'Main' }, get_price_history: { token: 'WETH', range: '1y' }, search_tokens: { query: 'usd' },
  discover_tokens: {}, get_pool: { address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640' }, get_credits: {},
};

export async function benchAgentTools(server: ReferenceServer): Promise<string[]> {
  const ledger = new CreditLedger(new MemoryLedgerStore(), 'bench', nowMs, 60_000);
  const meter = new CreditMeter(ledger, () => planOf('growth', 0), nowMs);
  const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 300, apiKey: undefined, apiVersion: 'auto' as const }), { meter });
  const host: AgentHost = {
    client, meter, figures: () => PLAIN, now: nowMs, settingsPlace: 'Settings', limits: () => ({ dailyCredits: 10_000, confirmAboveCredits: 100 }),
    watched: () => [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.whale, label: 'Whale' }],
  };
  const lines: string[] = [];
  for (const tool of AGENT_TOOLS) {
    const first = await runTool(tool, INPUTS[tool.name], host);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      await runTool(tool, INPUTS[tool.name], host);
      times.push(performance.now() - start);
    }
    const size = first.answer.length;
    lines.push(`agent   ${tool.name.padEnd(20)} ${first.status}: ${size} characters, ~${Math.ceil(size / 4)} tokens (goal < ${CHARACTERS_GOAL}); `
      + `cached ${median(times).toFixed(2)} ms median of 20 (goal < ${CACHED_GOAL_MS}); first call ${first.credits} ${first.credits === 1 ? 'credit' : 'credits'}`);
  }
  return lines;
}
