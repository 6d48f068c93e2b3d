// Too much from a socket in one second is a flood, not a feed: frames and bytes counted per second, for every socket
// the extension opens (the price feed, the wallet streams). Binary frames count too, though they are otherwise ignored.
import type WebSocket from 'ws';

export class FloodGuard {
  private window = { start: 0, count: 0, bytes: 0, flooded: false };
  /** Seconds in a row that were floods, this one included once it is one. */
  private floodedSeconds = 0;

  constructor(private readonly maxFramesPerSecond: number, private readonly maxBytesPerSecond: number) {}

  /** A new connection starts a new second. */
  reset(now: number): void {
    this.window = { start: now, count: 0, bytes: 0, flooded: false };
    this.floodedSeconds = 0;
  }

  /** How many seconds in a row have been floods (a shared socket drops a busy second's excess, and gives up on a run of them). */
  get floodedRun(): number {
    return this.floodedSeconds;
  }

  /** Counts one frame; what the flood is ("more than 50 frames") when this frame makes one, else undefined. */
  count(data: WebSocket.RawData, now: number): string | undefined {
    return this.countBytes(Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length, now);
  }

  /** The same, for a frame of `bytes` (a socket that is not ws's). */
  countBytes(bytes: number, now: number): string | undefined {
    if (now - this.window.start >= 1000) {
      const run = this.window.flooded && now - this.window.start < 2000 ? this.floodedSeconds : 0; // a quiet second ends a run
      this.window = { start: now, count: 0, bytes: 0, flooded: false };
      this.floodedSeconds = run;
    }
    this.window.bytes += bytes;
    const flood = ++this.window.count > this.maxFramesPerSecond ? `more than ${this.maxFramesPerSecond} frames`
      : this.window.bytes > this.maxBytesPerSecond ? `more than ${Math.round(this.maxBytesPerSecond / 1024)} KB` : undefined;
    if (flood && !this.window.flooded) {
      this.window.flooded = true;
      this.floodedSeconds++;
    }
    return flood;
  }
}
