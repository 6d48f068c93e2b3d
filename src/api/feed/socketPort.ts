// A websocket as the streams' socket (./streamSocket) uses it, whichever library opens it: the desktop's `ws`
// (./wsSocket: ping frames, the HTTP status of a refused upgrade) or the browser's WebSocket (./browserSocket: no ping
// frames, so the service's `{"event":"ping"}`; a refused upgrade is only a close). Chosen per host by src/platform.

export interface SocketEvents {
  open(): void;
  /** A frame: its text (undefined for binary) and its size in bytes, for the flood guard. */
  message(text: string | undefined, bytes: number): void;
  /** The service answered a ping. */
  pong(): void;
  /** The upgrade was answered with an HTTP status instead (only `ws` can tell). */
  refused(status: number): void;
  error(message: string): void;
  close(code: number): void;
}

export interface SocketPort {
  send(text: string): void;
  ping(): void;
  /** Closes at once; no event follows. */
  terminate(): void;
  readonly isOpen: boolean;
}

export type SocketOpener = (url: string, limits: { readonly handshakeTimeoutMs: number; readonly maxFrameChars: number }, on: SocketEvents) => SocketPort;
