// Hostile inputs at the largest sizes the 10 MB response cap allows: error-message extraction, HTML
// descriptions to text, and checksum warnings on a 1 MB file of addresses (first check, then after an edit).
import { htmlToText } from '../src/api/htmlText';
import { extractServerMessage } from '../src/api/serverMessage';
import { ChecksumCache, checksumStatus, findAddresses, findChecksumProblems, toChecksumAddress } from '../src/detect';
import { median } from './clientOverhead';

const TEN_MB = 10 * 1024 * 1024;
const ONE_MB = 1024 * 1024;
const GOAL_MS = 100;
const RUNS = 5;
const DESCRIPTION_CHARS = 100_000;

export function benchHostile(): string[] {
  const ltPage = flat('<'.repeat(TEN_MB));
  const scriptPage = flat('<script'.repeat(Math.floor(TEN_MB / 7)));
  const lines = [
    line('extractServerMessage, 10 MB HTML page of "<"', medianMs(() => extractServerMessage(ltPage, 'text/html'))),
    line('extractServerMessage, 10 MB HTML page of "<script"', medianMs(() => extractServerMessage(scriptPage, 'text/html'))),
    line('htmlToText, 10 MB description of "<"', medianMs(() => htmlToText(ltPage, { keepParagraphs: true, maxInputChars: DESCRIPTION_CHARS }))),
  ];
  // The review's file: every address in random mixed case, so nearly all fail and the cap ends the check.
  lines.push(...checksumLines('random-case', addressFile((hex, random) => randomCase(hex, random)), true));
  // The costly file: all checksummed (one in 50 mistyped), so every address is hashed once.
  lines.push(...checksumLines('checksummed', addressFile((hex, random, n) => (n % 50 ? toChecksumAddress(hex) : randomCase(hex, random))), false));
  return lines;
}

function checksumLines(kind: string, text: string, withBefore: boolean): string[] {
  const cache = new ChecksumCache();
  const middle = text.indexOf('\n', text.length >> 1) + 1;
  const edited = `${text.slice(0, middle)} ${text.slice(middle)}`; // one character typed mid-file
  const label = `checksum problems, 1 MB ${kind} file (${findAddresses(text).length} addresses)`;
  let count = 0;
  const first = timeMs(() => (count = findChecksumProblems(text, { cache }).length));
  const again = timeMs(() => findChecksumProblems(edited, { cache }));
  const lines = [line(`${label}, first check (${count} found)`, first), line(`${label}, re-check after a one-character edit`, again)];
  if (withBefore) lines.push(line(`${label}, before: uncached and uncapped, as the glue did`, timeMs(() => uncachedCheck(edited)), false));
  return lines;
}

/** What checksumDiagnostics.ts did on every edit before the cache and the cap. */
function uncachedCheck(text: string): string[] {
  return findAddresses(text).filter((a) => a.family === 'evm' && checksumStatus(a.address) === 'invalid').map((a) => toChecksumAddress(a.address));
}

/** About 1 MB of `"0x…",` lines, one address each, spelled by `spell`. */
function addressFile(spell: (lowerHex: string, random: () => number, n: number) => string): string {
  const random = seeded(42);
  const rows: string[] = [];
  let size = 0;
  for (let n = 0; size < ONE_MB; n++) {
    let hex = '0x';
    for (let i = 0; i < 40; i++) hex += '0123456789abcdef'[Math.floor(random() * 16)]!;
    const row = `  "${spell(hex, random, n)}",`;
    rows.push(row);
    size += row.length + 1;
  }
  return `[\n${rows.join('\n')}\n]\n`;
}

function randomCase(hex: string, random: () => number): string {
  let out = '0x';
  for (let i = 2; i < hex.length; i++) out += random() < 0.5 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** A flat copy, so the first measured run does not pay for flattening a repeat() rope. */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function timeMs(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function medianMs(run: () => unknown): number {
  return median(Array.from({ length: RUNS }, () => timeMs(run)));
}

function line(label: string, ms: number, withGoal = true): string {
  return `hostile ${label}: ${ms.toFixed(1)} ms${withGoal ? ` (goal < ${GOAL_MS} ms)` : ''}`;
}
