// The API key of the language server and the one origin it may go to, both fixed at start from the server's
// environment, which no file in a project can reach. initializationOptions and workspace/configuration
// cannot: some editors fill them from files inside the project (Emacs .dir-locals.el, Helix
// .helix/languages.toml, Zed .zed/settings.json), so a cloned repository could otherwise point the API base
// URL at itself and collect the key, or name any one-word secret on disk (~/.git-credentials) as the key file.
//   WALLETSCOPE_API_KEY       the key itself;
//   WALLETSCOPE_API_KEY_FILE  or an absolute path to a file holding only the key (never inside the workspace);
//   WALLETSCOPE_API_URL       the service the key is for (default: package.json's apiBaseUrl) and the
//                             default API base URL.
// A configured apiBaseUrl on another origin gets requests without the key; plain http only to this computer.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyDecision } from '../api/transport/keyPolicy';

export const KEY_ENV = 'WALLETSCOPE_API_KEY';
export const KEY_FILE_ENV = 'WALLETSCOPE_API_KEY_FILE';
export const API_URL_ENV = 'WALLETSCOPE_API_URL';
const MAX_KEY_FILE_BYTES = 4096;
/** A key is one printable word: a file holding more (a private key, a config) is not sent anywhere. */
const KEY_SHAPE = /^[\x21-\x7e]{8,256}$/;

export interface KeySource {
  readonly key: string | undefined;
  /** Why the environment's key or key file was not used (for the log); never contains the key. */
  readonly problem?: string;
}

/** The key from the environment: WALLETSCOPE_API_KEY, else the file WALLETSCOPE_API_KEY_FILE names. */
export function loadApiKey(env: NodeJS.ProcessEnv, workspaceFolders: readonly string[]): KeySource {
  const fromEnv = env[KEY_ENV]?.trim();
  if (fromEnv) return KEY_SHAPE.test(fromEnv) ? { key: fromEnv } : { key: undefined, problem: `${KEY_ENV} does not look like an API key` };
  const keyFile = env[KEY_FILE_ENV]?.trim();
  if (!keyFile) return { key: undefined };
  if (!isAbsolute(keyFile)) return { key: undefined, problem: `${KEY_FILE_ENV} must be an absolute path` };
  try {
    const real = realpathSync(keyFile);
    if (insideAny(real, workspaceFolders)) return { key: undefined, problem: `${KEY_FILE_ENV} is inside the workspace; keys are not read from workspace files` };
    if (statSync(real).size > MAX_KEY_FILE_BYTES) return { key: undefined, problem: `${KEY_FILE_ENV} is too large to hold an API key` };
    const key = readFileSync(real, 'utf8').trim();
    return KEY_SHAPE.test(key) ? { key } : { key: undefined, problem: `${KEY_FILE_ENV} does not hold one API key on one line` };
  } catch (e) {
    return { key: undefined, problem: `${KEY_FILE_ENV} could not be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
}

/** The service the key is for: WALLETSCOPE_API_URL when set (trimmed), else the default base URL. */
export function keyServiceUrl(env: NodeJS.ProcessEnv, defaultBaseUrl: string): string {
  return env[API_URL_ENV]?.trim() || defaultBaseUrl;
}

/** Folder paths from workspace folder or root URIs (file: only). */
export function folderPaths(uris: ReadonlyArray<string | null | undefined>): string[] {
  return uris.flatMap((uri) => {
    try {
      return uri?.startsWith('file:') ? [realpathOr(fileURLToPath(uri))] : [];
    } catch {
      return [];
    }
  });
}

/** The key for a request to `baseUrl`: only the origin fixed at start may receive it. */
export function keyFor(key: string | undefined, keyOrigin: string | undefined, baseUrl: string): string | undefined {
  if (!key || !keyOrigin) return undefined;
  return keyDecision(baseUrl, new Set([keyOrigin])) === 'send' ? key : undefined;
}

/** Whether `path` (a real path) is one of `folders` or inside one. */
export function insideAny(path: string, folders: readonly string[]): boolean {
  return folders.some((folder) => {
    const rel = relative(folder, path);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
