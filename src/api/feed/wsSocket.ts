// The desktop's websocket (the `ws` library, in the sockets' bundle dist/price-feed.js) as a ./socketPort: websocket
// ping frames, the upgrade's HTTP status when refused, frames over the limit dropped by the library. No compression is
// asked for: the bundle leaves ws's permessage-deflate out (esbuild.mjs wsWithoutCompression).
import WebSocket from 'ws';
import type { SocketOpener } from './socketPort';

/** Every ws socket's options (this opener's and the price feed's): no redirect, and no compression, which the bundle lacks. */
export const WS_CLIENT_OPTIONS = { followRedirects: false, perMessageDeflate: false } as const;

export const wsOpener: SocketOpener = (url, limits, on) => {
  const socket = new WebSocket(url, { handshakeTimeout: limits.handshakeTimeoutMs, maxPayload: limits.maxFrameChars, ...WS_CLIENT_OPTIONS });
  socket.on('open', () => on.open());
  socket.on('pong', () => on.pong());
  socket.on('message', (data, isBinary) => {
    const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
    on.message(isBinary ? undefined : data.toString(), bytes);
  });
  socket.on('unexpected-response', (_req, res) => on.refused(res.statusCode ?? 0));
  socket.on('error', (e) => on.error(e.message));
  socket.on('close', (code) => on.close(code));
  return {
    send: (text) => socket.send(text),
    ping: () => socket.ping(),
    terminate: () => {
      socket.removeAllListeners();
      socket.on('error', () => undefined); // a late error from a dropped socket is expected
      socket.terminate();
    },
    get isOpen() { return socket.readyState === WebSocket.OPEN; },
  };
};
