// The language server's own credit ledger files (creditFiles.ts).
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditFiles, ledgerDirectory } from '../../src/language-server/creditFiles';

const posix = process.platform !== 'win32';

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
    assert.deepEqual(names.sort(), ['2026-03-10.lsp-1-a.json', '2026-03-10.lsp-2-b.json'], 'no temporary file is left');
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
