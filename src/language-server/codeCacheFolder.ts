// Where the language server keeps V8's code cache, and whether a folder and file there are safe to read: V8 runs a cache
// file's contents without checking them, so only a file and folder that no one else can write or swap will do.
import { lstatSync, statSync, type Stats } from 'node:fs';
import { dirname, posix, win32 } from 'node:path';

/** The per-user cache folder (XDG on Linux, Caches on macOS, LOCALAPPDATA on Windows); undefined if none is known. */
export function cacheDirectory(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string | undefined): string | undefined {
  const path = platform === 'win32' ? win32 : posix;
  const xdg = env.XDG_CACHE_HOME;
  const base = platform === 'win32' ? env.LOCALAPPDATA
    : platform === 'darwin' ? home && path.join(home, 'Library', 'Caches')
      : xdg && path.isAbsolute(xdg) ? xdg : home && path.join(home, '.cache');
  return base && path.isAbsolute(base) ? path.join(base, 'walletscope-language-server') : undefined;
}

const own = (stats: Stats) => process.getuid === undefined || stats.uid === process.getuid();

/** This user's, and no one else can write it (POSIX; on Windows the per-user LOCALAPPDATA is taken as it is). */
export function writableOnlyByUser(stats: Stats): boolean {
  return own(stats) && (process.getuid === undefined || (stats.mode & 0o022) === 0);
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
    && parent !== undefined && parent.isDirectory() && own(parent) && (process.getuid === undefined || (parent.mode & 0o002) === 0);
}
