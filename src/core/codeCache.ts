// V8's code cache files of the language server and the desktop extension (compileCached.ts reads and writes them;
// codeCacheFolder.ts says where). A file keeps a whole copy of the source it was made from, and is used only if that
// copy is byte for byte the bundle about to run: V8 itself checks only the source's length, and hashing the bundle at
// each start would load crypto (about 6 ms).
import {
  closeSync, constants, fstatSync, futimesSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { isPrivateFolder, writableOnlyByUser } from './codeCacheFolder';
import { machineNowMs } from './clock';

const MAGIC = Buffer.from('walletscope-code-cache-1\n');
const DAY_MS = 24 * 60 * 60 * 1000;
/** A cache file not used for this long is for a Node or an install that is gone: removed when another is written. */
const STALE_MS = 30 * DAY_MS;
const SUFFIX = '.v8-cache';

/** FNV-1a: a name, not a check (the source copy is the check); no crypto to load. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The file for this bundle (by its path: two installs do not take turns), Node, architecture and Node options (V8
 * rejects a cache made under other flags: two editors starting Node differently keep one each).
 */
export function cacheFileName(bundlePath: string): string {
  const options = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
  return `${fnv(bundlePath)}${fnv(options)}-${process.version}-${process.arch}${SUFFIX}`;
}

/** V8's data from the cache file, if the folder and file are this user's alone and it was made from exactly `source`. */
export function readCache(dir: string, name: string, source: Buffer): Buffer | undefined {
  if (!isPrivateFolder(dir)) return undefined;
  let fd: number;
  try { // not through a link; a FIFO put there does not block the open
    fd = openSync(join(dir, name), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.nlink !== 1 || !writableOnlyByUser(stats)) return undefined;
    const bytes = readFileSync(fd);
    const sourceStart = MAGIC.length + 4;
    if (bytes.length < sourceStart || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const sourceEnd = sourceStart + bytes.readUInt32LE(MAGIC.length);
    if (sourceEnd > bytes.length || !bytes.subarray(sourceStart, sourceEnd).equals(source)) return undefined;
    if (machineNowMs() - stats.mtimeMs > DAY_MS) futimesSync(fd, new Date(machineNowMs()), new Date(machineNowMs())); // in use: not stale
    return bytes.subarray(sourceEnd);
  } finally {
    closeSync(fd);
  }
}

/** Writes the cache file whole or not at all, then drops stale ones; throws, saying why, if the folder is not private. */
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
    const keepMs = other.endsWith(SUFFIX) ? STALE_MS : other.endsWith('.tmp') ? DAY_MS : undefined;
    if (other === name || keepMs === undefined) continue;
    try { // another server may be removing it too
      const stats = lstatSync(join(dir, other), { throwIfNoEntry: false });
      if (stats?.isFile() && machineNowMs() - stats.mtimeMs > keepMs) rmSync(join(dir, other), { force: true });
    } catch {
      // left for the next write
    }
  }
}
