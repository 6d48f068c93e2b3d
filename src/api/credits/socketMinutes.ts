// An open socket costs a credit a minute (the price feed's, the wallet streams'): recorded under its feature while it
// is open, each minute as it starts (a socket open for 20 s, or the last part of a minute, is billed a minute all the same).
import type { CreditMeter } from './meter';
import { SOCKET_CREDITS_PER_MINUTE, type Feature } from './prices';

export class SocketMinutes {
  private timer: ReturnType<typeof setInterval> | undefined;

  /** `feature`: under which each minute is counted, asked as the minute starts (a shared socket's changes). */
  constructor(private readonly meter: CreditMeter, private readonly feature: Feature | (() => Feature)) {}

  /** The socket is open (counting from now, this minute included) or closed (counting stops). */
  set(open: boolean): void {
    if (open && !this.timer) {
      const minute = () => this.meter.socketMinutes(typeof this.feature === 'function' ? this.feature() : this.feature, 1, SOCKET_CREDITS_PER_MINUTE);
      minute();
      this.timer = setInterval(minute, 60_000);
    } else if (!open && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  dispose(): void {
    this.set(false);
  }
}
