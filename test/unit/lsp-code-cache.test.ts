// The language server's code cache files (src/language-server/codeCache.ts): where they live, and that a start reads
// only a file of this user's alone that was made from exactly the bundle it runs.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDirectory, cacheFileName, readCache, writeCache } from '../../src/language-server/codeCache';

const SOURCE = Buffer.from('module.exports = 1;\n');
const DATA = Buffer.from([1, 2, 3, 4, 5]);
const posix = process.platform !== 'win32';

describe('language server code cache files', () => {
  let root: string;
  let dir: string;
  const name = cacheFileName('/opt/walletscope/dist/language-server-main.js');
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'walletscope-cc-'));
    dir = join(root, 'walletscope-language-server');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lives in the platform\'s per-user cache folder', () => {
    assert.equal(cacheDirectory({ XDG_CACHE_HOME: '/x/cache' }, 'linux', '/home/a'), '/x/cache/walletscope-language-server');
    assert.equal(cacheDirectory({ XDG_CACHE_HOME: 'relative' }, 'linux', '/home/a'), '/home/a/.cache/walletscope-language-server');
    assert.equal(cacheDirectory({}, 'darwin', '/Users/a'), '/Users/a/Library/Caches/walletscope-language-server');
    assert.equal(cacheDirectory({}, 'linux', undefined), undefined);
    assert.equal(cacheDirectory({}, 'win32', 'C:\\Users\\a'), undefined, 'no LOCALAPPDATA: none');
  });

  it('names a file per bundle path, Node version and architecture', () => {
    assert.match(name, new RegExp(`^[0-9a-f]{8}-${process.version.replace(/\./g, '\\.')}-${process.arch}\\.v8-cache$`));
    assert.notEqual(cacheFileName('/other/dist/language-server-main.js'), name);
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
    for (const cut of [0, 10, 28, 30]) {
      writeFileSync(join(dir, name), whole.subarray(0, cut));
      assert.equal(readCache(dir, name, SOURCE), undefined, `cut at ${cut}`);
    }
    writeFileSync(join(dir, name), Buffer.concat([Buffer.from('other-cache\n'), whole]));
    assert.equal(readCache(dir, name, SOURCE), undefined);
  });

  it('keeps the folder and the file to this user', function () {
    if (!posix) this.skip();
    writeCache(dir, name, SOURCE, DATA);
    assert.equal(statSync(dir).mode & 0o777, 0o700);
    assert.equal(statSync(join(dir, name)).mode & 0o777, 0o600);
  });

  it('neither reads nor writes where others can write, and does not follow a link', function () {
    if (!posix) this.skip();
    writeCache(dir, name, SOURCE, DATA);
    chmodSync(join(dir, name), 0o666);
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a file others can write');
    chmodSync(join(dir, name), 0o600);
    chmodSync(dir, 0o777);
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a folder others can write');
    assert.throws(() => writeCache(dir, name, SOURCE, DATA), /is not a folder only this user can write/);
    chmodSync(dir, 0o700);
    const elsewhere = join(root, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    writeCache(elsewhere, name, SOURCE, DATA);
    rmSync(join(dir, name));
    symlinkSync(join(elsewhere, name), join(dir, name));
    assert.equal(readCache(dir, name, SOURCE), undefined, 'a link to a good file');
    const linkedFolder = join(root, 'linked');
    symlinkSync(elsewhere, linkedFolder);
    assert.equal(readCache(linkedFolder, name, SOURCE), undefined, 'a link to a good folder');
  });

  it('drops another install\'s file not written for 30 days when it writes, and keeps a recent one', () => {
    writeCache(dir, name, SOURCE, DATA);
    const old = join(dir, 'deadbeef-v18.0.0-x64.v8-cache');
    const recent = join(dir, 'cafebabe-v22.0.0-x64.v8-cache');
    const unrelated = join(dir, 'notes.txt');
    for (const file of [old, recent, unrelated]) writeFileSync(file, 'x');
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    utimesSync(old, longAgo, longAgo);
    utimesSync(unrelated, longAgo, longAgo);
    writeCache(dir, name, SOURCE, DATA);
    assert.deepEqual(readdirSync(dir).sort(), ['cafebabe-v22.0.0-x64.v8-cache', name, 'notes.txt'].sort());
  });
});
