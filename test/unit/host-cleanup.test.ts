// Ctrl+C on `npm start` or a test run: the terminal interrupts every process of the foreground group, and tsx
// passes the signal on to its child as well, so the script hears it twice at once. The cleanup still runs to the end:
// nothing is left in the temp folder.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

describe('Cleanup on Ctrl+C', () => {
  /** The fixture run in its own process group, as a terminal runs a command; resolves once it holds its folder. */
  async function start(stopMs: number) {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'test', 'fixtures', 'host', 'interruptible.ts')],
      { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, STOP_MS: String(stopMs) } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 400 && !/ready/.test(out); i++) await new Promise((r) => setTimeout(r, 50)); // up to 20 s
    const folder = out.split('\n')[0]!.trim();
    assert.ok(fs.existsSync(folder), `the run made its folder: ${out}`);
    return { folder, exited, interrupt: () => process.kill(-child.pid!, 'SIGINT'), output: () => out };
  }
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('removes what the run made when the whole process group is interrupted, the signal heard twice', async function () {
    this.timeout(30_000);
    const run = await start(800);
    run.interrupt(); // what Ctrl+C in a terminal does
    await pause(100);
    run.interrupt(); // and a wrapper passing it on (tsx, npm): the same press
    await run.exited;
    assert.equal(fs.existsSync(run.folder), false, `the folder is left behind: ${run.output()}`);
  });

  it('stops at once when Ctrl+C is pressed again during a cleanup that hangs, and still removes the folder', async function () {
    this.timeout(30_000);
    const run = await start(60_000);
    run.interrupt();
    await pause(1_500);
    run.interrupt(); // the user insisting
    const stopped = await Promise.race([run.exited.then(() => true), pause(10_000).then(() => false)]);
    assert.ok(stopped, `still running: ${run.output()}`);
    assert.equal(fs.existsSync(run.folder), false, `the folder is left behind: ${run.output()}`);
  });
});
