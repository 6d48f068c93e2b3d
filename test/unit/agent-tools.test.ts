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

  it('get_token by address: price, market figures, top pools, risk flags, one line of credits booked under Agent; kept the second time', async () => {
    const out = await call('get_token', { token: USDC });
    assert.equal(out.status, 'ok');
    assert.match(out.answer, /^USD Coin \(USDC\) on Ethereum, 0xA0b8/);
    assert.match(out.answer, /\nPrice \$(0\.99\d*|1\.00) · 24h [+−]\d/);
    assert.match(out.answer, /\nTop pools: WETH\/USDC on Uniswap V3 \(Ethereum\), liquidity \$[\d.]+M/);
    assert.match(out.answer, /\nRisk flags: none/);
    assert.match(out.answer, /\n3 credits, 9,997 left this month\.$/);
    assert.equal(out.credits, 3);
    assert.equal(ledger.usage().today.get('agent'), 3, 'booked under Agent');
    const again = await call('get_token', { token: USDC });
    assert.equal(again.credits, 0);
    assert.match(again.answer, /\n0 credits: answered from what was kept\.$/);
  });

  it('get_token by name finds the token through search; a wrong checksum is said with the right one', async () => {
    const byName = await call('get_token', { token: 'usdc' });
    assert.match(byName.answer, /^USD Coin \(USDC\)/);
    const typo = await call('get_token', { token: '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48' });
    assert.match(typo.answer, new RegExp(`checksum is wrong: the checksummed form is ${USDC}`));
  });

  it('answers each tool within 8,000 characters, its data rows beside the text', async () => {
    for (const [name, input, expected] of [
      ['search_tokens', { query: 'pepe' }, /^2 matches for "pepe":\n1\. Pepe \(PEPE\), asset, /],
      ['get_price_history', { token: USDC, range: '30d' }, /^USD Coin \(USDC\) over 30d in USD: open \$[\d.]+, high [^]*\n30 of \d+ points/],
      ['discover_tokens', { view: 'gainers' }, /^Top gainers 24h: \d+ of \d+ \(\d+ under \$50K liquidity hidden/],
      ['get_pool', { address: POOL }, /^WETH\/USDC on Uniswap V3 \(Ethereum\)[^]*\nLast 100 trades over /],
      ['get_wallet_activity', { wallet: 'Main', limit: 5 }, /^Main \(0x7cdC[^)]*\): the last 5 transactions, newest first:\n1\. \d+ h ago on Ethereum: Swapped /],
      ['get_wallet', { wallet: 'Trading' }, /^Trading \(89pFM3[^)]*\) on Solana: \$[\d,.]+ in 14 assets\.[^]*\nTop 10:\n1\. SOL \(Solana\): 42\.5, /],
      ['get_credits', {}, /^Plan: free plan, 10,000 credits a month; \d+ used this month/],
    ] as const) {
      const out = await call(name, input, 100);
      assert.equal(out.status, 'ok', out.answer);
      assert.match(out.answer, expected, `${name}:\n${out.answer}`);
      assert.ok(out.answer.length < 8000, `${name}: ${out.answer.length} characters`);
      assert.ok(out.rows.length > 0, name);
    }
  });

  it('says what is wrong with a bad input, and asks and spends nothing', async () => {
    const before = server.requests.length;
    for (const [name, input, expected] of [
      ['get_token', { token: '0x12' }, /has 40 hex digits after 0x; this has 2\. Nothing was asked\./],
      ['get_token', { token: 'usdc', chain: 'Narnia' }, /Unknown chain "Narnia": use one of Ethereum, Base/],
      ['get_wallet', { wallet: 'Savings' }, /No watched wallet is labelled "Savings"[^]*Watched wallets: "Main", "Trading"\./],
      ['get_wallet', { wallet: 'Main', limit: 500 }, /^Bad input: limit must be at most 50\./],
      ['get_price_history', { token: USDC, range: '2y' }, /range must be one of 24h, 7d, 30d, 1y/],
      ['get_pool', 'hello', /the input must be an object/],
    ] as const) {
      const out = await call(name, input);
      assert.equal(out.status, 'bad-input', out.answer);
      assert.match(out.answer, expected);
      assert.match(out.answer, /\n0 credits: nothing was asked of the service\.$/);
    }
    assert.equal(server.requests.length, before, 'no request');
    assert.equal(ledger.usage().today.get('agent') ?? 0, 0);
  });

  it('quotes a call above the threshold, and answers it when called again with the credits confirmed', async () => {
    const quoted = await call('get_wallet', { wallet: WALLETS.ordinary });
    assert.equal(quoted.status, 'needs-confirmation');
    assert.match(quoted.answer, /may cost up to 20 credits, more than the 10 [^]*call again with confirmCredits: 20\./);
    assert.equal(quoted.credits, 0);
    const confirmed = await call('get_wallet', { wallet: WALLETS.ordinary, confirmCredits: 20 });
    assert.equal(confirmed.status, 'ok', confirmed.answer);
    assert.ok(confirmed.credits > 0);
    const kept = await call('get_wallet', { wallet: WALLETS.ordinary });
    assert.equal(kept.status, 'ok', 'a kept answer costs nothing, so nothing is asked first');
  });

  it('believes confirmCredits only for a call it quoted: an agent cannot confirm a price it was never told', async () => {
    const first = await call('get_wallet', { wallet: WALLETS.ordinary, confirmCredits: 1_000_000 });
    assert.equal(first.status, 'needs-confirmation', 'not quoted yet: quoted now');
    const less = await call('get_wallet', { wallet: WALLETS.ordinary, confirmCredits: 5 });
    assert.equal(less.status, 'needs-confirmation', 'less than the quote');
    const other = await call('get_wallet', { wallet: WALLETS.multichain, confirmCredits: 20 });
    assert.equal(other.status, 'needs-confirmation', 'another call\'s quote does not count');
    assert.equal((await call('get_wallet', { wallet: WALLETS.ordinary, confirmCredits: 20 })).status, 'ok');
  });

  it('prices a call by the generation the client asks first: v1 charges activity per chain, so it is quoted', async () => {
    const v1 = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 3000, cacheTtlSeconds: 300, apiKey: undefined, apiVersion: '1' as const }), { retry: FAST_RETRY, meter: host.meter });
    const tool = AGENT_TOOLS.find((t) => t.name === 'get_wallet_activity')!;
    const onV1 = await runTool(tool, { wallet: 'Main' }, { ...host, client: v1, limits: () => host.limitsNow, figures: () => host.figures() });
    assert.equal(onV1.status, 'needs-confirmation');
    assert.match(onV1.answer, /may cost up to 21 credits/);
    assert.equal((await call('get_wallet_activity', { wallet: 'Main' })).status, 'ok', 'the current path: 2');
  });

  it('refuses past the daily allowance, saying which setting changes it, and asks nothing', async () => {
    host.limitsNow = { dailyCredits: 4, confirmAboveCredits: 10 };
    assert.equal((await call('get_token', { token: USDC })).status, 'ok');
    const before = server.requests.length;
    const refused = await call('search_tokens', { query: 'pepe' });
    assert.equal(refused.status, 'refused');
    assert.match(refused.answer, /daily allowance is 4 credits and 3 are spent today; this call may cost 5\. Nothing was asked\. The user can raise walletscope\.agent\.dailyCredits \(Settings\)/);
    assert.equal(server.requests.length, before);
    assert.equal((await call('get_credits', {})).status, 'ok', 'what costs nothing still answers');
  });

  it('hides the user\'s amounts with Hide Amounts, and keeps public prices', async () => {
    host.hide = true;
    const wallet = await call('get_wallet', { wallet: 'Trading' });
    assert.doesNotMatch(wallet.answer.split('\n').slice(0, -1).join('\n'), /\$\d|\d+\.\d+%|42\.5/);
    assert.match(wallet.answer, /•••••/);
    assert.ok(wallet.rows.every((r) => r.valueUsd === '•••••' && r.amount === '•••••'));
    const activity = await call('get_wallet_activity', { wallet: 'Main', limit: 3 });
    assert.doesNotMatch(activity.answer.split('\n').slice(0, -1).join('\n'), /\$\d/);
    const token = await call('get_token', { token: USDC });
    assert.match(token.answer, /Price \$/);
  });
});
