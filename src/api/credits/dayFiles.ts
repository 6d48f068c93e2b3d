// The credits ledger's files in its store: which file is whose day (or a month's reset mark), reading a day's records
// from every writer, and merging a finished day into one file. Split from ./ledger, which keeps the counting in memory.
import { dayKey, DAY_MS } from './calendar';
import { parseDayFile, serializeMerged, takeLatest, type DayRecords } from './dayData';
import { latestMark, parseReset, RESET_FILE, type ResetMark } from './resetMark';
import { nowMs } from '../../core/clock';

/** Where the files live: a folder of the extension's global storage in VS Code, plain files elsewhere. */
export interface LedgerStore {
  list(): Promise<string[]>;
  read(name: string): Promise<string | undefined>;
  /** Replaces the file whole or leaves it as it was (a temporary file renamed over it). */
  write(name: string, text: string): Promise<void>;
  /** Renames when `from` exists and `to` does not; false when another writer got there first. */
  claim(from: string, to: string): Promise<boolean>;
  remove(name: string): Promise<void>;
}

/** Days older than this are deleted; the month and the pace need five weeks at most. */
const KEEP_DAYS = 62;
const NAME = /^(\d{4}-\d{2}-\d{2})\.([a-z0-9.-]{1,120})\.json(?:\.claim-[a-z0-9-]{1,80})?$/;

/** The ledger's files by day (older ones deleted on the way), and the reset marks by month. */
async function ledgerFiles(store: LedgerStore, now: number): Promise<{ days: Map<string, string[]>; resets: Map<string, string[]> }> {
  const oldest = dayKey(now - KEEP_DAYS * DAY_MS);
  const days = new Map<string, string[]>();
  const resets = new Map<string, string[]>();
  for (const name of await store.list()) {
    const match = NAME.exec(name);
    const reset = match ? undefined : RESET_FILE.exec(name);
    const day = match?.[1] ?? (reset ? `${reset[1]}-31` : undefined);
    if (day === undefined) continue;
    if (day < oldest) {
      await store.remove(name).catch(() => undefined);
      continue;
    }
    const into = match ? days : resets;
    const key = match ? day : reset![1]!;
    into.set(key, [...(into.get(key) ?? []), name]);
  }
  return { days, resets };
}

/** Each writer's latest record in these files of one day; files that cannot be read or parsed count for nothing. */
async function readDay(store: LedgerStore, names: readonly string[]): Promise<DayRecords> {
  const records: DayRecords = new Map();
  for (const name of names) {
    const found = parseDayFile(await store.read(name).catch(() => undefined), name);
    if (found) takeLatest(records, found);
  }
  return records;
}

/**
 * Every writer's records by day and the reset marks by month (undefined for a month whose files say nothing usable),
 * after merging each finished day's files into one (as `writer`). Files that cannot be read count for nothing.
 */
export async function readLedger(store: LedgerStore, writer: string, now: number): Promise<[disk: Map<string, DayRecords>, marks: Map<string, ResetMark | undefined>]> {
  const finished = dayKey(now - 2 * DAY_MS);
  for (const [day, names] of (await ledgerFiles(store, now)).days) if (day <= finished && names.length > 1) await compactDay(store, writer, day, names);
  const { days, resets } = await ledgerFiles(store, now);
  const disk = new Map<string, DayRecords>();
  for (const [day, names] of days) disk.set(day, await readDay(store, names));
  const marks = new Map<string, ResetMark | undefined>();
  for (const [month, names] of resets) {
    for (const name of names) marks.set(month, latestMark(marks.get(month), parseReset(await store.read(name).catch(() => undefined)), now));
  }
  return [disk, marks];
}

/**
 * Claims a finished day's files (a rename: only one window gets each), writes each writer's latest record in one
 * file, then deletes what it claimed. Should two windows both get a file (a store whose rename is not atomic), the
 * writers inside are the same, and count once.
 */
async function compactDay(store: LedgerStore, writer: string, day: string, names: readonly string[]): Promise<void> {
  const claimed: string[] = [];
  for (const name of names) {
    const to = `${name.replace(/\.claim-.*$/, '')}.claim-${writer}`;
    if (await store.claim(name, to).catch(() => false)) claimed.push(to);
  }
  if (claimed.length === 0) return;
  try {
    await store.write(`${day}.merged.${writer}-${nowMs().toString(36)}.json`, serializeMerged(await readDay(store, claimed)));
    for (const name of claimed) await store.remove(name).catch(() => undefined);
  } catch {
    // The claimed files stay, and still count: a later refresh merges them.
  }
}
