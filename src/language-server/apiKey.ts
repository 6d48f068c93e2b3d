// The API key of the language server: from WALLETSCOPE_API_KEY in its environment, or from a file the
// user's editor configuration names (walletscope.languageServer.apiKeyFile). Never from a file inside the
// workspace, never anything that does not look like a key, and sent only to the origin of the API base
// URL the server was started with (and never over plain http except to this computer).
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyDecision, originOf } from '../api/keyPolicy';

export const KEY_ENV = 'WALLETSCOPE_API_KEY';
const MAX_KEY_FILE_BYTES = 4096;
/** A key is one printable word: a file holding more (a private key, a config) is not sent anywhere. */
const KEY_SHAPE = /^[\x21-\x7e]{8,256}$/;

export interface KeySource {
  readonly key: string | undefined;
  /** Why a configured file was not used (for the log); never contains the key. */
  readonly problem?: string;
}

export function loadApiKey(env: NodeJS.ProcessEnv, keyFile: string, workspaceFolders: readonly string[]): KeySource {
  const fromEnv = env[KEY_ENV]?.trim();
  if (fromEnv) return KEY_SHAPE.test(fromEnv) ? { key: fromEnv } : { key: undefined, problem: `${KEY_ENV} does not look like an API key` };
  if (!keyFile) return { key: undefined };
  if (!isAbsolute(keyFile)) return { key: undefined, problem: 'languageServer.apiKeyFile must be an absolute path' };
  try {
    const real = realpathSync(keyFile);
    if (workspaceFolders.some((folder) => inside(real, folder))) return { key: undefined, problem: 'languageServer.apiKeyFile is inside the workspace; keys are not read from workspace files' };
    if (statSync(real).size > MAX_KEY_FILE_BYTES) return { key: undefined, problem: 'languageServer.apiKeyFile is too large to hold an API key' };
    const key = readFileSync(real, 'utf8').trim();
    return KEY_SHAPE.test(key) ? { key } : { key: undefined, problem: 'languageServer.apiKeyFile does not hold one API key on one line' };
  } catch (e) {
    return { key: undefined, problem: `languageServer.apiKeyFile could not be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
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

/** The key for a request to `baseUrl`: only the origin the server started with may receive it. */
export function keyFor(key: string | undefined, keyOrigin: string | undefined, baseUrl: string): string | undefined {
  if (!key || !keyOrigin) return undefined;
  return keyDecision(baseUrl, new Set([keyOrigin])) === 'send' ? key : undefined;
}

export { originOf };

/** Replaces the key wherever it appears, for anything logged. */
export function redactKey(text: string, key: string | undefined): string {
  return key ? text.split(key).join('***') : text;
}

function inside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
