// The tests' pinned calendar (test/host/calendar.ts): whatever the machine's date and hour, a window the test host opens
// starts at the one pinned instant, and the reference API it starts answers byte for byte the same. This is what lets
// `npm test` pass at any hour of any day: shown here by moving the machine's clock (Date.now) across a day, a month's
// end and a year, instead of waiting for them.
import * as assert from 'node:assert/strict';
import { DEFAULT_TEST_INSTANT, pinnedInstant, pinnedOffsetMs, TEST_NOW_ENV } from '../host/calendar';
import { startReferenceServer } from '../server/server';
import { WALLETS } from '../server/data/wallet-addresses';

/** Machine dates a run may start on: noon, late evening, a month's last hour, the next's first, another year. */
const MACHINE_DATES = ['2026-11-27T12:00:00Z', '2026-12-01T21:05:00Z', '2026-11-30T23:30:00Z', '2026-12-01T00:30:00Z', '2027-03-14T03:14:15Z'];
const PATHS = [
  '/api/1/market/multi-data?assets=bitcoin,ethereum,pepe,usd-coin',
  '/api/1/market/history?asset=ETH&period=1h',
  `/api/1/wallet/portfolio?wallet=${WALLETS.ordinary}`,
  `/api/2/wallet/activity?wallet=${WALLETS.ordinary}&limit=5`,
  '/api/2/pulse?view=trending',
];

/** What a reference API started as the test host starts it, with the machine's clock reading `machineIso` (and standing still). */
async function answersOnMachineDate(machineIso: string): Promise<string[]> {
  /* eslint-disable no-restricted-syntax -- the machine's clock itself is what this test moves */
  const realNow = Date.now;
  const machine = Date.parse(machineIso);
  Date.now = () => machine;
  /* eslint-enable no-restricted-syntax */
  try {
    const server = await startReferenceServer({ clockOffsetMs: pinnedOffsetMs(), creditHeaders: false });
    try {
      return await Promise.all(PATHS.map(async (path) => `${path} ${await (await fetch(server.url + path)).text()}`));
    } finally {
      await server.close();
    }
  } finally {
    Date.now = realNow; // eslint-disable-line no-restricted-syntax
  }
}

describe('the tests\' pinned calendar', function () {
  this.timeout(20_000);

  it('starts every window at the pinned instant, whatever the machine\'s date', () => {
    for (const machine of MACHINE_DATES) {
      assert.equal(Date.parse(machine) + pinnedOffsetMs(Date.parse(machine), {}), Date.parse(DEFAULT_TEST_INSTANT), machine);
    }
    assert.equal(pinnedInstant({ [TEST_NOW_ENV]: '2026-11-30T23:00:00Z' }), Date.parse('2026-11-30T23:00:00Z'), 'another instant on purpose');
    assert.throws(() => pinnedInstant({ [TEST_NOW_ENV]: 'tomorrow' }), /must be an ISO instant/);
  });

  it('the reference API answers the same prices, history, holdings, activity and screener on every machine date', async () => {
    const first = await answersOnMachineDate(MACHINE_DATES[0]!);
    assert.ok(first.every((answer) => !/"error"/.test(answer.slice(0, 300))), first.map((a) => a.slice(0, 200)).join('\n'));
    for (const machine of MACHINE_DATES.slice(1)) {
      const answers = await answersOnMachineDate(machine);
      answers.forEach((answer, i) => assert.equal(answer, first[i], `${PATHS[i]} on a machine dated ${machine}`));
    }
  });

  it('the unit tests\' process and the servers it starts run on that calendar', async () => {
    const server = await startReferenceServer();
    try {
      const clock = (await (await fetch(`${server.url}/__control/clock`)).json()) as { now: number };
      assert.ok(Math.abs(clock.now - pinnedInstant()) < 30 * 60_000,
        `the server's clock ${new Date(clock.now).toISOString()} is the pinned calendar's (${new Date(pinnedInstant()).toISOString()}, the run's start)`);
    } finally {
      await server.close();
    }
  });
});
