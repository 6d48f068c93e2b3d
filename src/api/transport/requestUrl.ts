// A request's URL from the API base URL setting, a path and a query: the one place that checks the setting is a URL
// the extension may call, and that versions a path. Split from ./client so the operation modules can share it.
import { ConfigurationError } from './errors';

export type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

/** `path` names its version (`/api/2/...`) or is a v1 path of the spec (`/wallet/x` is `/api/1/wallet/x`). */
export function buildUrl(baseUrl: string, path: string, query: Query): URL {
  // The query is written once and parsed with the rest: each searchParams.set would serialise and parse the URL again.
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const written = params.toString();
  const search = written === '' ? '' : `?${written}`;
  let url: URL;
  try {
    url = new URL(`${baseUrl.trim().replace(/\/+$/, '')}${path.startsWith('/api/') ? '' : '/api/1'}${path}${search}`);
  } catch {
    throw new ConfigurationError(`the API base URL "${baseUrl}" is not a valid URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigurationError(`the API base URL must start with https:// or http://`);
  }
  // Paths and the query follow the base: a query or fragment of its own would swallow them.
  if (/[?#]/.test(baseUrl)) throw new ConfigurationError('the API base URL must not have a query (?) or a fragment (#)');
  return url;
}
