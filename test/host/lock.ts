// A cross-process lock made of a directory (mkdir is atomic). A lock whose owner process is gone is taken over,
// so an install killed half-way does not block the next run.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { waitFor } from './wait';

export async function withLock<T>(lockDir: string, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  await waitFor(`the lock ${lockDir}`, () => tryAcquire(lockDir), { timeoutMs, intervalMs: 500 });
  try {
    return await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

function tryAcquire(lockDir: string): boolean {
  try {
    fs.mkdirSync(lockDir);
    fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  if (!ownerAlive(lockDir)) fs.rmSync(lockDir, { recursive: true, force: true });
  return false;
}

function ownerAlive(lockDir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
  } catch {
    // The owner may be between mkdir and writing its pid: count a fresh lock as alive.
    return Date.now() - fs.statSync(lockDir, { throwIfNoEntry: false })!.mtimeMs < 10_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
