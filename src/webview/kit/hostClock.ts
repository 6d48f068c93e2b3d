// The extension's clock as a page knows it. A page dates rows against "now" (today's trades show a time, older ones a
// date); the browser's clock may not be the extension host's (a remote window, a pinned test calendar), so a page takes
// the host's time from what the host sends and keeps counting from there.
let skewMs = 0;

/** The extension said its clock read `hostNowMs` as it sent a message. */
export function heardHostTime(hostNowMs: number | undefined): void {
  if (hostNowMs !== undefined && Number.isFinite(hostNowMs)) skewMs = hostNowMs - Date.now();
}

/** Now by the extension's clock (the browser's until the host said otherwise). */
export function hostNow(): number {
  return Date.now() + skewMs;
}
