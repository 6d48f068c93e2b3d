// The reference server's price history (one deterministic curve per asset, sampled on the service's grids)
// and its websocket price feed (subscriptions, updates, every fault mode, a clean close).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { type RawData, WebSocket } from 'ws';
import { findAsset } from '../server/data/catalogue';
import { priceAt } from '../server/data/price-series';
import { NO_HISTORY_ASSET_NAME, startReferenceServer, type ReferenceServer, type ReferenceServerOptions } from '../server/server';
import { nowMs } from '../../src/core/clock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Json = any;
type Point = [number, number | null];

const MINUTE = 60_000, HOUR = 60 * MINUTE, DAY = 24 * HOUR;
/** A fixed anchor makes gaps and values the same on every run, whatever the wall clock. */
const ANCHOR = Date.UTC(2025, 5, 1, 12, 0);
const BTC = findAsset('BTC')!, ETH = findAsset('ETH')!, USDC = findAsset('USDC')!;

function useServer(opts: ReferenceServerOptions = {}): () => ReferenceServer {
  let server: ReferenceServer | undefined;
  before(async () => { server = await startReferenceServer({ priceAnchorMs: ANCHOR, ...opts }); });
  after(async () => { await server?.close(); });
  return () => server!;
}

async function history(server: ReferenceServer, query: string): Promise<{ status: number; body: Json; text: string }> {
  const res = await fetch(`${server.url}/api/1/market/history?${query}`);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
}

async function prices(server: ReferenceServer, query: string): Promise<Point[]> {
  const { status, body } = await history(server, query);
  assert.equal(status, 200, query);
  return body.data.price_history;
}

function assertGrid(points: Point[], step: number, from: number, to: number, label: string): void {
  assert.ok(points.length > 0, label);
  for (const [i, [t]] of points.entries()) {
    assert.equal(t % step, 0, `${label}: ${t} on the grid`);
    assert.ok(t >= from && t <= to, `${label}: ${t} inside the window`);
    if (i > 0) assert.equal(t - points[i - 1]![0], step, `${label}: consecutive`);
  }
}

describe('reference price history', () => {
  const server = useServer();
  const now = () => nowMs();

  it('gives each (asset, time) one value whatever window, period or server asked', async () => {
    const seen = new Map<number, number | null>();
    const other = await startReferenceServer({ priceAnchorMs: ANCHOR });
    try {
      for (const [n, [s, query]] of ([
        [server(), `asset=BTC&period=5m&from=${now() - 6 * HOUR}`],
        [server(), `asset=BTC&period=15m&from=${now() - 12 * HOUR}&to=${now() - HOUR}`],
        [other, `asset=Bitcoin&period=1h&from=${now() - 2 * DAY}`],
        [other, `id=${BTC.id}&period=1d&from=${now() - 40 * DAY}`],
        [server(), 'symbol=btc'],
      ] as const).entries()) {
        let overlaps = 0;
        for (const [t, price] of await prices(s, query)) {
          if (seen.has(t)) { overlaps++; assert.equal(price, seen.get(t), `${query} at ${t}`); }
          seen.set(t, price);
        }
        assert.ok(n === 0 || overlaps > 0, `${query} overlaps an earlier window`);
      }
    } finally {
      await other.close();
    }
  });

  it('keeps to from, to and the period grid, aliases included', async () => {
    const to = now() - 3 * HOUR, from = to - 4 * DAY;
    for (const [period, step] of [['5m', 5 * MINUTE], ['1m', 5 * MINUTE], ['15m', 15 * MINUTE], ['30m', 15 * MINUTE], ['1h', HOUR],
      ['4h', 6 * HOUR], ['6h', 6 * HOUR], ['12h', 6 * HOUR], ['1d', DAY], ['1w', DAY], ['7d', DAY]] as const) {
      const points = await prices(server(), `asset=ETH&period=${period}&from=${from}&to=${to}`);
      assertGrid(points, step, from, to, period);
      assert.ok(points.length >= Math.floor(4 * DAY / step) - 1, `${period}: ${points.length} points`);
    }
    assert.deepEqual(await prices(server(), `asset=ETH&from=${to}&to=${from}`), [], 'an empty window');
  });

  it('spaces points like the service without a period: 5 minutes, then 6 hours, then days', async () => {
    const points = await prices(server(), 'asset=ETH');
    const t = points.map(([time]) => time);
    const gaps = t.slice(1).map((time, i) => time - t[i]!);
    assert.ok(gaps.every((g) => g > 0 && g <= DAY), 'ascending, never more than a day apart');
    for (const g of [5 * MINUTE, 6 * HOUR, DAY]) assert.ok(gaps.includes(g), `${g / MINUTE} minute spacing`);
    assert.equal(t.at(-1)! - t.at(-2)!, 5 * MINUTE);
    assert.ok(t.at(-1)! <= now() && t.at(-1)! > now() - 5 * MINUTE - 1000, 'ends at now');
    assert.ok(t.filter((time) => time >= now() - 7 * DAY).every((time) => time % (5 * MINUTE) === 0));
    assert.ok(t.filter((time) => time < now() - 7 * DAY && time >= now() - 30 * DAY).every((time) => time % (6 * HOUR) === 0));
    assert.ok(t.filter((time) => time < now() - 30 * DAY).every((time) => time % DAY === 0));
    assert.equal(t[0], Date.parse(ETH.listed_at), 'starts at the listing date');
  });

  it('caps an answer at 20,000 points, keeping the newest', async () => {
    const points = await prices(server(), 'asset=BTC&period=5m');
    assert.equal(points.length, 20_000);
    assert.ok(points.at(-1)![0] > now() - 5 * MINUTE - 1000);
  });

  it('starts at the listing date and equals the catalogue price at the anchor', async () => {
    const trump = findAsset('TRUMP')!;
    const points = await prices(server(), 'asset=TRUMP&period=1d&from=0');
    assert.equal(points[0]![0], Date.parse(trump.listed_at));
    assert.deepEqual(await prices(server(), `asset=TRUMP&to=${Date.parse(trump.listed_at) - 1}`), []);
    let compared = 0;
    for (const asset of [BTC, ETH, USDC, findAsset('PEPE')!]) {
      const [point] = await prices(server(), `id=${asset.id}&period=5m&from=${ANCHOR}&to=${ANCHOR}`);
      if (point![1] !== null) { assert.equal(point![1], asset.price, asset.symbol); compared++; }
    }
    assert.ok(compared >= 3);
  });

  it('moves like the asset: majors by a few %, memecoins by more, stablecoins stay at the peg', async () => {
    const dailyMove = async (symbol: string) => {
      const values = (await prices(server(), `symbol=${symbol}&period=1d&from=${now() - 200 * DAY}`)).map(([, p]) => p).filter((p) => p !== null);
      const moves = values.slice(1).map((p, i) => Math.log(p / values[i]!));
      return Math.sqrt(moves.reduce((sum, m) => sum + m * m, 0) / moves.length);
    };
    const btc = await dailyMove('BTC'), pepe = await dailyMove('PEPE');
    assert.ok(btc > 0.01 && btc < 0.06, `BTC ${btc}`);
    assert.ok(pepe > 0.06 && pepe < 0.25, `PEPE ${pepe}`);
    const usdc = (await prices(server(), 'asset=USDC&period=1d&from=0')).flatMap(([, p]) => (p === null ? [] : [p]));
    assert.ok(usdc.every((p) => Math.abs(p - 1) < 0.003), 'USDC within 0.3% of 1');
    assert.match((await history(server(), 'asset=BabyDoge&period=1d')).text, /\d\.\d+e-\d+\]/, 'tiny prices in exponent notation');
  });

  it('has gaps: about 1 price in 300 null, some volumes null, market caps from circulating supply', async () => {
    const { data } = (await history(server(), 'asset=BTC&period=5m')).body;
    const nullPrices = data.price_history.filter(([, p]: Point) => p === null).length;
    assert.ok(nullPrices > 20_000 / 600 && nullPrices < 20_000 / 150, `${nullPrices} null prices`);
    assert.ok(data.volume_history.some(([, v]: Point) => v === null) && data.volume_history.some(([, v]: Point) => v !== null && v > 0));
    for (const [i, [t, price]] of (data.price_history as Point[]).entries()) {
      assert.deepEqual(data.market_cap_history[i], [t, price === null ? null : price * BTC.circulating_supply]);
      assert.deepEqual(data.market_cap_diluted_history[i], [t, price === null ? null : price * (BTC.max_supply ?? BTC.total_supply)]);
    }
  });

  it(`answers empty series for ${NO_HISTORY_ASSET_NAME}, and chain and address for a contract`, async () => {
    const { data } = (await history(server(), `asset=${encodeURIComponent(NO_HISTORY_ASSET_NAME)}`)).body;
    assert.deepEqual(data.price_history, []);
    assert.equal(data.name, NO_HISTORY_ASSET_NAME);
    const base = USDC.contracts[USDC.blockchains.indexOf('Base')]!;
    const byContract = (await history(server(), `asset=${base.toLowerCase()}&blockchain=Base&period=1h&from=${now() - DAY}`)).body.data;
    assert.deepEqual([byContract.blockchain, byContract.address, byContract.symbol], ['Base', base, 'USDC']);
    assert.equal((await history(server(), 'asset=USDC')).body.data.address, undefined, 'no address for a name');
  });

  it('answers 400 for a missing asset, bad numbers or period, 404 for an unknown asset', async () => {
    assert.deepEqual(await history(server(), 'from=0').then((r) => [r.status, r.body]), [400, { error: 'asset, symbol or id is required' }]);
    assert.deepEqual(await history(server(), 'asset=NoSuchCoin').then((r) => [r.status, r.body]), [404, { error: 'Asset not found' }]);
    assert.equal((await history(server(), 'id=424242')).status, 404);
    for (const query of ['asset=BTC&from=yesterday', 'asset=BTC&to=1e', 'asset=BTC&period=2h', 'id=bitcoin', 'asset=BTC&blockchain=Narnia']) {
      const { status, body } = await history(server(), query);
      assert.equal(status, 400, query);
      assert.equal(typeof body.error, 'string', query);
    }
  });

  it('carries attack text in name and symbol in hostile mode', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    try {
      const { data } = (await history(hostile, 'asset=ETH&period=1d&from=0')).body;
      assert.match(data.name, /command:/);
      assert.notEqual(data.symbol, 'ETH');
      assert.ok(data.price_history.length > 100);
    } finally {
      await hostile.close();
    }
  });
});

/** A test client: every frame kept, waits that poll, the close code and whether it was clean. */
class FeedClient {
  readonly frames: Array<string | Buffer> = [];
  readonly closed: Promise<{ code: number }>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: RawData, isBinary) => this.frames.push(isBinary ? Buffer.from(data as Buffer) : String(data)));
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  static async open(url: string): Promise<FeedClient> {
    const client = new FeedClient(new WebSocket(url));
    await new Promise((resolve, reject) => { client.ws.once('open', resolve); client.ws.once('error', reject); });
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Parsed JSON frames (updates and errors) from `start` on. */
  json(start = 0): Json[] {
    return this.frames.slice(start).flatMap((f) => {
      try { return typeof f === 'string' ? [JSON.parse(f)] : []; } catch { return []; }
    });
  }

  updates(start = 0): Json[][] {
    return this.json(start).filter((m) => Array.isArray(m) || (typeof m === 'object' && m !== null && 'price' in m)).map((m) => (Array.isArray(m) ? m : [m]));
  }
}

async function until(condition: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = nowMs() + ms;
  while (!condition()) {
    if (nowMs() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The HTTP status of a refused upgrade. */
function refusedStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => { resolve(res.statusCode ?? 0); ws.terminate(); });
    ws.on('open', () => { ws.terminate(); reject(new Error('the upgrade was accepted')); });
    ws.on('error', () => undefined); // terminate() after a refusal reports one
  });
}

const KEY = 'feed-key';
const subscribeIds = (ids: number[]) => ({ type: 'feed', authorization: KEY, kind: 'asset_ids', asset_ids: ids, tag: 'walletscope' });
const tick = (ms = 40) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reference price feed', () => {
  const server = useServer({ apiKey: KEY, feedTickMs: 25, priceAnchorMs: undefined });
  const clients: FeedClient[] = [];
  const connect = async () => { const c = await FeedClient.open(server().feedUrl); clients.push(c); return c; };
  afterEach(() => {
    for (const c of clients.splice(0)) c.ws.terminate();
    server().setFeedFault({ mode: 'normal' });
  });

  it('sends an object per tick for one asset, an array for several, close to the chart', async () => {
    const client = await connect();
    client.send(subscribeIds([BTC.id]));
    await until(() => client.updates().length >= 3, 'three BTC updates');
    const [first, second] = client.json() as Json[];
    assert.ok(!Array.isArray(first), 'one asset: a single object');
    assert.deepEqual(Object.keys(first).sort(), ['baseID', 'baseSymbol', 'extra', 'marketDepthUSDDown', 'marketDepthUSDUp', 'price', 'quoteID',
      'quoteSymbol', 'timestamp', 'volume24h']);
    assert.deepEqual([first.baseID, first.baseSymbol, first.quoteSymbol, first.quoteID, first.extra.quoteAssetPrice], ['100001', 'BTC', 'USD', 'USD', 1]);
    assert.equal(first.extra.priceUSD, first.price);
    assert.match(first.extra.blockNumber, /^\d+$/);
    assert.notEqual(first.price, second.price, 'the price moves every tick');
    const chart = priceAt(BTC, first.timestamp, server().priceAnchorMs);
    assert.ok(Math.abs(first.price / chart - 1) < 0.015, `feed ${first.price} vs chart ${chart}`);

    const usdc = USDC.contracts[USDC.blockchains.indexOf('Ethereum')]!;
    client.send({ type: 'feed', authorization: KEY, kind: 'address', tokens: [{ blockchain: 'Ethereum', address: usdc.toLowerCase() }] });
    const start = client.frames.length;
    await until(() => client.updates(start).some((u) => u.length === 2), 'an array of two');
    const pair = client.updates(start).find((u) => u.length === 2)!;
    assert.deepEqual(pair.map((u) => u.baseSymbol).sort(), ['BTC', 'USDC']);
    assert.deepEqual(server().feedStats(), { connections: 1, subscriptions: 2, messagesSent: server().feedStats().messagesSent, refusedForPlan: 0, mode: 'normal' });
    assert.ok(server().feedMessages().some((m) => (m.data as Json)?.authorization === KEY && (m.data as Json)?.tag === 'walletscope'));
  });

  it('unsubscribes, ignores unknown assets, and answers bad frames with an error, staying open', async () => {
    const client = await connect();
    client.send(subscribeIds([BTC.id, ETH.id, 424242]));
    client.send({ type: 'feed', authorization: KEY, kind: 'address', tokens: [{ blockchain: 'Ethereum', address: '0x000000000000000000000000000000000000dEaD' }] });
    await until(() => server().feedStats().subscriptions === 2, 'two subscriptions');
    client.send({ type: 'unsubscribe', payload: { type: 'feed', kind: 'asset_ids', asset_ids: [ETH.id] } });
    await until(() => server().feedStats().subscriptions === 1, 'one subscription');
    const start = client.frames.length;
    for (const bad of ['not json', { type: 'feed', authorization: KEY, kind: 'all' }, { ...subscribeIds([1]), tag: 'x'.repeat(51) },
      { type: 'feed', authorization: KEY, kind: 'asset_ids', asset_ids: ['1'] }, { type: 'hello' }]) client.send(bad);
    client.ws.send(Buffer.from([1, 2, 3]));
    await until(() => client.json(start).filter((m) => 'error' in m).length === 6, 'six errors');
    assert.ok(client.json(start).some((m) => m.error === 'kind all is not available on this server'));
    const after = client.frames.length;
    await until(() => client.updates(after).length > 0, 'updates continue');
    assert.ok(client.updates(after).every((u) => u.length === 1 && u[0].baseSymbol === 'BTC'));
    client.send({ type: 'unsubscribe', payload: { type: 'feed', kind: 'all' } });
    await until(() => server().feedStats().subscriptions === 0, 'no subscriptions');
  });

  it('answers a wrong key with Unauthorized and closes with 1008; other paths get 404', async () => {
    const client = await connect();
    client.send({ ...subscribeIds([BTC.id]), authorization: 'wrong' });
    assert.equal((await client.closed).code, 1008);
    assert.deepEqual(client.json(), [{ error: 'Unauthorized' }]);
    assert.equal(await refusedStatus(server().feedUrl.replace('/feed', '/socket')), 404);
  });

  it('refuse: closes open sockets with 1013 and answers new upgrades 403', async () => {
    const client = await connect();
    server().setFeedFault({ mode: 'refuse' });
    assert.equal((await client.closed).code, 1013);
    assert.equal(await refusedStatus(server().feedUrl), 403);
    await fetch(`${server().url}/__control/reset`, { method: 'POST' });
    assert.equal(server().feedStats().mode, 'normal');
    await connect();
  });

  it('drop (over the control API): cuts each socket without a close frame after N updates', async () => {
    const res = await fetch(`${server().url}/__control/feed`, { method: 'POST', body: JSON.stringify({ mode: 'drop', afterMessages: 2 }) });
    assert.equal(res.status, 200);
    assert.equal((await (await fetch(`${server().url}/__control/feed`)).json() as Json).mode, 'drop');
    const client = await connect();
    client.send(subscribeIds([ETH.id]));
    assert.equal((await client.closed).code, 1006, 'abnormal closure: no close frame');
    assert.equal(client.updates().length, 2);
    const bad = await fetch(`${server().url}/__control/feed`, { method: 'POST', body: '{"mode":"explode"}' });
    assert.equal(bad.status, 400);
  });

  it('garbage: junk text, binary and odd JSON between real updates', async () => {
    server().setFeedFault({ mode: 'garbage' });
    const client = await connect();
    client.send(subscribeIds([BTC.id]));
    await until(() => client.frames.length >= 16, 'sixteen frames');
    assert.ok(client.frames.includes('ping') && client.frames.includes('{not json'));
    assert.ok(client.frames.some((f) => Buffer.isBuffer(f)), 'a binary frame');
    assert.ok(client.json().some((m) => !Array.isArray(m) && m !== null && typeof m === 'object' && !('price' in m) && !('error' in m)), 'JSON of another shape');
    assert.ok(client.updates().length >= 6);
  });

  it('silent: accepts subscriptions and sends nothing', async () => {
    server().setFeedFault({ mode: 'silent' });
    const client = await connect();
    client.send(subscribeIds([BTC.id]));
    client.send('not json');
    await until(() => server().feedStats().subscriptions === 1, 'the subscription');
    await tick(150);
    assert.deepEqual(client.frames, []);
  });

  it('close() closes every socket with 1001 and stops listening', async () => {
    const own = await startReferenceServer({ feedTickMs: 10 });
    const a = await FeedClient.open(own.feedUrl), b = await FeedClient.open(own.feedUrl);
    a.send(subscribeIds([BTC.id]));
    b.send(subscribeIds([ETH.id, USDC.id]));
    await until(() => a.updates().length > 0 && b.updates().length > 0, 'updates on both');
    await own.close();
    assert.deepEqual(await Promise.all([a.closed, b.closed]), [{ code: 1001 }, { code: 1001 }]);
    await assert.rejects(fetch(`${own.url}/__control/feed`), 'no longer listening');
  });

  it('close() leaves nothing that keeps a process alive', async () => {
    // A process that starts the server, follows a price, closes both and then simply ends: a timer or socket
    // left behind would keep it running past the deadline.
    const script = `
      const { WebSocket } = require('ws');
      const { startReferenceServer } = require(${JSON.stringify(join(process.cwd(), 'test/server/server.ts'))});
      startReferenceServer({ feedTickMs: 10 }).then((server) => {
        const ws = new WebSocket(server.feedUrl);
        ws.on('open', () => ws.send(JSON.stringify({ type: 'feed', authorization: '', kind: 'asset_ids', asset_ids: [${BTC.id}] })));
        ws.once('message', () => server.close());
        ws.on('close', (code) => console.log('closed', code));
      });`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const timer = setTimeout(() => child.kill(), 8000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    clearTimeout(timer);
    assert.equal(code, 0, `the process ended on its own: ${output}`);
    assert.match(output, /closed 1001/);
  });
});
