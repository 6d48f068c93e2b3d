// The language server's own credit ledger files (creditFiles.ts) and the budget its inlay hints keep (hintBudget.ts).
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreditLedger } from '../../src/api/credits/ledger';
import type { BudgetView } from '../../src/core/scheduler';
import { CreditFiles, ledgerDirectory } from '../../src/language-server/creditFiles';
import { ALLOWANCE_SPENT, HintBudget } from '../../src/language-server/hintBudget';

const posix = process.platform !== 'win32';
const HOUR_MS = 3_600_000;

describe('language server credit ledger files', () => {
  let home: string;
  let dir: string;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'walletscope-ledger-'));
    chmodSync(home, 0o700);
    dir = join(home, 'walletscope-language-server', 'credits');
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('lives in the per-user state folder', () => {
    assert.equal(ledgerDirectory({}, 'linux', '/home/a'), '/home/a/.local/state/walletscope-language-server/credits');
    assert.equal(ledgerDirectory({ XDG_STATE_HOME: '/x/state' }, 'darwin', '/Users/a'), '/x/state/walletscope-language-server/credits');
    assert.equal(ledgerDirectory({ XDG_STATE_HOME: 'relative' }, 'linux', '/home/a'), '/home/a/.local/state/walletscope-language-server/credits');
    assert.equal(ledgerDirectory({ LOCALAPPDATA: 'C:\\Users\\a\\AppData\\Local' }, 'win32', 'C:\\Users\\a'), 'C:\\Users\\a\\AppData\\Local\\walletscope-language-server\\credits');
    assert.equal(ledgerDirectory({}, 'linux', undefined), undefined);
  });

  it('writes whole files only this user can read, and two servers\' ledgers add up', async () => {
    const now = () => Date.parse('2026-03-10T12:00:00Z');
    const one = new CreditLedger(new CreditFiles(dir), 'lsp-1-a', now);
    const two = new CreditLedger(new CreditFiles(dir), 'lsp-2-b', now);
    one.record('inline', 7, true);
    two.record('hover', 2);
    await Promise.all([one.dispose(), two.dispose()]);
    const names = readdirSync(dir);
    assert.deepEqual(names.map((n) => n.replace(/-[a-z0-9]{6}\.json$/, '.json')).sort(), ['2026-03-10.lsp-1-a.json', '2026-03-10.lsp-2-b.json'],
      'one file per server, no temporary file left');
    if (posix) {
      assert.equal(statSync(dir).mode & 0o777, 0o700);
      assert.equal(statSync(join(dir, names[0]!)).mode & 0o777, 0o600);
    }
    const reader = new CreditLedger(new CreditFiles(dir), 'reader', now);
    await reader.refresh();
    assert.equal(reader.usage().month.get('inline'), 7);
    assert.equal(reader.usage().monthTotal, 9);
  });

  it('claims a file once, and removes files', async () => {
    const files = new CreditFiles(dir);
    await files.write('2026-03-01.a.json', '{}');
    assert.equal(await files.claim('2026-03-01.a.json', '2026-03-01.a.json.claim-b'), true);
    assert.equal(await files.claim('2026-03-01.a.json', '2026-03-01.a.json.claim-c'), false, 'already claimed');
    assert.equal(await files.read('2026-03-01.a.json.claim-b'), '{}');
    await files.remove('2026-03-01.a.json.claim-b');
    assert.deepEqual(await files.list(), []);
    await assert.rejects(files.write('../escape.json', '{}'), /not a ledger file name/);
  });

  it('reads nothing through a link, and neither reads nor writes a folder others can write', async function () {
    if (!posix) this.skip();
    const files = new CreditFiles(dir);
    await files.write('2026-03-01.a.json', '{"credits":{}}');
    const elsewhere = join(home, 'secret.json');
    writeFileSync(elsewhere, 'not yours');
    symlinkSync(elsewhere, join(dir, '2026-03-01.link.json'));
    assert.equal(await files.read('2026-03-01.link.json'), undefined);
    assert.deepEqual(await files.list(), ['2026-03-01.a.json'], 'a link is no ledger file');
    chmodSync(dir, 0o777);
    assert.deepEqual(await files.list(), []);
    assert.equal(await files.read('2026-03-01.a.json'), undefined);
    await assert.rejects(files.write('2026-03-02.a.json', '{}'), /not a folder only this user can write/);
    chmodSync(dir, 0o700);
    const swapped = join(home, 'swapped');
    mkdirSync(swapped, { mode: 0o700 });
    const linked = join(swapped, 'credits');
    symlinkSync(dir, linked);
    await assert.rejects(new CreditFiles(linked).write('2026-03-02.a.json', '{}'), /not a folder only this user can write/, 'the folder itself is no link');
    assert.equal(readFileSync(join(dir, '2026-03-01.a.json'), 'utf8'), '{"credits":{}}');
  });
});

describe('language server inlay hint budget', () => {
  let time = 0;
  let spent = 0;
  let budget: BudgetView = { perHour: 20 };
  const hints = () => new HintBudget(() => budget, () => spent, () => time);
  beforeEach(() => {
    time = Date.parse('2026-03-10T12:00:00Z');
    spent = 100; // earlier sessions' spending this month is not charged again
    budget = { perHour: 20 };
  });

  it('asks while the hour\'s allowance holds credits, then waits for it to refill', () => {
    const b = hints();
    assert.equal(b.paused(), undefined);
    spent += 15;
    assert.equal(b.paused(), undefined, '5 credits left');
    spent += 15;
    assert.equal(b.paused(), ALLOWANCE_SPENT, 'below zero: wait');
    time += HOUR_MS / 4; // +5: still at -5
    assert.equal(b.paused(), ALLOWANCE_SPENT);
    time += HOUR_MS / 2; // +10: at 5
    assert.equal(b.paused(), undefined);
    time += 10 * HOUR_MS;
    spent += 25;
    assert.equal(b.paused(), ALLOWANCE_SPENT, 'it holds one hour\'s allowance at most');
  });

  it('asks nothing while the budget is stopped, and does not charge that time\'s spending twice', () => {
    const b = hints();
    budget = { perHour: 0, stopped: 'credits used up: resets on 1 April' };
    assert.equal(b.paused(), 'credits used up: resets on 1 April');
    spent += 1000;
    assert.equal(b.paused(), 'credits used up: resets on 1 April');
    budget = { perHour: 20 };
    time += HOUR_MS;
    assert.equal(b.paused(), undefined);
  });

  it('asks always on an unlimited plan, and never with no allowance', () => {
    const b = hints();
    budget = { perHour: Infinity };
    spent += 1e6;
    assert.equal(b.paused(), undefined);
    budget = { perHour: 0 };
    assert.equal(hints().paused(), ALLOWANCE_SPENT);
  });
});
