// Several wallets' holdings asked one by one (the current generation's kept single-wallet path), each answer standing
// on its own: one wallet's failure (an ENS name the service cannot resolve, a timeout on a huge wallet) neither fails
// the others nor makes anyone ask them again.
import { asItemError, isMissingRoute } from './transport/routes';
import type { Portfolio } from './types';

/** Each wallet's portfolio on its own. */
export interface PortfolioAnswers {
  readonly portfolios: readonly Portfolio[];
  /** Why each wallet without a portfolio failed, by the address asked. */
  readonly failures: ReadonlyMap<string, unknown>;
}

/**
 * Asks `load` for every wallet at once, each answer on its own. Probing (not `settled`), the first wallet goes alone:
 * a missing path there is the generation's (thrown, so the next is asked); any other failure is that wallet's.
 */
export async function eachWallet(wallets: readonly string[], settled: boolean, load: (wallet: string) => Promise<Portfolio>): Promise<PortfolioAnswers> {
  const failures = new Map<string, unknown>();
  // In the order asked (a slot each), so a caller matching by position finds each one.
  const slots: Array<Portfolio | undefined> = wallets.map(() => undefined);
  const ask = (i: number, probe = false) => load(wallets[i]!).then((p) => { slots[i] = p; }, (e: unknown) => {
    if (probe && isMissingRoute(e)) throw e;
    failures.set(wallets[i]!, e);
  });
  if (!settled) await ask(0, true);
  await Promise.all(wallets.map((_, i) => i).slice(settled ? 0 : 1).map((i) => ask(i)));
  // Every wallet says the path is missing: the generation's, not theirs (a path remembered as answering has gone).
  const errors = [...failures.values()];
  if (errors.length === wallets.length && errors.every(isMissingRoute)) throw errors[0];
  for (const e of errors) asItemError(e);
  return { portfolios: slots.filter((p): p is Portfolio => p !== undefined), failures };
}
