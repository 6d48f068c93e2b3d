// Runs a command to completion with a deadline; its output is kept and shown only when it fails.
import { spawn } from 'node:child_process';

export interface RunOptions {
  readonly cwd: string;
  readonly timeoutMs: number;
  readonly env?: NodeJS.ProcessEnv;
}

export function run(command: string, args: readonly string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    const describe = `${command} ${args.join(' ')} (in ${options.cwd})`;
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`${describe} could not start: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(output);
      const why = signal ? `was killed (${signal}${signal === 'SIGKILL' ? `, over ${options.timeoutMs} ms` : ''})` : `exited with ${code}`;
      reject(new Error(`${describe} ${why}:\n${output.trim()}`));
    });
  });
}
