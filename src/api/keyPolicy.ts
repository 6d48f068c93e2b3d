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

/** Replaces the key wherever it appears, for anything logged or shown. */
export function redactKey(text: string, key: string | undefined): string {
  return key ? text.split(key).join('***') : text;
}
