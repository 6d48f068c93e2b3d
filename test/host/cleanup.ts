// Undo stack for everything a run starts: processes, browsers, temp folders. Runs in reverse order, once,
// on success, failure, Ctrl+C or SIGTERM; see onProcessExit for what must not survive even a hurried exit.
export type CleanupStep = () => void | Promise<void>;

const STEP_TIMEOUT_MS = 15_000;
/** A signal this soon after the first is the same Ctrl+C, passed on by a wrapper (npm, tsx). */
const REPEAT_MS = 1_000;
const exitSteps = new Set<() => void>();
let exitHookInstalled = false;

export class Cleanup {
  private readonly steps: { name: string; step: CleanupStep }[] = [];
  private done: Promise<void> | undefined;

  add(name: string, step: CleanupStep): void {
    this.steps.push({ name, step });
  }

  /** True once run() has begun: what ends now is being stopped on purpose. */
  get started(): boolean {
    return this.done !== undefined;
  }

  run(): Promise<void> {
    this.done ??= (async () => {
      for (const { name, step } of this.steps.reverse()) {
        try {
          await Promise.race([step(), new Promise((resolve) => setTimeout(resolve, STEP_TIMEOUT_MS).unref())]);
        } catch (e) {
          console.error(`cleanup: ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    })();
    return this.done;
  }

  /**
   * Runs the cleanup and exits when the process is interrupted; returns a function that stops listening. Ctrl+C
   * reaches every process of the terminal's group and tsx passes it on to its child too, so the same signal comes
   * twice at once: a repeat within a second is the same press, waited out. A later one is the user insisting: the
   * process exits now (its exit hooks still stop the process groups and remove the temp folders).
   */
  exitOnSignals(): () => void {
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    let first: number | undefined;
    const onSignal = (signal: NodeJS.Signals) => {
      const code = signal === 'SIGINT' ? 130 : 143;
      if (first !== undefined) {
        if (performance.now() - first < REPEAT_MS) return;
        console.error(`${signal} again: stopping now.`);
        process.exit(code);
      }
      first = performance.now();
      console.error(`\n${signal}: stopping...`);
      void this.run().finally(() => process.exit(code));
    };
    for (const signal of signals) process.on(signal, onSignal);
    return () => {
      for (const signal of signals) process.off(signal, onSignal);
    };
  }
}

/**
 * Runs `step` synchronously when this process exits, whatever the way out (process.exit included), unless the
 * returned function is called first. The last line of defence for what a normal cleanup did not reach.
 */
export function onProcessExit(step: () => void): () => void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const pending of [...exitSteps].reverse()) { // newest first, as in Cleanup: processes before their folders
        try {
          pending();
        } catch {
          // exiting anyway
        }
      }
    });
  }
  exitSteps.add(step);
  return () => exitSteps.delete(step);
}

/** Remembers a detached child's process group so it never outlives this process. */
export function trackProcessGroup(pid: number): () => void {
  return onProcessExit(() => killGroup(pid, 'SIGKILL'));
}

/** Whether any process of the group is still alive. */
export function groupAlive(pid: number): boolean {
  return killGroup(pid, 0);
}

export function killGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}
