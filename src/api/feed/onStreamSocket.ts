// What a user of the streams' socket shows of it (its own, ./streamSocket, or its share of the window's, ./streamHub):
// the wallet streams and the market streams both are a socket's status, told on a change, restarted when the key,
// service or plan changes, and left with them.
import type { FeedStatus } from './statusEmitter';
import type { StreamChannel } from './streamOptions';

export abstract class OnStreamSocket {
  protected abstract readonly socket: StreamChannel;

  get status(): FeedStatus {
    return this.socket.status;
  }

  onStatus(listener: (status: FeedStatus) => void): { dispose(): void } {
    return this.socket.onStatus(listener);
  }

  /** The key, the service or the plan changed: a refused stream may be welcome now. */
  restart(): void {
    this.socket.restart();
  }

  dispose(): void {
    this.socket.dispose();
  }
}
