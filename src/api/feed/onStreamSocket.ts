// What a user of the streams' socket (./streamSocket) shows of it: the wallet streams and the market streams both
// are one socket's status, told on a change, restarted when the key, service or plan changes, and closed with them.
import type { FeedStatus } from './statusEmitter';
import type { StreamSocket } from './streamSocket';

export abstract class OnStreamSocket {
  protected abstract readonly socket: StreamSocket;

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
