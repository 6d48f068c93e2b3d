// Runs a function at most once per interval: the first call at once, later calls within the interval folded
// into one run at its end. `now()` runs at once regardless (a privacy change must not wait).
export class Throttle {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending = false;

  constructor(private readonly run: () => void, private readonly intervalMs: number) {}

  call(): void {
    if (this.timer) {
      this.pending = true;
      return;
    }
    this.fire();
  }

  now(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.fire();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = false;
  }

  private fire(): void {
    this.pending = false;
    this.run();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.pending) this.fire();
    }, this.intervalMs);
  }
}
