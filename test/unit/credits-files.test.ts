// The ledger's files are written whole or not at all: a crash (or a full disk) half-way through a write leaves the last
// good file, so a window's day is never lost to a torn write. Against a real folder on disk, with Node's fs.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderStore } from '../../src/api/credits/folderStore';
import { diskFolder } from './diskFolder';
import { CreditLedger } from '../../src/api/credits/ledger';
import { november } from './creditFakes';
import { machineNowMs } from '../../src/core/clock';

describe('credits: the ledger\'s files', () => {
  let dir = '';
  beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'walletscope-ledger-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the last good file when a write is torn half-way, and leaves no temporary file', async () => {
    const clock = { time: november(12, 10) };
    const folder = diskFolder(dir);
    const l = new CreditLedger(folderStore(folder), 'window', () => clock.time, 60_000);
    l.record('wallets', 100);
    await l.flush();
    l.record('wallets', 20);
    folder.tearAfter = 25;
    await assert.rejects(l.flush(), /ENOSPC/);
    const reader = new CreditLedger(folderStore(diskFolder(dir)), 'reader', () => clock.time, 60_000);
    await reader.refresh();
    assert.equal(reader.usage().month.get('wallets'), 100, 'the day written before the crash is still there');
    assert.deepEqual(readdirSync(dir).filter((n) => n.includes('.tmp-')), []);
    await l.flush();
    await reader.refresh();
    assert.equal(reader.usage().month.get('wallets'), 120, 'the next flush writes the whole day');
  });

  it('removes a temporary file a writer left an hour ago (it stopped between its write and its rename), and no fresh one', async () => {
    const folder = diskFolder(dir);
    const hourAgo = (machineNowMs() - 3_700_000).toString(36); // temporary files are dated by the machine
    await folder.write(`2026-11-12.gone.json.tmp-${hourAgo}-abc`, '{"v":2');
    await folder.write(`2026-11-12.busy.json.tmp-${machineNowMs().toString(36)}-def`, '{"v":2');
    assert.deepEqual(await folderStore(folder).list(), []);
    assert.deepEqual(readdirSync(dir).map((n) => n.replace(/tmp-.*/, 'tmp-')), ['2026-11-12.busy.json.tmp-']);
  });
});

