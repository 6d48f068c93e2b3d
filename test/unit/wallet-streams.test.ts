// The wallet streams for alerts: when the socket is open (one rule with the price feed's), what a frame says (hostile
// frames ignored), and the socket itself against the reference server: refused on the free plan and not tried again,
// on Growth a control move heard within a second, hostile frames and floods survived.
import assert from 'node:assert/strict';
import { planOf } from '../../src/api/credits/plans';
import { walletStreamOpen, type WalletStreamFacts } from '../../src/api/feed/priceSource';
import { readWalletFrame, walletSubscribeMessage } from '../../src/api/feed/walletFrames';
import { WalletStream } from '../../src/api/feed/walletStream';
import { WALLETS } from '../server/data/wallet-addresses';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { nowMs } from '../../src/core/clock';

const facts = (over: Partial<WalletStreamFacts> = {}): WalletStreamFacts => ({
  alerts: true, unmutedWallets: 1, socketReachable: true, planStreams: 'yes', refused: false, budget: { perHour: 1700 }, seen: true, ...over,
});

describe('wallet streams: when the socket is open', () => {
  it('is open on Growth and Enterprise with alerts on, an unmuted wallet, focus and the budget', () => {
    assert.equal(walletStreamOpen(facts({ planStreams: planOf('growth', 0).walletStreams })), true);
    assert.equal(walletStreamOpen(facts({ planStreams: planOf('enterprise', 0).walletStreams, budget: { perHour: Infinity } })), true);
    assert.equal(walletStreamOpen(facts({ planStreams: planOf('custom', 2_000_000).walletStreams })), true, 'a custom plan tries');
  });

  it('is closed on free and Start-up, once refused, and when nothing needs it', () => {
    for (const plan of ['free', 'startup']) assert.equal(walletStreamOpen(facts({ planStreams: planOf(plan, 0).walletStreams })), false, plan);
    assert.equal(walletStreamOpen(facts({ refused: true })), false);
    assert.equal(walletStreamOpen(facts({ alerts: false })), false);
    assert.equal(walletStreamOpen(facts({ unmutedWallets: 0 })), false);
    assert.equal(walletStreamOpen(facts({ seen: false })), false);
    assert.equal(walletStreamOpen(facts({ socketReachable: false })), false);
  });

  it('is closed when the budget cannot pay 60 credits an hour, as the price socket is (one rule)', () => {
    assert.equal(walletStreamOpen(facts({ budget: { perHour: 59 } })), false);
    assert.equal(walletStreamOpen(facts({ budget: { perHour: Infinity, stopped: 'credits used up' } })), false);
  });
});

describe('wallet streams: frames', () => {
  const watched = [WALLETS.ordinary, 'So1anaCaseSensitive111111111111111111111111'];

  it('subscribes one wallet on one chain for trade updates only (a price move sends nothing)', () => {
    const sent = JSON.parse(walletSubscribeMessage({ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }, 'k')) as { type: string; authorization: string; payload: Record<string, unknown> };
    assert.equal(sent.type, 'positions');
    assert.equal(sent.authorization, 'k');
    assert.deepEqual([sent.payload.wallet, sent.payload.blockchain, sent.payload.tradeUpdatesOnly], [WALLETS.ordinary, 'Ethereum', true]);
  });

  it('reads the watched wallets a positions or balance frame names, as the list spells them', () => {
    assert.deepEqual(readWalletFrame(JSON.stringify({ wallet: WALLETS.ordinary.toUpperCase().replace('0X', '0x'), chainId: 'evm:1', positions: [] }), watched), { kind: 'moved', wallets: [WALLETS.ordinary] });
    assert.deepEqual(readWalletFrame(JSON.stringify([{ wallet: watched[1], token: 'x', balance: 2, previousBalance: 1 }]), watched), { kind: 'moved', wallets: [watched[1]] });
  });

  it('ignores hostile and useless frames: junk, wallets nobody watches, Solana in another case, no change, huge, acks', () => {
    const none = { kind: 'other' };
    for (const text of [
      'not json', '{"wallet":', 'null', '42', '[]', JSON.stringify({ event: 'subscribed', subscriptionId: 'x' }), JSON.stringify({ event: 'pong' }),
      JSON.stringify({ wallet: WALLETS.whale, positions: [] }), JSON.stringify({ wallet: watched[1]!.toLowerCase(), positions: [] }),
      JSON.stringify({ wallet: WALLETS.ordinary, token: 't', balance: 5, previousBalance: 5 }), JSON.stringify({ wallet: WALLETS.ordinary }),
      JSON.stringify({ wallet: 'x'.repeat(101), positions: [] }), JSON.stringify({ wallet: { toString: 1 }, positions: [] }),
      JSON.stringify({ wallet: WALLETS.ordinary, positions: [], pad: 'x'.repeat(300 * 1024) }),
    ]) assert.deepEqual(readWalletFrame(text, watched), none, text.slice(0, 80));
    assert.deepEqual(readWalletFrame('{"error":"Websocket streams are not included in your plan"}', watched), { kind: 'error', error: 'Websocket streams are not included in your plan' });
  });
});

describe('wallet streams: the socket against the reference server', function () {
  this.timeout(15_000);
  let server: ReferenceServer;
  const streams: WalletStream[] = [];
  const logs: string[] = [];
  before(async () => { server = await startReferenceServer({ plan: 'free' }); });
  afterEach(() => { for (const s of streams.splice(0)) s.dispose(); });
  after(() => server.close());
  const stream = (watched = [WALLETS.ordinary], over: Partial<ConstructorParameters<typeof WalletStream>[0]> = {}) => {
    const heard: string[] = [];
    const s = new WalletStream({ url: () => server.url.replace(/^http/, 'ws'), apiKey: () => undefined, log: (m) => logs.push(m), onMoved: (w) => heard.push(...w), watched: () => watched, ...over });
    streams.push(s);
    return { s, heard };
  };
  const until = async (what: string, test: () => boolean, ms = 3000) => {
    const end = nowMs() + ms;
    while (!test()) { if (nowMs() > end) throw new Error(`timed out waiting for ${what}; log: ${logs.slice(-5).join(' | ')}`); await new Promise((r) => setTimeout(r, 20)); }
  };

  it('on the free plan is refused once, not tried again, and costs nothing', async () => {
    server.setCredits({ plan: 'free', reset: true });
    const { s } = stream();
    s.set([{ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }]);
    await until('refused', () => s.status === 'refused');
    s.set([]); // nothing followed for a while (the caller's decision, once refused): the refusal stands
    assert.equal(s.status, 'refused');
    s.set([{ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }, { wallet: WALLETS.ordinary, blockchain: 'Base' }]);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(server.streamStats().refusedForPlan, 1);
    assert.equal(server.credits().used, 0);
    assert.equal(s.status, 'refused');
  });

  it('on Growth hears a control move within a second, and closes when nothing is followed', async () => {
    server.setCredits({ plan: 'growth', reset: true });
    const { s, heard } = stream();
    s.set([{ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }]);
    await until('subscribed', () => server.streamStats().subscriptions === 1);
    const at = nowMs();
    server.move({ wallet: 'ordinary', token: 'ETH', amount: 2.5, chain: 'Ethereum' });
    await until('the move', () => heard.length > 0, 1000);
    assert.deepEqual(heard, [WALLETS.ordinary]);
    assert.ok(nowMs() - at < 1000);
    s.set([]);
    await until('closed', () => server.streamStats().connections === 0);
    assert.equal(s.status, 'idle');
  });

  it('reconnects after a cut, and drops a flood (then comes back)', async () => {
    server.setCredits({ plan: 'growth', reset: true });
    const { s, heard } = stream([WALLETS.ordinary], { backoff: { baseMs: 20, maxMs: 50 }, maxFramesPerSecond: 3 });
    s.set([{ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }]);
    await until('subscribed', () => server.streamStats().subscriptions === 1);
    // 5 frames in a blink, a flood of 3/s, every second: the excess dropped, then (it goes on) the socket cut.
    for (let second = 0; second < 7 && !logs.some((l) => /reconnecting/.test(l)); second++) {
      for (let i = 0; i < 5; i++) server.move({ wallet: 'ordinary', token: 'ETH', amount: 0.1, chain: 'Ethereum' });
      if (second === 0) {
        await until('the first second\'s share', () => heard.length >= 2); // three frames read, the subscription's acknowledgement among them
        assert.ok(heard.length <= 3, `${heard.length} heard of 5`);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    await until('a reconnect after the flood went on', () => logs.some((l) => /frames a second for 5 s; reconnecting/.test(l)));
    await until('subscribed again', () => s.status === 'live' && server.streamStats().subscriptions === 1);
  });
});

describe('wallet streams: a misbehaving service', function () {
  this.timeout(10_000);
  let wss: WebSocketServer;
  let url = '';
  const connections: ServerSocket[] = [];
  const streams: WalletStream[] = [];
  const logs: string[] = [];
  beforeEach(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1', autoPong: false }); // a socket that never answers a ping
    wss.on('connection', (ws) => connections.push(ws));
    await new Promise((r) => wss.once('listening', r));
    url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
  });
  afterEach(async () => {
    for (const s of streams.splice(0)) s.dispose();
    for (const c of connections.splice(0)) c.terminate();
    await new Promise((r) => wss.close(r));
  });
  const open = (over: Partial<ConstructorParameters<typeof WalletStream>[0]> = {}) => {
    const heard: string[] = [];
    const s = new WalletStream({ url: () => url, apiKey: () => 'secret-key', log: (m) => logs.push(m), onMoved: (w) => heard.push(...w), watched: () => [WALLETS.ordinary], ...over });
    streams.push(s);
    s.set([{ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }]);
    return { s, heard };
  };
  const until = async (what: string, test: () => boolean) => {
    const end = nowMs() + 5000;
    while (!test()) { if (nowMs() > end) throw new Error(`timed out waiting for ${what}; log: ${logs.slice(-5).join(' | ')}`); await new Promise((r) => setTimeout(r, 10)); }
  };

  it('drops a socket whose ping goes unanswered, and reconnects', async () => {
    const { s } = open({ pingMs: 100, backoff: { baseMs: 10, maxMs: 20 } });
    await until('a connection', () => connections.length === 1);
    await until('the unanswered ping noticed', () => logs.some((l) => /no answer to a ping/.test(l)));
    await until('a second connection', () => connections.length === 2);
    assert.notEqual(s.status, 'refused');
  });

  it('survives an oversized frame, junk and binary, and hears the next good frame', async () => {
    const { s, heard } = open({ backoff: { baseMs: 10, maxMs: 20 } });
    await until('a connection', () => connections.length === 1 && s.status === 'live');
    const ws = connections[0]!;
    ws.send(Buffer.from([0, 1, 2]), { binary: true });
    ws.send('{"wallet": [1, 2]}');
    ws.send(JSON.stringify({ wallet: WALLETS.ordinary, positions: [], pad: 'x'.repeat(300 * 1024) })); // over the cap: the socket is dropped unread
    await until('a reconnect after the oversized frame', () => connections.length === 2 && s.status === 'live');
    connections[1]!.send(JSON.stringify({ wallet: WALLETS.ordinary, chainId: 'evm:1', positions: [] }));
    await until('the good frame', () => heard.length === 1);
  });

  it('stops for the session when the service refuses the subscription, and keeps the key out of the log', async () => {
    const { s } = open();
    await until('a connection', () => connections.length === 1);
    connections[0]!.send(JSON.stringify({ error: 'Invalid API key secret-key: your plan has no streams' }));
    await until('refused', () => s.status === 'refused');
    assert.ok(!logs.some((l) => l.includes('secret-key')), logs.join(' | '));
    s.set([{ wallet: WALLETS.ordinary, blockchain: 'Base' }]);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(connections.length, 1, 'not tried again');
  });
});
