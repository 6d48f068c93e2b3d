// The reference server's wallet streams: plan-gated like the service (refused on free and Start-up), billed a credit
// a minute as soon as a socket opens, and a control move pushes a frame to that wallet's subscribers only.
import assert from 'node:assert/strict';
import { type RawData, WebSocket } from 'ws';
import { WALLETS } from '../server/data/wallet-addresses';
import { startReferenceServer, type ReferenceServer } from '../server/server';

const streamUrl = (server: ReferenceServer) => server.url.replace(/^http/, 'ws');

/** Opens a stream socket and collects its frames; rejects with the HTTP status when the upgrade is refused. */
function open(url: string): Promise<{ ws: WebSocket; frames: unknown[]; next: (test: (f: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data: RawData) => { frames.push(JSON.parse(data.toString())); for (const w of [...waiters]) w(); });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
    const next = (test: (f: Record<string, unknown>) => boolean) => new Promise<Record<string, unknown>>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no such frame in ${JSON.stringify(frames).slice(0, 400)}`)), 3000);
      const look = () => {
        const found = frames.find((f) => test(f as Record<string, unknown>)) as Record<string, unknown> | undefined;
        if (found) { clearTimeout(timer); waiters.delete(look); done(found); }
      };
      waiters.add(look);
      look();
    });
    ws.on('open', () => resolve({ ws, frames, next }));
  });
}

describe('reference server: wallet streams', () => {
  let server: ReferenceServer;
  const sockets: WebSocket[] = [];
  before(async () => { server = await startReferenceServer({ plan: 'growth' }); });
  afterEach(() => { for (const s of sockets.splice(0)) s.terminate(); server.setCredits({ plan: 'growth', reset: true }); });
  after(() => server.close());

  it('refuses the socket on the free and Start-up plans, with nothing charged', async () => {
    for (const plan of ['free', 'startup'] as const) {
      server.setCredits({ plan, reset: true });
      await assert.rejects(open(streamUrl(server)), /HTTP 403/);
      assert.equal(server.credits().used, 0);
    }
    assert.equal(server.streamStats().refusedForPlan, 2);
  });

  it('bills a credit as the socket opens, and pushes a move to the moved wallet\'s positions subscribers only', async () => {
    server.setCredits({ plan: 'growth', reset: true });
    const main = await open(streamUrl(server));
    const whale = await open(streamUrl(server));
    sockets.push(main.ws, whale.ws);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(server.credits().used, 2, 'a minute each, as the sockets open');
    main.ws.send(JSON.stringify({ type: 'positions', authorization: 'k', payload: { wallet: WALLETS.ordinary, blockchain: 'evm:1', subscriptionId: 'main' } }));
    whale.ws.send(JSON.stringify({ type: 'positions', authorization: 'k', payload: { wallet: WALLETS.whale, blockchain: 'evm:1', subscriptionId: 'whale' } }));
    await main.next((f) => f.event === 'subscribed');
    await whale.next((f) => f.event === 'subscribed');
    server.move({ wallet: 'ordinary', token: 'ETH', amount: 2.5, chain: 'Ethereum' });
    const frame = await main.next((f) => f.subscriptionId === 'main' && 'positions' in f);
    assert.equal(frame.wallet, WALLETS.ordinary);
    assert.equal(frame.chainId, 'evm:1');
    const [position] = frame.positions as Array<Record<string, unknown>>;
    assert.equal(position?.symbol, 'ETH');
    assert.ok(Math.abs(Number(position?.balance) - Number(position?.previousBalance) - 2.5) < 1e-9);
    await new Promise((r) => setTimeout(r, 100));
    assert.ok(!whale.frames.some((f) => (f as Record<string, unknown>).subscriptionId === 'whale' && 'positions' in (f as object)), 'the whale did not move');
  });

  it('answers pings, unsubscribes by id, and says what is wrong with a bad message', async () => {
    const c = await open(streamUrl(server));
    sockets.push(c.ws);
    c.ws.send(JSON.stringify({ event: 'ping' }));
    await c.next((f) => f.event === 'pong');
    c.ws.send(JSON.stringify({ type: 'balance', authorization: '', payload: { items: [{ wallet: WALLETS.ordinary, token: 'ETH', blockchain: 'Ethereum' }], subscriptionId: 'b' } }));
    await c.next((f) => f.event === 'subscribed' && f.subscriptionId === 'b');
    server.move({ wallet: 'ordinary', token: 'ETH', amount: 1, chain: 'Ethereum' });
    const balance = await c.next((f) => f.subscriptionId === 'b' && f.token !== undefined);
    assert.equal(balance.symbol, 'ETH');
    c.ws.send(JSON.stringify({ type: 'unsubscribe', payload: { type: 'balance', subscriptionId: 'b' } }));
    await c.next((f) => f.event === 'unsubscribed' && f.subscriptionId === 'b');
    c.ws.send(JSON.stringify({ type: 'positions', payload: { wallet: WALLETS.ordinary, blockchain: 'Narnia' } }));
    await c.next((f) => typeof f.error === 'string' && /blockchain/.test(f.error));
    c.ws.send('not json');
    await c.next((f) => typeof f.error === 'string' && /Invalid JSON/.test(f.error));
  });
});
