// The service's wallet streams on the API's own origin (path /, as the service's SDK opens wss://api.mobula.io):
// `positions` ({wallet, blockchain}) and the beta `balance` ({items:[{wallet, token, blockchain}]}), subscribed with
// `{type, authorization, payload}` and left by `{type:"unsubscribe", payload:{type, subscriptionId}}`. Growth and
// Enterprise only (custom plans: a try), like the service: refused at the upgrade otherwise; an open socket is billed a
// credit a minute as the price feed's is. A move (`/__control/move`, the demo's timer) pushes a frame to the wallet's
// subscribers at once. `{"event":"ping"}` is answered `{"event":"pong"}` (websocket pings by the library). The market
// streams ride the same socket (./market-streams): frames on a timer while subscribed, N at once on `push`.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { contractOn, decimalsOn, findAsset } from './data/catalogue';
import { txDeltas, type WalletTx } from './data/activity-model';
import { chainInfo, resolveChain } from './data/chains';
import { addressKey } from './data/entities';
import { priceAt } from './data/price-series';
import type { MoveBook } from './moves';
import { MarketTicker, MARKET_TYPES, type MarketSubscriber } from './market-streams';
import { billMinutes, recordable, refuseUpgrade } from './price-feed';
import { readStreamCommand, type StreamSub } from './wallet-stream-protocol';

export interface WalletStreamsOptions {
  moves: MoveBook;
  anchorMs: number;
  /** The server's clock (./clock). */
  now?: () => number;
  apiKey?: string;
  /** Why the key's plan may not open a stream, or undefined when it may. */
  refusal: () => string | undefined;
  chargeMinute: () => void;
  /** How often the market streams send each subscription its frames (default 1500 ms). */
  marketTickMs?: number;
  /** Bad frames mixed into the market streams (./market-streams hostileFrames). */
  hostile?: boolean;
}

export interface WalletStreamStats {
  connections: number;
  subscriptions: number;
  /** Of those, market-details, fast-trade and ohlcv. */
  marketSubscriptions: number;
  framesSent: number;
  refusedForPlan: number;
  /** What clients sent, oldest first (the last 200). */
  received: unknown[];
}

interface Connection {
  ws: WebSocket;
  subs: Map<string, StreamSub>;
}

/** Token units as the chain's integer units (six significant decimals are plenty for a test server). */
function rawUnits(balance: number, decimals: number): string {
  const kept = Math.min(6, decimals);
  return (BigInt(Math.round(Math.max(0, balance) * 10 ** kept)) * 10n ** BigInt(decimals - kept)).toString();
}

export class WalletStreams {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly connections = new Set<Connection>();
  private framesSent = 0;
  private refusedForPlan = 0;
  private received: unknown[] = [];
  private nextId = 1;
  private readonly unlisten: () => void;
  readonly market: MarketTicker;

  constructor(private readonly opts: WalletStreamsOptions) {
    this.unlisten = opts.moves.onMove((wallet, tx) => this.moved(wallet, tx));
    this.market = new MarketTicker({ subscribers: () => this.marketSubscribers(), anchorMs: opts.anchorMs, now: opts.now ?? Date.now, tickMs: opts.marketTickMs ?? 1500, hostile: opts.hostile ?? false });
  }

  /** Cuts every socket without a close frame, as a network would (the clients reconnect). */
  drop(): number {
    const n = this.connections.size;
    for (const c of this.connections) c.ws.terminate();
    return n;
  }

  private marketSubscribers(): MarketSubscriber[] {
    return [...this.connections].filter((c) => c.ws.readyState === WebSocket.OPEN).flatMap((conn) => [...conn.subs.values()]
      .flatMap((sub) => ((MARKET_TYPES as readonly string[]).includes(sub.type) ? [{ sub: sub as MarketSubscriber['sub'], send: (frame: unknown) => this.send(conn, frame) }] : [])));
  }

  /** For the HTTP server's 'upgrade' event on path /. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refusal = this.opts.refusal();
    if (refusal) {
      this.refusedForPlan++;
      return refuseUpgrade(socket, 403, refusal);
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.open(ws));
  }

  stats(): WalletStreamStats {
    const open = [...this.connections].filter((c) => c.ws.readyState === WebSocket.OPEN);
    return {
      connections: open.length, subscriptions: open.reduce((n, c) => n + c.subs.size, 0),
      marketSubscriptions: open.reduce((n, c) => n + [...c.subs.values()].filter((s) => (MARKET_TYPES as readonly string[]).includes(s.type)).length, 0), framesSent: this.framesSent,
      refusedForPlan: this.refusedForPlan, received: [...this.received],
    };
  }

  reset(): void {
    this.framesSent = 0;
    this.refusedForPlan = 0;
    this.received = [];
  }

  close(): void {
    this.unlisten();
    this.market.stop();
    for (const c of this.connections) c.ws.terminate();
    this.connections.clear();
    this.wss.close();
  }

  private open(ws: WebSocket): void {
    const conn: Connection = { ws, subs: new Map() };
    this.connections.add(conn);
    billMinutes(ws, this.opts.chargeMinute);
    ws.on('message', (data, isBinary) => this.receive(conn, data, isBinary));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => { this.connections.delete(conn); this.market.update(); });
  }

  private receive(conn: Connection, data: RawData, isBinary: boolean): void {
    const { text, recorded } = recordable(data, isBinary);
    this.received = [...this.received, recorded].slice(-200);
    const command = text === undefined ? { kind: 'error' as const, error: 'Binary frames are not understood: send JSON text' } : readStreamCommand(text);
    switch (command.kind) {
      case 'error': return this.send(conn, { error: command.error });
      case 'ping': return this.send(conn, { event: 'pong' });
      case 'unsubscribe':
        if (!conn.subs.delete(command.subscriptionId)) return this.send(conn, { error: 'No subscription found' });
        this.market.update();
        return this.send(conn, { event: 'unsubscribed', type: command.type, subscriptionId: command.subscriptionId });
      case 'subscribe': {
        if (this.opts.apiKey !== undefined && command.authorization !== this.opts.apiKey) {
          this.send(conn, { error: 'Unauthorized' });
          return conn.ws.close(1008, 'Unauthorized');
        }
        const subscriptionId = command.sub.subscriptionId ?? `sub-${this.nextId++}`;
        conn.subs.set(subscriptionId, { ...command.sub, subscriptionId });
        this.market.update();
        return this.send(conn, { event: 'subscribed', type: command.sub.type, subscriptionId });
      }
    }
  }

  /** Each subscriber of the wallet on that chain gets the move: its positions of the tokens moved, or each balance. */
  private moved(wallet: string, tx: WalletTx): void {
    const now = (this.opts.now ?? Date.now)();
    const deltas = txDeltas(tx).filter((d) => d.chain === tx.chain);
    const { chainId } = chainInfo(tx.chain);
    const positions = deltas.map(({ asset, chain, delta }) => {
      const balance = this.opts.moves.balanceOf(wallet, asset, chain);
      const decimals = decimalsOn(asset, chain);
      return {
        wallet, token: contractOn(asset, chain) ?? asset.symbol, chainId, balance, previousBalance: balance - delta,
        rawBalance: rawUnits(balance, decimals), decimals,
        symbol: asset.symbol, name: asset.name, logo: null, amountUSD: balance * priceAt(asset, now, this.opts.anchorMs),
      };
    });
    for (const conn of this.connections) {
      for (const sub of conn.subs.values()) {
        if (sub.type === 'positions' && addressKey(sub.wallet) === addressKey(wallet) && resolveChain(sub.blockchain) === tx.chain) {
          this.send(conn, { wallet: sub.wallet, chainId, positions, subscriptionId: sub.subscriptionId });
        }
        if (sub.type !== 'balance') continue;
        for (const p of positions) {
          const wanted = sub.items.some((i) => addressKey(i.wallet) === addressKey(wallet) && resolveChain(i.blockchain) === tx.chain
            && findAsset(i.token, tx.chain)?.symbol === p.symbol);
          if (wanted) this.send(conn, { ...p, subscriptionId: sub.subscriptionId });
        }
      }
    }
  }

  private send(conn: Connection, frame: unknown): void {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    this.framesSent++;
    conn.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
}
