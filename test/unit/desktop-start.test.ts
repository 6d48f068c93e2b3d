// The desktop's entry (dist/start.js, src/platform/desktopStart.ts), built for production, runs the extension's main
// module and its chunk compiled with V8's code cache of an earlier start: real Node processes, each with its own cache
// folder (XDG_CACHE_HOME), beside stand-ins for dist/extension.js and its chunk that say what they were given.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
// @ts-expect-error: plain ESM build script without type declarations
import { desktopStartBuildOptions } from '../../esbuild.mjs';
import { dataStart } from '../fixtures/codeCacheFile';

/** What the extension host does with package.json's "main": require it, activate, deactivate when the window closes
 *  (argv[3] ms after activation), and the process lives on until argv[2] ms. */
const HOST = `const entry = require('./start.js');
const api = entry.activate({ subscriptions: [] });
console.log(JSON.stringify(api));
setTimeout(() => entry.deactivate(), Number(process.argv[3] ?? process.argv[2]));
setTimeout(() => undefined, Number(process.argv[2]));`;

describe('desktop entry with the code cache', function () {
  this.timeout(60_000);
  let dist: string;
  let home: string;
  const cacheFolder = () => join(home, 'walletscope-extension');

  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'walletscope-start-'));
    const built = await esbuild.build({ ...desktopStartBuildOptions(true), write: false, outdir: dist });
    for (const file of built.outputFiles!) writeFileSync(file.path, file.contents);
    // The main module asks for its chunk and for what only the host has, as the real one does (vscode, Node's modules).
    writeFileSync(join(dist, 'extension.js'), `"use strict";
const chunk = require("./main-TEST1234.js"), os = require("node:os");
exports.activate = (context, compiled) => ({ compiled, answer: chunk.answer(), chunkPath: chunk.path, os: typeof os.homedir });
exports.deactivate = () => {};`);
    writeFileSync(join(dist, 'main-TEST1234.js'), `"use strict";
exports.answer = () => [1, 2, 3].map((n) => n * 14).reduce((a, b) => a + b, 0);
exports.path = __filename;`);
    writeFileSync(join(dist, 'host.js'), HOST);
  });
  after(() => rmSync(dist, { recursive: true, force: true }));
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'walletscope-xdg-'));
    chmodSync(home, 0o700);
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  /** One window: activation's answer, and what the process wrote to stderr; it lives `aliveMs` after activating. */
  function start(aliveMs: number, env: NodeJS.ProcessEnv = {}, deactivateMs = aliveMs): { api: { compiled: string; answer: number; chunkPath: string; os: string }; stderr: string } {
    const run = spawnSync(process.execPath, [join(dist, 'host.js'), String(aliveMs), String(deactivateMs)], { env: { PATH: process.env.PATH, XDG_CACHE_HOME: home, ...env }, encoding: 'utf8' });
    assert.equal(run.status, 0, `exit ${run.status} ${run.signal ?? ''}\n${run.stderr}`);
    return { api: JSON.parse(run.stdout), stderr: run.stderr };
  }
  const files = () => (existsSync(cacheFolder()) ? readdirSync(cacheFolder()).sort() : []);
  const identities = () => files().map((f) => { const s = lstatSync(join(cacheFolder(), f)); return `${f}:${s.ino}:${s.mtimeMs}`; });

  it('activates at once, writes the cache a few seconds later, and the next start compiles from it untouched', () => {
    const quick = start(100);
    assert.deepEqual(quick.api, { compiled: 'compiled without a code cache', answer: 84, chunkPath: join(dist, 'main-TEST1234.js'), os: 'function' });
    assert.deepEqual(files(), [], 'a window closed within seconds of activation writes nothing');
    start(6_000);
    assert.equal(files().length, 2, `one file for the main module, one for its chunk: ${files().join(', ')}`);
    const written = identities();
    const cached = start(6_000);
    assert.equal(cached.api.compiled, 'from the code cache');
    assert.equal(cached.api.answer, 84);
    assert.deepEqual(identities(), written, 'a cache V8 accepted is not written again');
  });

  it('writes nothing once deactivated, however long the process lives on', () => {
    start(6_000, {}, 100);
    assert.deepEqual(files(), []);
  });

  it('starts as usual from a cache whose V8 data was damaged on disk, and writes it anew', () => {
    start(6_000);
    for (const file of files()) {
      const bytes = readFileSync(join(cacheFolder(), file));
      const data = dataStart(bytes);
      const middle = data + Math.floor((bytes.length - data) / 2);
      for (let i = middle; i < middle + 16; i++) bytes[i]! ^= 0x5a;
      writeFileSync(join(cacheFolder(), file), bytes);
    }
    const damaged = identities();
    const run = start(6_000);
    assert.equal(run.api.compiled, 'compiled without a code cache');
    assert.equal(run.api.answer, 84);
    assert.notDeepEqual(identities(), damaged, 'written anew');
    assert.equal(start(100).api.compiled, 'from the code cache');
  });

  it('runs without a cache when NODE_DISABLE_COMPILE_CACHE is set, and writes none', () => {
    assert.equal(start(6_000, { NODE_DISABLE_COMPILE_CACHE: '1' }).api.compiled, 'no code cache');
    assert.deepEqual(files(), []);
  });

  it('neither reads nor writes a cache folder others can write, and says why for each script', function () {
    if (process.platform === 'win32') this.skip();
    chmodSync(home, 0o777); // the folder's parent: someone else could swap the cache folder
    const run = start(6_000);
    assert.equal(run.api.compiled, 'compiled without a code cache');
    assert.match(run.stderr, /Walletscope: code cache not written: .* is not a folder only this user can write/);
    assert.equal(run.stderr.match(/code cache not written/g)?.length, 2, 'one line per script');
  });
});
