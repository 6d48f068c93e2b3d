// Counts what every answer cost (the service's own figure when it sends one and it is within reach of the price list,
// else the list) into the ledger, notices when the service refuses for want of credits or of a key, and tells
// background work its budget from the figures of the account in use (service and key) only.
import { allowance, projectedMonth, type Allowance } from './budget';
import { resetLabel } from './calendar';
import type { CreditLedger, Usage } from './ledger';
import type { Plan } from './plans';
import { bookedCost, type Feature } from './prices';
import type { BudgetView } from '../../core/scheduler';
import type { ServiceFigures } from '../transport/serviceFigures';

/** Why the service refused: the month's credits are used up, or it wants a key and none was sent. */
export type Refusal = 'credits' | 'key';

export interface CreditStatus {
  readonly plan: Plan;
  readonly usage: Usage;
  readonly allowance: Allowance;
  /** Credits by the month's end at the recent pace. */
  readonly projected: number;
  /** "1 December". */
  readonly resetsOn: string;
  /** Credits are used up this month (until the reset or an answer). */
  readonly exhausted: boolean;
  /** The service asked for a key this session and none was sent. */
  readonly needsKey: boolean;
}

export class CreditMeter {
  private needsKey = false;
  private readonly listeners = new Set<() => void>();

  /** `account`: which service and key requests go to now (./accountId); the service's figures for any other steer nothing. */
  constructor(
    readonly ledger: CreditLedger, private readonly plan: () => Plan, private readonly now: () => number,
    private readonly account: () => string | undefined = () => undefined,
  ) {
    ledger.onDidChange(() => this.fire());
  }

  onDidChange(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /**
   * The service answered and may have billed it (a 2xx, whether or not its body could be read, or any answer that says
   * what it cost): records its price (`listed`: the list's, for what it asked; the service's own figure when believed),
   * and the service's figures when it sent them. `who`: the account it went to.
   */
  answered(feature: Feature, listed: number, figures: ServiceFigures | undefined, who?: string): void {
    const { credits, fromService } = bookedCost(listed, figures?.cost);
    this.ledger.record(feature, credits, fromService);
    if (figures) this.ledger.noteAccount(figures, who);
    this.needsKey = false;
  }

  /** Minutes of an open websocket: the service charges for the time it is open. */
  socketMinutes(feature: Feature, minutes: number, credits: number): void {
    this.ledger.record(feature, credits * minutes, false, 0);
  }

  /** The service refused: for credits (never retried, background stops until the reset) or for a key (keyless only). */
  refused(why: Refusal, figures: ServiceFigures | undefined, who?: string): void {
    if (figures) this.ledger.noteAccount(figures, who);
    if (why === 'credits') this.ledger.noteExhausted(who);
    else if (!this.needsKey) {
      this.needsKey = true;
      this.fire();
    }
  }

  /** The key or the service changed: a refusal for want of a key no longer holds. */
  resetAccess(): void {
    if (!this.needsKey) return;
    this.needsKey = false;
    this.fire();
  }

  status(): CreditStatus {
    const now = this.now();
    const usage = this.ledger.usage(this.account());
    const plan = this.plan();
    return {
      plan, usage, allowance: allowance(plan, usage, now), projected: projectedMonth(usage, now), resetsOn: resetLabel(now),
      exhausted: usage.exhaustedAt !== undefined, needsKey: this.needsKey,
    };
  }

  /** What the background scheduler may spend. */
  budget(): BudgetView {
    const status = this.status();
    if (status.exhausted) return { perHour: 0, stopped: `credits used up: resets on ${status.resetsOn}` };
    if (status.needsKey) return { perHour: 0, stopped: 'the service needs an API key' };
    return { perHour: status.allowance.perHour, left: status.allowance.forBackground };
  }

  private fire(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
