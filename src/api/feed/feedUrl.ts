// Where the price feed is, and whether the API key may go there. The service's feed lives on its own host
// (wss://production-feed.mobula.io) beside https://api.mobula.io; any other API (a proxy, the reference server)
// is asked for its feed on its own origin at /feed, unless the user names a feed URL. The wallet streams are on the
// API's own origin (wss://api.mobula.io), wherever the API is.
import { isLoopbackUrl, keyDecision, originOf, type KeyDecision } from '../transport/keyPolicy';

export const SERVICE_API_ORIGIN = 'https://api.mobula.io';
export const SERVICE_FEED_URL = 'wss://production-feed.mobula.io';

/** The feed URL for an API base URL and the `walletscope.feedUrl` setting; undefined when neither gives one. */
export function feedUrlFor(apiBaseUrl: string, setting: string): string | undefined {
  const named = setting.trim();
  if (named) return /^wss?:\/\//i.test(named) && toHttp(named) ? named : undefined;
  const origin = originOf(apiBaseUrl);
  if (!origin) return undefined;
  if (origin === SERVICE_API_ORIGIN) return SERVICE_FEED_URL;
  return `${origin.replace(/^http/, 'ws')}/feed`;
}

/** The wallet streams' URL: the API's own origin as a websocket (wss://api.mobula.io, as the service's SDK has it). */
export function streamsUrlFor(apiBaseUrl: string): string | undefined {
  return originOf(apiBaseUrl)?.replace(/^http/, 'ws');
}

/** The http(s) twin of a ws(s) URL, which is what key approvals are kept for. */
function toHttp(url: string): string | undefined {
  const http = url.trim().replace(/^ws(s?):\/\//i, (_m, s: string) => `http${s}://`);
  return originOf(http) ? http : undefined;
}

/**
 * Whether the subscribe message may carry the key: the service's own feed when the key is the service's, else
 * only an approved origin, never plain ws:// except to this computer.
 */
export function feedKeyDecision(feedUrl: string, approvedOrigins: ReadonlySet<string>): KeyDecision {
  const http = toHttp(feedUrl);
  if (!http) return 'never';
  if (originOf(http) === originOf(SERVICE_FEED_URL.replace(/^wss/, 'https')) && approvedOrigins.has(SERVICE_API_ORIGIN)) return 'send';
  if (http.startsWith('http:') && !isLoopbackUrl(http)) return 'never';
  return keyDecision(http, approvedOrigins);
}
