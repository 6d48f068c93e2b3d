// The browser's WebSocket (the browser build's web worker extension host) as a ./socketPort. It has no ping frames,
// so a ping is the service's own `{"event":"ping"}` (any frame back counts as the answer); a refused upgrade is only
// an error and a close (no HTTP status), so the plan rule, not the refusal, keeps it shut on plans without streams;
// the handshake's timeout and the frame limit are ours to keep.

import type { SocketOpener } from './socketPort';

export const browserOpener: SocketOpener = (url, limits, on) => {
  const socket = new WebSocket(url);
  let done = false;
  const handshake = setTimeout(() => { if (socket.readyState !== WebSocket.OPEN) { end(); on.error('the handshake timed out'); on.close(1006); } }, limits.handshakeTimeoutMs);
  const end = () => {
    done = true;
    clearTimeout(handshake);
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    try { socket.close(); } catch { /* closing a socket that never opened */ }
  };
  socket.onopen = () => { clearTimeout(handshake); if (!done) on.open(); };
  socket.onmessage = (e: MessageEvent) => {
    if (done) return;
    if (typeof e.data !== 'string') return on.message(undefined, (e.data as { byteLength?: number; size?: number }).byteLength ?? (e.data as { size?: number }).size ?? 0);
    if (e.data.length > limits.maxFrameChars) { end(); on.close(1009); return; } // as ws does: too big is a dead socket
    on.message(e.data, e.data.length);
  };
  socket.onerror = () => { if (!done) on.error('the websocket failed'); };
  socket.onclose = (e: { code: number }) => { if (!done) { end(); on.close(e.code); } };
  return {
    send: (text) => socket.send(text),
    ping: () => socket.send('{"event":"ping"}'),
    terminate: end,
    get isOpen() { return !done && socket.readyState === WebSocket.OPEN; },
  };
};
