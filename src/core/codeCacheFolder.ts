// Where the language server and the desktop extension keep V8's code cache, and whether a folder and file there are safe to read: V8 runs a cache
// file's contents without checking them, so only a file and folder that no one else can write or swap will do.
import { lstatSync, statSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, posix, win32 } from 'node:path';

/** os.homedir() throws where the user has no home (no HOME and no passwd entry): then there is no per-user folder. */
export function userHome(): string | undefined {
  try {
    return homedir();
  } catch {
    return undefined;
  }
}

/**
 * The per-user cache folder (XDG on Linux, Caches on macOS, LOCALAPPDATA on Windows); undefined if none is known, or
 * with NODE_DISABLE_COMPILE_CACHE set, which turns the cache off as it does Node's own.
 */
export function cacheDirectory(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string | undefined, name = 'walletscope-language-server'): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const path = platform === 'win32' ? win32 : posix;
  const xdg = env.XDG_CACHE_HOME;
  const base = platform === 'win32' ? env.LOCALAPPDATA
    : platform === 'darwin' ? home && path.join(home, 'Library', 'Caches')
      : xdg && path.isAbsolute(xdg) ? xdg : home && path.join(home, '.cache');
  return base && path.isAbsolute(base) ? path.join(base, name) : undefined;
}

/** POSIX owners and modes; on Windows the per-user LOCALAPPDATA is taken as it is. */
const posixOwners = process.getuid !== undefined;

/** This user's, and none of the `bits` (group 0o020, others 0o002) may write it. */
function ownedAndClosed(stats: Stats, bits: number): boolean {
  return !posixOwners || (stats.uid === process.getuid!() && (stats.mode & bits) === 0);
}

/** This user's, and no one else can write it. */
export function writableOnlyByUser(stats: Stats): boolean {
  return ownedAndClosed(stats, 0o022);
}

/**
 * The cache folder is this user's alone and is no link, and its parent (which could swap it) is this user's and not
 * writable by everyone. The parent may be group-writable: with a umask of 002 (user private groups, as on Ubuntu) a
 * user's ~/.cache is, and that group is the user alone.
 */
export function isPrivateFolder(dir: string): boolean {
  const folder = lstatSync(dir, { throwIfNoEntry: false });
  const parent = statSync(dirname(dir), { throwIfNoEntry: false });
  return folder !== undefined && folder.isDirectory() && writableOnlyByUser(folder)
    && parent !== undefined && parent.isDirectory() && ownedAndClosed(parent, 0o002);
}
