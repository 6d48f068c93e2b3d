// The server's command file compiles the server with V8's code cache from an earlier start (src/language-server/start.ts):
// real server processes over stdio, each with its own cache folder (XDG_CACHE_HOME). A cache V8 accepted is kept as it
// is; one that was not read, or that V8 rejected, is written anew once the editor says `initialized`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheDirectory } from '../../src/core/codeCacheFolder';
import { buildServer, cacheHomeEnv, SERVER_JS, startServer } from './serverProcess';
import { dataStart, HEADER_BYTES } from '../fixtures/codeCacheFile';

const SERVER_MAIN = join(dirname(SERVER_JS), 'language-server-main.js');

describe('language server code cache', function () {
  this.timeout(60_000);
  let home: string;
  let folder: string;

  before(buildServer);
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'walletscope-xdg-'));
    folder = cacheDirectory(cacheHomeEnv(home), process.platform, home)!;
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  /** A full start: initialize, initialized, a hover, shutdown; what it wrote to stderr. */
  async function run(env: NodeJS.ProcessEnv = {}): Promise<string> {
    const server = await startServer({ env: { ...cacheHomeEnv(home), WALLETSCOPE_API_URL: 'http://127.0.0.1:9', ...env } });
    assert.equal(server.initialized.serverInfo?.name, 'walletscope-language-server');
    await server.connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///x.sol' }, position: { line: 0, character: 0 } });
    assert.equal(await server.stop(), 0);
    return server.stderr();
  }
  const cacheFile = () => {
    const names = existsSync(folder) ? readdirSync(folder) : [];
    assert.equal(names.length, 1, `one cache file: ${names.join(', ')}`);
    return join(folder, names[0]!);
  };
  const identity = (file: string) => { const s = lstatSync(file); return `${s.ino}:${s.mtimeMs}:${s.size}`; };
  const keptSource = (file: string) => { const bytes = readFileSync(file); return bytes.subarray(HEADER_BYTES, dataStart(bytes)); };

  it('writes the cache at the first start and reuses it untouched at the next', async () => {
    assert.doesNotMatch(await run(), /code cache/);
    const file = cacheFile();
    assert.ok(keptSource(file).equals(readFileSync(SERVER_MAIN)), 'made from the bundle that runs');
    const written = identity(file);
    assert.doesNotMatch(await run(), /code cache/);
    assert.equal(identity(cacheFile()), written, 'accepted: not written again');
  });

  it('replaces a cache made from another build of the server', async () => {
    await run();
    const file = cacheFile();
    const bytes = readFileSync(file);
    bytes[HEADER_BYTES + 100]! ^= 1;
    writeFileSync(file, bytes);
    const planted = identity(file);
    await run();
    assert.notEqual(identity(cacheFile()), planted);
    assert.ok(keptSource(cacheFile()).equals(readFileSync(SERVER_MAIN)));
  });

  it('replaces a cache V8 rejects (damaged, or from a V8 that differs), and the server runs as usual', async () => {
    await run();
    const file = cacheFile();
    const bytes = readFileSync(file);
    const data = dataStart(bytes);
    bytes.fill(0, data);
    writeFileSync(file, bytes);
    const planted = identity(file);
    await run();
    assert.notEqual(identity(cacheFile()), planted);
    const after = readFileSync(cacheFile());
    assert.ok(after.subarray(data).some((b) => b !== 0), 'V8\'s data again');
  });

  it('neither reads nor writes a cache folder others can write, and says so in its log', async function () {
    if (process.platform === 'win32') this.skip();
    await run();
    const planted = identity(cacheFile());
    chmodSync(folder, 0o777);
    assert.match(await run(), /code cache not written: .*walletscope-language-server is not a folder only this user can write/);
    assert.equal(identity(cacheFile()), planted);
  });

  it('keeps no cache with NODE_DISABLE_COMPILE_CACHE set, as Node\'s own', async () => {
    await run({ NODE_DISABLE_COMPILE_CACHE: '1' });
    assert.equal(existsSync(folder), false);
  });

  it('loads neither crypto nor child_process to start (the library requires them as it loads; nothing here uses them)', () => {
    const probe = `require(${JSON.stringify(SERVER_MAIN)}); const loaded = process.moduleLoadList.filter((m) => /^NativeModule (crypto|child_process)$/.test(m)); console.log(JSON.stringify(loaded));`;
    const script = join(home, 'probe.js'); // a file: \`node -e\` loads Node's modules up front for the evaluated text
    writeFileSync(script, probe);
    const { stdout, status } = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    assert.equal(status, 0);
    assert.deepEqual(JSON.parse(stdout), []);
  });
});
