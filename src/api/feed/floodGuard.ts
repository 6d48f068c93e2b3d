// Too much from a socket in one second is a flood, not a feed: frames and bytes counted per second, for every socket
// the extension opens (the price feed, the wallet streams). Binary frames count too, though they are otherwise ignored.
import type WebSocket from 'ws';

export class FloodGuard {
  private window = { start: 0, count: 0, bytes: 0 };

  constructor(private readonly maxFramesPerSecond: number, private readonly maxBytesPerSecond: number) {}

  /** A new connection starts a new second. */
  reset(now: number): void {
    this.window = { start: now, count: 0, bytes: 0 };
  }

  /** Counts one frame; what the flood is ("more than 50 frames") when this frame makes one, else undefined. */
  count(data: WebSocket.RawData, now: number): string | undefined {
    return this.countBytes(Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length, now);
  }

  /** The same, for a frame of `bytes` (a socket that is not ws's). */
  countBytes(bytes: number, now: number): string | undefined {
    if (now - this.window.start >= 1000) this.reset(now);
    this.window.bytes += bytes;
    return ++this.window.count > this.maxFramesPerSecond ? `more than ${this.maxFramesPerSecond} frames`
      : this.window.bytes > this.maxBytesPerSecond ? `more than ${Math.round(this.maxBytesPerSecond / 1024)} KB` : undefined;
  }
}
