// The language server's code cache files (src/language-server/codeCache.ts, codeCacheFolder.ts): where they live, and
// that a start reads only a file of this user's alone, in a folder no one else can swap, made from exactly the bundle
// it runs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  chmodSync, chownSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheFileName, readCache, writeCache } from '../../src/core/codeCache';
import { cacheDirectory } from '../../src/core/codeCacheFolder';
import { machineNowMs } from '../../src/core/clock'; // file times are the machine's

const SOURCE = Buffer.from('module.exports = 1;\n');
const DATA = Buffer.from([1, 2, 3, 4, 5]);
const posix = process.platform !== 'win32';
const root = process.getuid?.() === 0;

describe('language server code cache files', () => {
  let home: string;
  let dir: string;
  const name = cacheFileName('/opt/walletscope/dist/language-server-main.js');
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'walletscope-cc-'));
    chmodSync(home, 0o700);
    dir = join(home, 'walletscope-language-server');
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('lives in the platform\'s per-user cache folder', () => {
    assert.equal(cacheDirectory({ XDG_CACHE_HOME: '/x/cache' }, 'linux', '/home/a'), '/x/cache/walletscope-language-server');
    assert.equal(cacheDirectory({ XDG_CACHE_HOME: 'relative' }, 'linux', '/home/a'), '/home/a/.cache/walletscope-language-server');
    assert.equal(cacheDirectory({ XDG_CACHE_HOME: '/x/cache' }, 'darwin', '/Users/a'), '/Users/a/Library/Caches/walletscope-language-server');
    assert.equal(cacheDirectory({ LOCALAPPDATA: 'C:\\Users\\a\\AppData\\Local' }, 'win32', 'C:\\Users\\a'), 'C:\\Users\\a\\AppData\\Local\\walletscope-language-server');
    assert.equal(cacheDirectory({}, 'linux', undefined), undefined);
    assert.equal(cacheDirectory({ XDG_CACHE_HOME: '/x/cache', NODE_DISABLE_COMPILE_CACHE: '1' }, 'linux', '/home/a'), undefined, 'turned off as Node\'s own');
    assert.equal(cacheDirectory({}, 'win32', 'C:\\Users\\a'), undefined, 'no LOCALAPPDATA: none');
  });

  it('names a file per bundle path, Node options, Node version and architecture', () => {
    assert.match(name, new RegExp(`^[0-9a-f]{16}-${process.version.replace(/\./g, '\\.')}-${process.arch}\\.v8-cache$`));
    assert.notEqual(cacheFileName('/other/dist/language-server-main.js'), name);
    const saved = process.env.NODE_OPTIONS;
    process.env.NODE_OPTIONS = '--max-old-space-size=4096';
    try {
      assert.notEqual(cacheFileName('/opt/walletscope/dist/language-server-main.js'), name);
    } finally {
      if (saved === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = saved;
    }
  });

  it('reads back what it wrote for the same source, and nothing for another source', () => {
    writeCache(dir, name, SOURCE, DATA);
    assert.deepEqual(readCache(dir, name, SOURCE), DATA);
    assert.equal(readCache(dir, name, Buffer.from('module.exports = 2;\n')), undefined);
    assert.equal(readCache(dir, name, Buffer.concat([SOURCE, Buffer.from(' ')])), undefined);
    assert.equal(readCache(dir, 'missing.v8-cache', SOURCE), undefined);
  });

  it('reads nothing from a cut or foreign file', () => {
    writeCache(dir, name, SOURCE, DATA);
    const whole = readFileSync(join(dir, name));
    for (const cut of [0, 10, 28, 30, 40, whole.length - 1]) {
      writeFileSync(join(dir, name), whole.subarray(0, cut));
      assert.equal(readCache(dir, name, SOURCE), undefined, `cut at ${cut}`);
    }
    writeFileSync(join(dir, name), Buffer.concat([Buffer.from('other-cache\n'), whole]));
    assert.equal(readCache(dir, name, SOURCE), undefined);
  });

  it('reads nothing when V8\'s data was damaged (release builds of V8 would run it unchecked)', () => {
    writeCache(dir, name, SOURCE, DATA);
    const whole = readFileSync(join(dir, name));
    whole[whole.length - DATA.length + 2]! ^= 0x40;
    writeFileSync(join(dir, name), whole);
    assert.equal(readCache(dir, name, SOURCE), undefined);
  });

  it('keeps the folder and the file to this user', function () {
    if (!posix) this.skip();
    writeCache(dir, name, SOURCE, DATA);
    assert.equal(statSync(dir).mode & 0o777, 0o700);
    assert.equal(statSync(join(dir, name)).mode & 0o777, 0o600);
  });

  it('neither reads nor writes where others can write or swap the folder', function () {
    if (!posix) this.skip();
    writeCache(dir, name, SOURCE, DATA);
    chmodSync(join(dir, name), 0o666);
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a file others can write');
    chmodSync(join(dir, name), 0o600);
    chmodSync(dir, 0o777);
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a folder others can write');
    assert.throws(() => writeCache(dir, name, SOURCE, DATA), /is not a folder only this user can write/);
    chmodSync(dir, 0o700);
    chmodSync(home, 0o777);
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a parent everyone can write (and so swap the folder)');
    chmodSync(home, 0o770);
    assert.deepEqual(readCache(dir, name, SOURCE), DATA, 'a parent its group can write, as ~/.cache with a umask of 002');
  });

  it('reads nothing through a link, a hard link, or from a FIFO, and does not block on one', function () {
    if (!posix) this.skip();
    const elsewhere = join(home, 'elsewhere');
    writeCache(elsewhere, name, SOURCE, DATA);
    mkdirSync(dir, { mode: 0o700 });
    symlinkSync(join(elsewhere, name), join(dir, name));
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a link to a good file');
    symlinkSync(elsewhere, join(home, 'linked'));
    assert.equal(readCache(join(home, 'linked'), name, SOURCE), undefined, 'a link to a good folder');
    rmSync(join(dir, name));
    linkSync(join(elsewhere, name), join(dir, name));
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a second name for a good file');
    rmSync(join(dir, name));
    execFileSync('mkfifo', ['-m', '600', join(dir, name)]);
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a FIFO');
  });

  it('reads nothing from a folder whose parent is another user\'s', function () {
    if (!posix || !root) this.skip(); // only root can give a folder away
    writeCache(dir, name, SOURCE, DATA);
    chownSync(home, 4321, 4321);
    assert.equal(readCache(dir, name, SOURCE), undefined);
    assert.throws(() => writeCache(dir, name, SOURCE, DATA), /is not a folder only this user can write/);
  });

  it('drops another install\'s file and a left-over temporary file when it writes, and keeps recent ones', () => {
    writeCache(dir, name, SOURCE, DATA);
    const names = ['deadbeef00000000-v18.0.0-x64.v8-cache', 'cafebabe00000000-v22.0.0-x64.v8-cache', `${name}.123.tmp`, `${name}.456.tmp`, 'notes.txt'];
    for (const file of names) writeFileSync(join(dir, file), 'x');
    mkdirSync(join(dir, 'folder.v8-cache'));
    const ago = (days: number) => new Date(machineNowMs() - days * 24 * 3600 * 1000);
    utimesSync(join(dir, names[0]!), ago(31), ago(31));
    utimesSync(join(dir, names[1]!), ago(20), ago(20));
    utimesSync(join(dir, names[2]!), ago(2), ago(2));
    utimesSync(join(dir, names[4]!), ago(90), ago(90));
    writeCache(dir, name, SOURCE, DATA);
    assert.deepEqual(readdirSync(dir).sort(), [name, names[1], names[3], 'folder.v8-cache', 'notes.txt'].sort());
  });

  it('marks a file in use as recent when it reads it, so that another install does not drop it', () => {
    writeCache(dir, name, SOURCE, DATA);
    utimesSync(join(dir, name), new Date(machineNowMs() - 40 * 24 * 3600 * 1000), new Date(machineNowMs() - 40 * 24 * 3600 * 1000));
    assert.deepEqual(readCache(dir, name, SOURCE), DATA);
    assert.ok(machineNowMs() - statSync(join(dir, name)).mtimeMs < 60_000);
  });
});
