// What the streams' socket (./streamSocket) is given: its subscriptions (each knows its own messages) and its options,
// of which the tuning (URL, key, log, backoff, limits) is what every socket of the extension takes (./priceFeed too).
import type { FrameJson } from './frameJson';
import type { Backoff } from './backoff';
import type { SocketOpener } from './socketPort';
import type { FeedStatus } from './statusEmitter';

export interface StreamSubscription {
  readonly subscribe: (apiKey: string | undefined) => string;
  readonly unsubscribe: (apiKey: string | undefined) => string;
}

/** Where the socket goes, with what key, and how it copes (what users of the socket pass on). */
export interface StreamSocketTuning {
  /** The streams' URL now, or undefined when there is none. */
  readonly url: () => string | undefined;
  /** The key for that URL, if the user approved sending it there (../transport/keyPolicy). */
  readonly apiKey: () => string | undefined;
  readonly log: (message: string) => void;
  readonly backoff?: Backoff;
  readonly maxFailures?: number;
  readonly restMs?: number;
  readonly pingMs?: number;
  readonly handshakeTimeoutMs?: number;
  readonly maxFramesPerSecond?: number;
  /** How long the socket stays open with nothing to follow (a quick look away): a reopen would start a new paid minute. */
  readonly lingerMs?: number;
}

export interface StreamSocketOptions extends StreamSocketTuning {
  /** For the log: "wallet streams", "market streams". */
  readonly name: string;
  /** What the user gets instead while the socket is down: "alerts come with the refreshes". */
  readonly fallback: string;
  /** Reads one frame's JSON (parsed once by the socket, ./frameJson); returns the service's error when the frame is one. */
  readonly read: (json: FrameJson) => string | undefined;
  readonly maxFrameChars: number;
  /** The host's websocket (./wsSocket on the desktop, ./browserSocket in the browser build). */
  readonly opener: SocketOpener;
}

/** What a user of the streams holds: a socket of its own (./streamSocket) or its share of the window's (./streamHub). */
export interface StreamChannel {
  readonly status: FeedStatus;
  onStatus(listener: (status: FeedStatus) => void): { dispose(): void };
  /** This user's subscriptions now (the socket holds every user's). */
  set(next: ReadonlyMap<string, StreamSubscription>): void;
  restart(): void;
  forgive(): void;
  dispose(): void;
}
