// Credits in words: the status bar line, the page's table and facts, and the schedule, for each plan and state.
import assert from 'node:assert/strict';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { creditLine, everyLine, pausedLine, serviceLine, usageRows } from '../../src/format/credits';
import { creditsModel } from '../../src/credits/usageModel';
import { CREDITS_PROTOCOL } from '../../src/credits/protocol';
import { MemoryLedgerStore, november } from './creditFakes';

function status(plan: string, spend: Array<[Parameters<CreditLedger['record']>[0], number]>, at = november(20, 12), custom = 50_000) {
  const clock = { time: november(13, 12) };
  const ledger = new CreditLedger(new MemoryLedgerStore(), 'w', () => clock.time, 60_000);
  for (const [feature, credits] of spend) ledger.record(feature, credits);
  clock.time = at;
  return { meter: new CreditMeter(ledger, () => planOf(plan, custom), () => clock.time), ledger };
}

const page = (s: ReturnType<CreditMeter['status']>) => creditsModel(s, { timeOf: () => '12:00', schedule: [everyLine('Watched wallets refresh', 48 * 60_000)] });

describe('credits in words', () => {
  it('says what was used, where the month is heading and the plan, in one status bar line', () => {
    const { meter } = status('free', [['wallets', 900], ['search', 340]]);
    assert.match(creditLine(meter.status()), /^Credits: 1,240 used this month, about [\d,]+ by month end of 10,000 \(free plan\)$/);
    assert.equal(creditLine(status('enterprise', [['wallets', 5]]).meter.status()), 'Credits: 5 used this month (Enterprise plan, unlimited)');
  });

  it('says when they are used up and when they come back, and what the service itself reported', () => {
    const { meter, ledger } = status('free', [['wallets', 10]]);
    ledger.noteAccount({ limit: 10_000, remaining: 0 });
    ledger.noteExhausted();
    assert.equal(creditLine(meter.status()), 'Credits: used up this month (free plan); they come back on 1 December');
    assert.equal(pausedLine(meter.status()), 'Credits used up: showing the last data; they come back on 1 December');
    assert.equal(serviceLine(meter.status(), () => '12:00'), 'The service reports 0 of 10,000 credits left for this key (12:00)');
  });

  it('lists features by what they spent this month, today beside it', () => {
    const { meter, ledger } = status('custom', [['wallets', 120], ['hover', 3], ['search', 10]]);
    ledger.record('hover', 2);
    assert.deepEqual(usageRows(meter.status()).map((r) => [r.label, r.today, r.month, r.requests]),
      [['Wallets', 0, 120, 1], ['Search', 0, 10, 1], ['Hovers', 2, 5, 2]]);
  });

  it('says how often background work runs, in minutes or hours', () => {
    assert.equal(everyLine('Watched wallets refresh', 48 * 60_000), 'Watched wallets refresh at most every 48 minutes while on screen');
    assert.equal(everyLine('NFTs are asked again', 2.5 * 3_600_000), 'NFTs are asked again at most every 2.5 hours while on screen');
    assert.equal(everyLine('Prices on screen refresh', Infinity), 'Prices on screen refresh: not now');
  });

  it('gives the page its table by feature, the plan once and the projection once, in bounds its script accepts', () => {
    const model = page(status('free', [['wallets', 900], ['search', 340]]).meter.status());
    assert.deepEqual(model.rows.find((r) => r.label === 'Wallets'), { label: 'Wallets', today: '0', month: '900', requests: '1' });
    assert.deepEqual(model.total, { label: 'Total', today: '0', month: '1,240', requests: '2' });
    assert.equal(model.plan, 'free plan, 10,000 credits a month');
    const text = JSON.stringify(model);
    assert.equal(text.match(/free plan/g)?.length, 1, 'the plan said once');
    assert.equal(text.match(/by the month's end/g)?.length, 1, 'the projection said once');
    assert.ok(model.facts.includes('Watched wallets refresh at most every 48 minutes while on screen'));
    assert.equal(CREDITS_PROTOCOL.parseToPage({ type: 'model', model }).ok, true, 'the page accepts it');
    // The page sends no address: its one outside link is the extension's to know.
    assert.equal(CREDITS_PROTOCOL.parseFromPage({ type: 'openLink', url: 'https://evil.example' }).ok, false);
  });

  it('fits its page\'s bounds with the largest custom plan the setting allows', () => {
    const model = page(status('custom', [['wallets', 900]], november(20, 12), 1e200).meter.status());
    assert.match(model.plan, /^custom plan, 1,000,000,000,000 credits a month$/);
    assert.equal(CREDITS_PROTOCOL.parseToPage({ type: 'model', model }).ok, true);
  });

  it('says nothing was spent rather than showing an empty table', () => {
    assert.deepEqual(page(status('free', []).meter.status()).rows, [], 'the page says so (Nothing spent this month yet) rather than an empty table');
  });
});
