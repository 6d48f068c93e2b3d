// The user's own settings file, outside any project: where the keys that spend credits or decide requests (USER_KEYS in
// settings.ts) are set, since a client's settings may come from files inside the project. JSON in the editors' shape
// (`{ "walletscope": { "inlineInfo": true } }` or the section itself, nested or dotted), read once, at initialize.
//   WALLETSCOPE_CONFIG   an absolute path to the file; else $XDG_CONFIG_HOME (or ~/.config)/walletscope/language-server.json,
//                        %APPDATA%\walletscope\language-server.json on Windows.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { posix, win32 } from 'node:path';
import { isRecord } from '../core/settings';
import { insideAny } from './apiKey';

export const CONFIG_ENV = 'WALLETSCOPE_CONFIG';
/** A settings file is a few hundred bytes: anything this large is not one. */
const MAX_CONFIG_BYTES = 64 * 1024;
/** The environment decides these (apiKey.ts, confine.ts); the file does not. */
const ENV_ONLY = ['apiBaseUrl', 'explorers'];

export interface UserConfig {
  /** Where the file is (or would be); undefined when no path is known. */
  readonly path: string | undefined;
  /** The file's settings section; undefined when there is none or it was not read. */
  readonly settings: Record<string, unknown> | undefined;
  /** Why the file was not read, or what in it was not used (for the log). */
  readonly problems: readonly string[];
}

/** The user's settings file: WALLETSCOPE_CONFIG, else the per-user config folder's walletscope/language-server.json. */
export function userConfigPath(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string | undefined): string | undefined {
  const path = platform === 'win32' ? win32 : posix;
  const named = env[CONFIG_ENV]?.trim();
  if (named) return path.isAbsolute(named) ? named : undefined;
  const xdg = env.XDG_CONFIG_HOME;
  const base = platform === 'win32' ? env.APPDATA : xdg && path.isAbsolute(xdg) ? xdg : home && path.join(home, '.config');
  return base && path.isAbsolute(base) ? path.join(base, 'walletscope', 'language-server.json') : undefined;
}

/** Reads the user's settings file; a missing file is no problem, and nothing here throws. */
export function loadUserConfig(path: string | undefined, workspaceFolders: readonly string[], env: NodeJS.ProcessEnv = {}): UserConfig {
  const none = (problem?: string): UserConfig => ({ path, settings: undefined, problems: problem ? [problem] : [] });
  if (!path) return none(env[CONFIG_ENV]?.trim() ? `${CONFIG_ENV} must be an absolute path` : undefined);
  let real: string;
  try {
    real = realpathSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return none(code === 'ENOENT' ? undefined : `${path} could not be read (${code ?? 'error'})`);
  }
  if (insideAny(real, workspaceFolders)) return none(`${path} is inside the workspace; the user's settings are not read from workspace files`);
  let parsed: unknown;
  try {
    const stats = statSync(real);
    if (!stats.isFile()) return none(`${path} is not a file`);
    if (stats.size > MAX_CONFIG_BYTES) return none(`${path} is larger than ${MAX_CONFIG_BYTES / 1024} KB: not read`);
    parsed = JSON.parse(readFileSync(real, 'utf8'));
  } catch (e) {
    return none(`${path} was not read: ${e instanceof SyntaxError ? 'it is not JSON' : (e as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  if (!isRecord(parsed)) return none(`${path} was not read: it is not a JSON object`);
  const section = isRecord(parsed.walletscope) ? { ...parsed.walletscope } : { ...parsed };
  const problems: string[] = [];
  for (const key of ENV_ONLY) {
    const dotted = `walletscope.${key}`;
    if (!(key in section) && !(dotted in section)) continue;
    delete section[key];
    delete section[dotted];
    const variable = key === 'apiBaseUrl' ? 'WALLETSCOPE_API_URL' : 'WALLETSCOPE_EXPLORERS';
    problems.push(`${path}: ${key} is not read from this file; ${variable} in the environment sets it`);
  }
  return { path, settings: section, problems };
}
