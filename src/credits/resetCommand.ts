// Reset Credit Usage, loaded with the credits' bundle (./feature) on first use: a figure the user knows is wrong (a
// broken cost header, a clock gone astray) is set back to zero from now. Tests and development runs may pass `true` to
// skip the question.
import type { CreditLedger } from '../api/credits/ledger';
import type { CreditMeter } from '../api/credits/meter';
import { credits } from '../format/credits';
import { confirm, statusMessage } from '../surfaces';

export function resetCreditUsage(meter: CreditMeter, ledger: CreditLedger, scriptable: boolean): (confirmed?: unknown) => Promise<void> {
  return async (confirmed) => {
    const used = credits(meter.status().usage.monthTotal);
    if (!(scriptable && confirmed === true) && !(await confirm(`count this month's credits from zero again? Walletscope has counted ${used} this month. Do this only `
      + 'when you know the figure is wrong: the service bills what it bills, and background work paces itself by this count.', 'Reset the Count'))) return;
    await ledger.resetMonth();
    statusMessage('check', 'Walletscope: this month\'s credit count starts from zero again');
  };
}
