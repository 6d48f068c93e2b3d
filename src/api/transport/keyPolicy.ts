// Where the API key may go: only to the origin (scheme, host, port) it was entered for or one the user
// approved, and never over plain http except to this computer. A cloned repository or a mistyped setting
// must not be able to collect a key that costs money.

/** "https://api.mobula.io" for any URL on that origin; undefined for what is not an http(s) URL. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

export type KeyDecision = 'send' | 'ask' | 'never';

/** Whether a request to `baseUrl` carries the key: approved origins only, plain http only to loopback. */
export function keyDecision(baseUrl: string, approvedOrigins: ReadonlySet<string>): KeyDecision {
  const origin = originOf(baseUrl);
  if (!origin) return 'never';
  if (origin.startsWith('http:') && !isLoopbackUrl(baseUrl)) return 'never';
  return approvedOrigins.has(origin) ? 'send' : 'ask';
}

/** The same origin: scheme, host and port. A redirect anywhere else loses the key. */
export function sameOrigin(a: string, b: string): boolean {
  const x = originOf(a);
  return x !== undefined && x === originOf(b);
}

/** The shortest piece of the key worth hiding where text was cut through it. */
const MIN_KEY_PIECE = 4;

/**
 * Replaces the key wherever it appears, for anything logged or shown; and a piece of it at either end of the text,
 * where a cut may have split it (its start at the end, its end at the start). Redact first, then shorten.
 */
export function redactKey(text: string, key: string | undefined): string {
  if (!key) return text;
  let out = text.split(key).join('***');
  for (let n = Math.min(key.length - 1, out.length); n >= Math.min(MIN_KEY_PIECE, key.length); n--) {
    if (out.endsWith(key.slice(0, n))) {
      out = `${out.slice(0, out.length - n)}***`;
      break;
    }
  }
  for (let n = Math.min(key.length - 1, out.length); n >= Math.min(MIN_KEY_PIECE, key.length); n--) {
    if (out.startsWith(key.slice(key.length - n))) {
      out = `***${out.slice(n)}`;
      break;
    }
  }
  return out;
}
