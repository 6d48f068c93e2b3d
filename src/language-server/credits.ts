// The language server's own credit ledger and budget: every answer's cost (the service's figure when it sends one, else
// the price list) is counted by the same meter the extension uses, into files in the user's state folder
// (creditFiles.ts) that every server of the user shares; inlay hints ask only while the budget allows (hintBudget.ts).
import { CreditLedger, type LedgerStore } from '../api/credits/ledger';
import { CreditMeter } from '../api/credits/meter';
import { planOf, type PlanName } from '../api/credits/plans';
import { describeError } from '../api/transport/errors';
import { userHome } from '../core/codeCacheFolder';
import { CreditFiles, ledgerDirectory } from './creditFiles';
import { HintBudget } from './hintBudget';
import { nowMs } from '../core/clock';

/** Other servers of the user write to the same folder: their spending (and a refusal for credits) is read this often. */
const REREAD_MS = 10 * 60_000;

/** Nowhere to keep files (no home folder): the ledger counts in memory for this session. */
const NO_FILES: LedgerStore = {
  list: () => Promise.resolve([]),
  read: () => Promise.resolve(undefined),
  write: () => Promise.resolve(),
  claim: () => Promise.resolve(false),
  remove: () => Promise.resolve(),
};

export interface ServerCredits {
  readonly meter: CreditMeter;
  /** Why inlay hints may not ask now (the change is logged); undefined when they may. */
  inlinePaused(): string | undefined;
  /** Writes what was counted; never rejects. */
  flush(): Promise<void>;
  /** Reads what the user's other servers wrote since (the MCP server, before each call); never rejects. */
  refresh(): Promise<void>;
}

/** The ledger with what every server of the user counted so far this month, and the meter and budget on it. */
export async function startCredits(
  env: NodeJS.ProcessEnv, plan: () => { readonly plan: PlanName; readonly monthlyCredits: number }, log: (line: string) => void,
  /** The service and key asked now (api/accountId): servers of other services or keys share the folder. */
  account: () => string | undefined = () => undefined,
): Promise<ServerCredits> {
  const dir = ledgerDirectory(env, process.platform, userHome());
  const writer = `lsp-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const ledger = new CreditLedger(dir ? new CreditFiles(dir) : NO_FILES, writer, nowMs);
  const meter = new CreditMeter(ledger, () => { const p = plan(); return planOf(p.plan, p.monthlyCredits); }, nowMs, account);
  const hints = new HintBudget(() => meter.budget(), () => ledger.usage().month.get('inline') ?? 0, nowMs);
  let toldFlush = false;
  const flush = () => ledger.flush().catch((e: unknown) => {
    if (!toldFlush) log(`credit ledger not written: ${describeError(e)}`);
    toldFlush = true;
  });
  const reread = () => ledger.refresh().catch((e: unknown) => log(`credit ledger not read: ${describeError(e)}`));
  await reread();
  setInterval(() => void reread(), REREAD_MS).unref();
  log(dir ? `credit ledger: ${dir}` : 'credit ledger: no home folder, kept in memory only');
  let told: string | undefined;
  return {
    meter,
    flush,
    refresh: reread,
    inlinePaused() {
      const paused = hints.paused();
      if (paused !== told) log(paused ? `inlay hints paused: ${paused}` : 'inlay hints resumed');
      told = paused;
      return paused;
    },
  };
}
