// The alerts' wallet streams (the service's `positions` stream, ./walletFrames) on the streams' socket (./streamSocket):
// one subscription per watched wallet and chain, trade updates only. Open while there is something to follow (the
// caller decides when: ./priceSource walletStreamOpen). A frame about a watched wallet is told to onMoved.
import { OnStreamSocket } from './onStreamSocket';
import { wsOpener } from './wsSocket';
import type { StreamHub } from './streamHub';
import { StreamSocket, type StreamChannel, type StreamSocketTuning, type StreamSubscription } from './streamSocket';
import type { FrameJson } from './frameJson';
import { MAX_WALLET_FRAME_CHARS, walletFrameOf, subscriptionIdOf, walletSubscribeMessage, walletUnsubscribeMessage, type WalletStreamTarget } from './walletFrames';

export interface WalletStreamOptions extends StreamSocketTuning {
  /** Watched wallets (as the list spells them) a frame said moved; frames about others are ignored. */
  readonly onMoved: (wallets: readonly string[]) => void;
  readonly watched: () => readonly string[];
}

export class WalletStream extends OnStreamSocket {
  protected readonly socket: StreamChannel;

  /** `hub`: the window's shared socket (./streamHub); without one, a socket of its own. */
  constructor(o: WalletStreamOptions, hub?: StreamHub) {
    super();
    const read = (json: FrameJson) => {
      const frame = walletFrameOf(json, o.watched());
      if (frame.kind === 'moved') o.onMoved(frame.wallets);
      return frame.kind === 'error' ? frame.error : undefined;
    };
    this.socket = hub ? hub.channel('alerts', read)
      : new StreamSocket({ ...o, opener: wsOpener, name: 'wallet streams', fallback: 'alerts come with the refreshes', maxFrameChars: MAX_WALLET_FRAME_CHARS, read });
  }

  /** What to follow now: new targets are subscribed, gone ones unsubscribed; none closes the socket. */
  set(targets: readonly WalletStreamTarget[]): void {
    this.socket.set(new Map(targets.map((t): [string, StreamSubscription] => [subscriptionIdOf(t), {
      subscribe: (key) => walletSubscribeMessage(t, key), unsubscribe: (key) => walletUnsubscribeMessage(t, key),
    }])));
  }
}
