// The second hostile review's largest inputs: a 5,010-character symbol starting with U+202E at a $1e27 price and a
// +1e80 % change, 501 wallets of two $1e308 holdings, a 64 KB error page echoing the key, 10 MB through the language
// server's stdin guard (and 10 MB of junk before a message), and a feed flooding 49 frames a second of 244 KiB
// (each frame over the size cap) or of 60 KiB (each under it, the bytes a second over theirs).
import { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { PriceFeed } from '../src/api/feed/priceFeed';
import { redactKey } from '../src/api/transport/keyPolicy';
import { extractServerMessage } from '../src/api/transport/serverMessage';
import type { Asset, Holding } from '../src/api/types';
import { buildAssetView } from '../src/asset/model';
import { parseToPage } from '../src/asset/protocol';
import { panelTitle } from '../src/asset/query';
import { figures, PLAIN } from '../src/format/figures';
import { escapeMarkdown } from '../src/format/markdown';
import { FrameGuard } from '../src/language-server/framing';
import { buildOverview } from '../src/overview/model';
import { parseToOverview } from '../src/overview/protocol';
import { line, medianMs } from './hostile';

const KEY = 'wsk_live_4f7a9c2e1b8d6a53q8Zt1';

export async function benchHostileRoundTwo(): Promise<string[]> {
  return [assetPageLine(), ...overviewLines(), errorTextLine(), markdownLine(), ...stdinLines(), await floodLine(244), await floodLine(60)];
}

function assetPageLine(): string {
  const symbol = `\u202E${'S'.repeat(5009)}`;
  const asset: Asset = {
    id: 1, name: symbol, symbol, logo: undefined, contracts: [], blockchains: [], price: 1e27, marketCap: 1e300, liquidity: Number.MAX_VALUE, volume: 1e80,
    description: undefined, website: undefined, twitter: undefined, discord: undefined, chat: undefined, kyc: undefined, audit: undefined,
    totalSupply: 1e308, circulatingSupply: 1e308, maxSupply: 1e308, circulatingSupplyAddresses: [], totalSupplyContracts: [], rank: 1, telegram: undefined,
    tags: [], listedAt: undefined, exchanges: [], investors: [], distribution: [{ name: 'Team', percentage: 1e80 }], unlocks: [],
  };
  const wallets = [{ label: 'Whale', holdings: [huge(1), huge(1)] }];
  return line('asset page: a 5,010-character U+202E symbol at $1e27, two $1e308 holdings: view, title and the page\'s check', medianMs(() => {
    panelTitle(asset.symbol);
    const view = buildAssetView(asset, wallets, Date.now(), { figures: PLAIN });
    if (!parseToPage({ type: 'state', state: { status: 'loaded', query: 'S', asset: view, refreshing: false } }).ok) throw new Error('refused');
  }));
}

function overviewLines(): string[] {
  const wallets = Array.from({ length: 501 }, (_, i) => ({ label: `Wallet ${i}`, portfolio: { wallet: `0x${i}`, totalUsd: 1e308, pnl: undefined, holdings: [huge(7), huge(8)] } }));
  return [PLAIN, figures({ hideAmounts: true, maskAddresses: true })].map((f) => line(`overview: 501 wallets of two $1e308 holdings${f.masked ? ', amounts hidden' : ''}: model and the page's check`, medianMs(() => {
    if (!parseToOverview({ type: 'model', model: buildOverview(wallets, { figures: f, hideSpam: true }) }).ok) throw new Error('refused');
  })));
}

function errorTextLine(): string {
  const body = JSON.stringify({ error: `${'x'.repeat(64 * 1024 - 300)} ${[...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}` });
  return line('a 64 KB JSON error echoing the key escaped: redacted, then shortened', medianMs(() => extractServerMessage(body, 'application/json', (t) => redactKey(t, KEY))));
}

function markdownLine(): string {
  const text = '*_[<`~&#58;https://x.example a@b.example '.repeat(25_000);
  return line('other editors\' markdown: 1 MB of markup characters escaped for CommonMark', medianMs(() => escapeMarkdown(text, 1_000_000, 'commonmark')));
}

function stdinLines(): string[] {
  const body = JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { text: 'x'.repeat(10 * 1024 * 1024) } });
  const message = Buffer.from(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  const junk = Buffer.concat([Buffer.from('X'.repeat(10 * 1024 * 1024)), message.subarray(0, 200)]);
  const through = (bytes: Buffer) => {
    const guard = new FrameGuard(() => undefined);
    guard.on('data', () => undefined);
    for (let i = 0; i < bytes.length; i += 65_536) guard.write(bytes.subarray(i, i + 65_536));
  };
  return [
    line('language server stdin: a 10 MB message through the frame guard, in 64 KB chunks', medianMs(() => through(message))),
    line('language server stdin: 10 MB with no header skipped to the next message', medianMs(() => through(junk))),
  ];
}

/** 49 frames a second of `kib` KiB for 3 s: how busy this process was, and why the feed dropped the connection. */
async function floodLine(kib: number): Promise<string> {
  const frame = JSON.stringify({ data: 'x'.repeat(kib * 1024) });
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  let connections = 0;
  server.on('connection', (socket) => {
    connections++;
    const timer = setInterval(() => socket.readyState === socket.OPEN && socket.send(frame), 1000 / 49);
    socket.on('close', () => clearInterval(timer));
  });
  const logs: string[] = [];
  const feed = new PriceFeed({ url: () => `ws://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: () => undefined, log: (l) => logs.push(l) });
  const handle = feed.subscribe({ kind: 'asset', id: 100001 }, () => undefined);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await new Promise((done) => setTimeout(done, 3000));
  const used = process.cpuUsage(cpu);
  const busy = ((used.user + used.system) / 1000 / (performance.now() - started)) * 100;
  const status = feed.status;
  handle.dispose();
  feed.dispose();
  for (const client of server.clients) client.terminate();
  await new Promise((done) => server.close(done));
  return `hostile price feed flooding 49 frames/s of ${kib} KiB for 3 s: this process ${busy.toFixed(1)} % busy (before: 13-31 %), ${connections} connection(s) dropped, feed ${status}, said: "${logs[0] ?? 'nothing'}" (goal: dropped at once, a few % at most)`;
}

function huge(id: number): Holding {
  return {
    asset: { id, name: 'Huge', symbol: 'HUGE', logo: undefined, contracts: [], blockchains: ['Ethereum'] },
    price: 1e300, tokenBalance: 1e8, usdValue: 1e308, allocation: undefined, priceChange24h: 1e80, priceBought: undefined, roi: undefined,
    realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [],
  };
}
