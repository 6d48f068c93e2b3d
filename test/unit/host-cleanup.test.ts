// Ctrl+C on `npm start` or a test run: the terminal interrupts every process of the foreground group, and tsx
// passes the signal on to its child as well, so the script hears it twice at once. The cleanup still runs to the end:
// nothing is left in the temp folder.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

describe('Cleanup on Ctrl+C', () => {
  it('removes what the run made when the whole process group is interrupted, the signal heard twice', async function () {
    this.timeout(30_000);
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'test', 'fixtures', 'host', 'interruptible.ts')],
      { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 400 && !/ready/.test(out); i++) await new Promise((r) => setTimeout(r, 50)); // up to 20 s
    const folder = out.split('\n')[0]!.trim();
    assert.ok(fs.existsSync(folder), `the run made its folder: ${out}`);
    process.kill(-child.pid!, 'SIGINT'); // what Ctrl+C in a terminal does
    await new Promise((r) => setTimeout(r, 100));
    process.kill(-child.pid!, 'SIGINT'); // and an impatient second press, or a wrapper passing it on
    await exited;
    assert.equal(fs.existsSync(folder), false, `the folder is left behind: ${out}`);
  });
});
