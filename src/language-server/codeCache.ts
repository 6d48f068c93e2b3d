// Where the language server keeps V8's code cache for its bundle, and how a cache file is read and written (start.ts
// uses it). A cache file is code V8 runs without checking it against the source, so it is read only from a folder and
// a file that only this user can write, and only when the source it was made from, kept inside it, is byte for byte the
// bundle about to run. V8 itself checks its version and flags and rejects what does not fit.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { isAbsolute, join } from 'node:path';

const MAGIC = Buffer.from('walletscope-code-cache-1\n');
/** A cache file not rewritten for this long is likely for a Node or an install that is gone: removed when another is written. */
const STALE_MS = 30 * 24 * 60 * 60 * 1000;
const SUFFIX = '.v8-cache';

/** The per-user cache folder (XDG on Linux, Caches on macOS, LOCALAPPDATA on Windows); undefined if none is known. */
export function cacheDirectory(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string | undefined): string | undefined {
  const xdg = env.XDG_CACHE_HOME;
  const base = platform === 'win32' ? env.LOCALAPPDATA
    : platform === 'darwin' ? home && join(home, 'Library', 'Caches')
      : xdg && isAbsolute(xdg) ? xdg : home && join(home, '.cache');
  return base && isAbsolute(base) ? join(base, 'walletscope-language-server') : undefined;
}

/** The file for this bundle (by its path: two installs do not take turns) on this Node and architecture. */
export function cacheFileName(bundlePath: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bundlePath.length; i++) hash = Math.imul(hash ^ bundlePath.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(16).padStart(8, '0')}-${process.version}-${process.arch}${SUFFIX}`;
}

/** Only this user can write it (on POSIX; Windows' per-user LOCALAPPDATA is taken as it is). */
function writableOnlyByUser(stats: Stats): boolean {
  return process.getuid === undefined || (stats.uid === process.getuid() && (stats.mode & 0o022) === 0);
}

function isPrivateFolder(dir: string): boolean {
  const stats = lstatSync(dir, { throwIfNoEntry: false });
  return stats !== undefined && stats.isDirectory() && writableOnlyByUser(stats);
}

/**
 * V8's data from the cache file, if the folder and the file are this user's alone and the file was made from exactly
 * `source`; otherwise undefined.
 */
export function readCache(dir: string, name: string, source: Buffer): Buffer | undefined {
  if (!isPrivateFolder(dir)) return undefined;
  let fd: number;
  try {
    fd = openSync(join(dir, name), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || !writableOnlyByUser(stats)) return undefined;
    const bytes = readFileSync(fd);
    const sourceStart = MAGIC.length + 4;
    if (bytes.length < sourceStart || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const sourceEnd = sourceStart + bytes.readUInt32LE(MAGIC.length);
    if (sourceEnd > bytes.length || !bytes.subarray(sourceStart, sourceEnd).equals(source)) return undefined;
    return bytes.subarray(sourceEnd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes the cache file whole or not at all (a start never reads half of one), then drops stale ones beside it. Throws,
 * saying why, if the folder is not this user's alone.
 */
export function writeCache(dir: string, name: string, source: Buffer, data: Buffer): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!isPrivateFolder(dir)) throw new Error(`${dir} is not a folder only this user can write`);
  const file = join(dir, name);
  const temporary = `${file}.${process.pid}.tmp`;
  const length = Buffer.alloc(4);
  length.writeUInt32LE(source.length);
  try {
    writeFileSync(temporary, Buffer.concat([MAGIC, length, source, data]), { mode: 0o600, flag: 'wx' });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  for (const other of readdirSync(dir)) {
    if (other === name || !other.endsWith(SUFFIX)) continue;
    const path = join(dir, other);
    if (Date.now() - lstatSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
  }
}
