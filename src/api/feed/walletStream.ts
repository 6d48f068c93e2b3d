// The alerts' wallet streams (the service's `positions` stream, ./walletFrames) on the streams' socket (./streamSocket):
// one subscription per watched wallet and chain, trade updates only. Open while there is something to follow (the
// caller decides when: ./priceSource walletStreamOpen). A frame about a watched wallet is told to onMoved.
import type { Backoff } from './backoff';
import type { FeedStatus } from './priceFeed';
import { StreamSocket, type StreamSubscription } from './streamSocket';
import { MAX_WALLET_FRAME_CHARS, readWalletFrame, subscriptionIdOf, walletSubscribeMessage, walletUnsubscribeMessage, type WalletStreamTarget } from './walletFrames';

export interface WalletStreamOptions {
  /** The streams' URL now, or undefined when there is none. */
  readonly url: () => string | undefined;
  /** The key for that URL, if the user approved sending it there (../keyPolicy). */
  readonly apiKey: () => string | undefined;
  readonly log: (message: string) => void;
  /** Watched wallets (as the list spells them) a frame said moved; frames about others are ignored. */
  readonly onMoved: (wallets: readonly string[]) => void;
  readonly watched: () => readonly string[];
  readonly backoff?: Backoff;
  readonly maxFailures?: number;
  readonly restMs?: number;
  readonly pingMs?: number;
  readonly handshakeTimeoutMs?: number;
  readonly maxFramesPerSecond?: number;
}

export class WalletStream {
  private readonly socket: StreamSocket;

  constructor(o: WalletStreamOptions) {
    this.socket = new StreamSocket({
      ...o, name: 'wallet streams', fallback: 'alerts come with the refreshes', maxFrameChars: MAX_WALLET_FRAME_CHARS,
      read: (text) => {
        const frame = readWalletFrame(text, o.watched());
        if (frame.kind === 'moved') o.onMoved(frame.wallets);
        return frame.kind === 'error' ? frame.error : undefined;
      },
    });
  }

  get status(): FeedStatus {
    return this.socket.status;
  }

  get following(): number {
    return this.socket.size;
  }

  onStatus(listener: (status: FeedStatus) => void): { dispose(): void } {
    return this.socket.onStatus(listener);
  }

  /** What to follow now: new targets are subscribed, gone ones unsubscribed; none closes the socket. */
  set(targets: readonly WalletStreamTarget[]): void {
    this.socket.set(new Map(targets.map((t): [string, StreamSubscription] => [subscriptionIdOf(t), {
      subscribe: (key) => walletSubscribeMessage(t, key), unsubscribe: (key) => walletUnsubscribeMessage(t, key),
    }])));
  }

  /** The key, the service or the plan changed: a refused stream may be welcome now; the next set() opens it. */
  restart(): void {
    this.socket.restart();
  }

  dispose(): void {
    this.socket.dispose();
  }
}
