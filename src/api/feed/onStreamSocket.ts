// What a user of the streams' socket shows of it (its own, ./streamSocket, or its share of the window's, ./streamHub):
// the wallet streams and the market streams both are a socket's status, told on a change, restarted when the key,
// service or plan changes, and left with them: a shared socket outlives its users, so their listeners go when they do
// (one told after the extension ended would write to a closed log).
import type { FeedStatus } from './statusEmitter';
import type { StreamChannel } from './streamOptions';

export abstract class OnStreamSocket {
  protected abstract readonly socket: StreamChannel;
  private readonly listening = new Set<{ dispose(): void }>();

  get status(): FeedStatus {
    return this.socket.status;
  }

  onStatus(listener: (status: FeedStatus) => void): { dispose(): void } {
    const on = this.socket.onStatus(listener);
    this.listening.add(on);
    return { dispose: () => { this.listening.delete(on); on.dispose(); } };
  }

  /** The key or the service changed: a refused stream may be welcome now, and an open one is the wrong one. */
  restart(): void {
    this.socket.restart();
  }

  /** The plan changed: a refusal may not stand now; an open socket is kept. */
  forgive(): void {
    this.socket.forgive();
  }

  dispose(): void {
    for (const on of this.listening) on.dispose();
    this.listening.clear();
    this.socket.dispose();
  }
}
