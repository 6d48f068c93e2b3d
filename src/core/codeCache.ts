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

/** Then the source's length and a checksum of V8's data (uint32 LE each), the source, V8's data. */
const MAGIC = Buffer.from('walletscope-code-cache-2\n');
const HEADER_BYTES = MAGIC.length + 8;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A cache file not used for this long is for a Node or an install that is gone: removed when another is written. */
const STALE_MS = 30 * DAY_MS;
const SUFFIX = '.v8-cache';

/**
 * A checksum of V8's data: release builds of V8 take it unchecked, and a damaged byte in it crashed the process (the
 * extension host, for the desktop's cache) at every start. FNV-1a over 32-bit words, about 0.2 ms for 250 KB.
 */
function checksum(data: Buffer): number {
  let hash = 0x811c9dc5;
  const words = data.length - (data.length % 4);
  for (let i = 0; i < words; i += 4) hash = Math.imul(hash ^ data.readInt32LE(i), 0x01000193);
  for (let i = words; i < data.length; i++) hash = Math.imul(hash ^ data[i]!, 0x01000193);
  return hash >>> 0;
}

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
    if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const sourceEnd = HEADER_BYTES + bytes.readUInt32LE(MAGIC.length);
    if (sourceEnd > bytes.length || !bytes.subarray(HEADER_BYTES, sourceEnd).equals(source)) return undefined;
    const data = bytes.subarray(sourceEnd);
    if (checksum(data) !== bytes.readUInt32LE(MAGIC.length + 4)) return undefined;
    if (machineNowMs() - stats.mtimeMs > DAY_MS) futimesSync(fd, new Date(machineNowMs()), new Date(machineNowMs())); // in use: not stale
    return data;
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
  const header = Buffer.alloc(8);
  header.writeUInt32LE(source.length);
  header.writeUInt32LE(checksum(data), 4);
  try {
    writeFileSync(temporary, Buffer.concat([MAGIC, header, source, data]), { mode: 0o600, flag: 'wx' });
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
