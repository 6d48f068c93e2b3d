// Address detection: findAddresses speed on a generated 10 MB mixed text, and against the simplest EVM-only
// regex in the same run on that text and on real-looking text (files of this repository and node_modules
// with generated lines), precision and recall of ours and of EVM regexes other extensions use (on the
// labelled corpus and those texts), and what the Solana plausibility rule costs (random keys missed) and
// saves (identifiers that decode to 32 bytes rejected). A first scan, of text with addresses the process has
// not met, is raced apart: Tron checksums are remembered per address (src/detect/tron.ts). The address-dense corpus
// (test/fixtures/denseCorpus.ts, grown from bench/corpus/: token lists, a transfers export, address books, deployment
// records) is raced as a whole and per file, after the other texts, as a process that has scanned other files meets it.
// The races run the production build in plain Node processes (bench/detectRace.ts, 5 in turn), as the extension host runs it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { findAddresses, type AddressFamily, type FoundAddress } from '../src/detect';
import { decodesTo32Bytes, looksLikeKey } from '../src/detect/solana';
import { loadAddressCorpus, type LabelledText } from '../test/fixtures/addressCorpus';
import { denseCorpus, joinDense, type DenseFile } from '../test/fixtures/denseCorpus';
import { MixedTextSource, generateMixedText } from '../test/fixtures/mixedText';
import { realLookingFiles, realLookingText } from '../test/fixtures/realLookingText';
import { referenceFindAddresses } from '../test/fixtures/referenceDetect';
import { median } from './median';
import { buildShipped } from './shipped';
import type { RaceMedians } from './detectRace';

const TEXT_LENGTH = 10_000_000;
const RUNS = 7;
const GOAL_MB_PER_S = 100;
const RANDOM_KEYS = 100_000;
const IDENTIFIERS = 200_000;
const FAMILIES: readonly AddressFamily[] = ['evm', 'solana', 'tron'];
const ACRONYMS = ['NFT', 'SPL', 'PDA', 'ATA', 'ERC', 'URI', 'API', 'ID'];
const OTHER_EVM_PATTERNS = [/(0x[a-fA-F0-9]{40})(?:[^a-zA-Z0-9]|$)/, /(0x[a-fA-F0-9]{40})[\W\D\n]/g, /0x[0-9a-fA-F]{40}\b/g];
const RACE_ROUNDS = 21;
/** Processes the races run in, one after another: a process's JIT and memory layout move its ratio by ±10%. */
const RACE_PROCESSES = 5;
const GOAL_RATIO = 1.0;
const FIRST_SCAN_ROUNDS = 11;
const FIRST_SCAN_LENGTH = 1_000_000;

export async function benchDetect(): Promise<string[]> {
  const corpus = loadAddressCorpus();
  const generated = generateMixedText(TEXT_LENGTH);
  const megabytes = Buffer.byteLength(generated.text) / 1e6;
  findAddresses(generated.text); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    findAddresses(generated.text);
    times.push(performance.now() - started);
  }
  const ms = median(times);
  const lines = [
    `detect  findAddresses on ${megabytes.toFixed(1)} MB of generated mixed text: ${(megabytes / (ms / 1000)).toFixed(0)} MB/s ` +
      `(${ms.toFixed(1)} ms, median of ${RUNS}; goal >= ${GOAL_MB_PER_S} MB/s; the sources under tsx)`,
    `detect  ours: corpus ${FAMILIES.map((f) => score(findAddresses(corpus.text), corpus, f)).join(', ')}; ` +
      `generated ${FAMILIES.map((f) => score(findAddresses(generated.text), generated, f)).join(', ')}`,
  ];
  for (const pattern of OTHER_EVM_PATTERNS) {
    lines.push(`detect  ${pattern}: corpus ${score(matchPattern(pattern, corpus.text), corpus, 'evm')}; generated ${score(matchPattern(pattern, generated.text), generated, 'evm')}`);
  }
  lines.push(plausibilityLine());
  const real = realLookingText();
  const files = realLookingFiles().map((f) => readFileSync(f, 'utf8')).join('\n');
  const sizes = [Buffer.byteLength(real.text) / 1e6, megabytes, Buffer.byteLength(files) / 1e6];
  const races = [
    `real-looking text (${sizes[0]!.toFixed(1)} MB: ${real.fileCount} files of this repository and node_modules, code, docs and JSON, and generated lines as one fifth)`,
    `generated mixed text (${megabytes.toFixed(1)} MB)`,
    `those files alone (${sizes[2]!.toFixed(1)} MB of code and docs with few addresses, where the regex skips most text)`,
  ];
  const dense = denseCorpus();
  const joined = joinDense(dense);
  const denseSizes = dense.map((f) => Buffer.byteLength(f.text) / 1e6);
  sizes.push(Buffer.byteLength(joined.text) / 1e6);
  races.push(`address-dense text (${sizes[3]!.toFixed(1)} MB: ${dense.length} files grown from bench/corpus/, token lists, a transfers CSV, ` +
    `address books and deployment records; ${FAMILIES.map((f) => `${joined.spans.filter((s) => s.family === f).length} ${f}`).join(', ')} addresses)`);
  const medians = await raceShipped([real.text, generated.text, files, joined.text, ...dense.map((f) => f.text)]);
  lines.push(...races.map((label, i) => raceLine(label, sizes[i]!, medians[i]!)), densePerFileLine(dense, denseSizes, medians.slice(races.length)));
  lines.push(firstScanLine(medians.at(-1)!), realLookingScoreLine(real), denseScoreLine(joined));
  return lines;
}

/** Each dense file's own race: where the time goes, by format. */
function densePerFileLine(dense: readonly DenseFile[], megabytes: readonly number[], medians: readonly RaceMedians[][]): string {
  const parts = dense.map((file, i) => {
    const { ratio, ours } = acrossProcesses(medians[i]!);
    return `${file.name.replace('.seed', '')} ${(megabytes[i]! / (ours / 1000)).toFixed(0)} MB/s ${ratio.toFixed(2)}x`;
  });
  return `detect  findAddresses vs /0x[0-9a-fA-F]{40}/g on each address-dense file (ours, ratio; no goal, the goal is for the whole): ${parts.join(', ')}`;
}

/** Precision and recall on the dense corpus (labelled by construction), and the findings against the plain reference scan. */
function denseScoreLine(joined: LabelledText): string {
  const found = findAddresses(joined.text);
  const reference = referenceFindAddresses(joined.text);
  const same = JSON.stringify(found) === JSON.stringify(reference);
  return `detect  ours on address-dense text: ${FAMILIES.map((f) => score(found, joined, f)).join(', ')}; ` +
    `${found.length} addresses, ${same ? 'the same' : 'NOT the same'} as the plain reference scan's ${reference.length} (test/fixtures/referenceDetect.ts)`;
}

/**
 * The races in plain Node processes on the production build of findAddresses (bench/detectRace.ts): for each race (the
 * texts' in order, then the first scan's), what each of RACE_PROCESSES processes measured.
 */
async function raceShipped(texts: readonly string[]): Promise<RaceMedians[][]> {
  const runner = await buildShipped('detectRace.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'walletscope-detect-'));
  try {
    const files = texts.map((text, i) => {
      const file = path.join(dir, `text-${i}.txt`);
      writeFileSync(file, text);
      return file;
    });
    const runs = Array.from({ length: RACE_PROCESSES }, () => {
      const medians = JSON.parse(runner.run([String(RACE_ROUNDS), String(FIRST_SCAN_ROUNDS), String(FIRST_SCAN_LENGTH), ...files])) as RaceMedians[];
      if (medians.length !== texts.length + 1) throw new Error(`the races' process gave ${medians.length} results for ${texts.length + 1} races`);
      return medians;
    });
    return runs[0]!.map((_, race) => runs.map((run) => run[race]!));
  } finally {
    runner.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The median process (by its ratio, regex time / ours; RACE_PROCESSES is odd), and the spread of the ratios. */
function acrossProcesses(runs: readonly RaceMedians[]): { ratio: number; ours: number; regex: number; spread: string } {
  const byRatio = [...runs].sort((a, b) => a.regex / a.ours - b.regex / b.ours);
  const middle = byRatio[byRatio.length >> 1]!;
  const ratio = middle.regex / middle.ours;
  const spread = `${(byRatio[0]!.regex / byRatio[0]!.ours).toFixed(2)}-${(byRatio.at(-1)!.regex / byRatio.at(-1)!.ours).toFixed(2)}x`;
  return { ratio, ours: middle.ours, regex: middle.regex, spread };
}

/** A race's line: ours against the regex on the same text, in one process at a time, and their ratio. */
function raceLine(label: string, megabytes: number, runs: readonly RaceMedians[]): string {
  const { ratio, ours, regex, spread } = acrossProcesses(runs);
  const speed = (ms: number) => (megabytes / (ms / 1000)).toFixed(0);
  return `detect  findAddresses vs /0x[0-9a-fA-F]{40}/g on ${label}: ours ${speed(ours)} MB/s, regex ${speed(regex)} MB/s, ` +
    `ratio ${ratio.toFixed(2)}x (goal >= ${GOAL_RATIO.toFixed(1)}x${ratio >= GOAL_RATIO ? '' : ', MISSED'}; the median of ${RACE_PROCESSES} processes' ` +
    `ratios, ${spread}, each of the medians of ${RACE_ROUNDS} alternating runs; the production build in plain Node)`;
}

function firstScanLine(runs: readonly RaceMedians[]): string {
  const { ratio, spread } = acrossProcesses(runs);
  return `detect  first scan (new addresses; ${FIRST_SCAN_LENGTH / 1e6} MB of generated mixed text, a new seed each round): ` +
    `ratio ${ratio.toFixed(2)}x the regex (no goal: the goal is for text scanned again, as on each change; the median of ${RACE_PROCESSES} processes', ` +
    `${spread}, each of the medians of ${FIRST_SCAN_ROUNDS}; the production build in plain Node)`;
}

/** Precision and recall on the generated blocks (the labelled part), and the whole text against the plain reference scan. */
function realLookingScoreLine(real: ReturnType<typeof realLookingText>): string {
  const found = findAddresses(real.text);
  const inBlocks = found.filter((a) => real.generatedBlocks.some(([start, end]) => a.start >= start && a.end <= end));
  const reference = referenceFindAddresses(real.text);
  const same = JSON.stringify(found) === JSON.stringify(reference);
  return `detect  ours on real-looking text: generated lines ${FAMILIES.map((f) => score(inBlocks, real, f)).join(', ')}; ` +
    `whole text ${found.length} addresses, ${same ? 'the same' : 'NOT the same'} as the plain reference scan's ${reference.length} (test/fixtures/referenceDetect.ts)`;
}

/** "evm P 100.00% R 99.50% (199/199 found, 199/200 labelled)", exact spans only. */
function score(found: readonly FoundAddress[], labelled: LabelledText, family: AddressFamily): string {
  const spanKey = (a: FoundAddress) => `${a.start}:${a.end}`;
  const labels = new Set(labelled.spans.filter((s) => s.family === family).map(spanKey));
  const ours = found.filter((a) => a.family === family);
  const hits = ours.filter((a) => labels.has(spanKey(a))).length;
  const percent = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(2) : '100.00') + '%';
  return `${family} P ${percent(hits, ours.length)} R ${percent(hits, labels.size)} (${hits}/${ours.length} found, ${hits}/${labels.size} labelled)`;
}

/** Global matches of another extension's pattern; capture group 1 is the address where there is one. */
function matchPattern(pattern: RegExp, text: string): FoundAddress[] {
  return [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => {
    const address = m[1] ?? m[0];
    const start = m.index + m[0].indexOf(address);
    return { start, end: start + address.length, address, family: 'evm' };
  });
}

function plausibilityLine(): string {
  const source = new MixedTextSource(55);
  let keysMissed = 0;
  for (let i = 0; i < RANDOM_KEYS; i++) {
    const key = source.solana();
    if (!looksLikeKey(key, 0, key.length)) keysMissed++;
  }
  let decoding = 0;
  let digitAndCase = 0;
  let taken = 0;
  for (let i = 0; i < IDENTIFIERS; i++) {
    const id = identifier(source);
    if (id.length < 32 || id.length > 44 || !/^[1-9A-HJ-NP-Za-km-z]+$/.test(id) || !decodesTo32Bytes(id)) continue;
    decoding++;
    if (/\d/.test(id) && /[A-Z]/.test(id) && /[a-z]/.test(id)) digitAndCase++;
    if (looksLikeKey(id, 0, id.length)) taken++;
  }
  return `detect  Solana plausibility rule: random keys missed ${keysMissed} of ${RANDOM_KEYS} (${((100 * keysMissed) / RANDOM_KEYS).toFixed(3)}%); ` +
    `of ${IDENTIFIERS} camelCase identifiers ${decoding} are base58 that decodes to 32 bytes, ${digitAndCase} of those pass digit-and-case alone, ${taken} pass the rule`;
}

/** A camelCase identifier of 28-46 characters (WORDS has two-letter ones), now and then an acronym or a number. */
function identifier(source: MixedTextSource): string {
  const target = 28 + source.int(19);
  let id = source.int(8) ? source.word() : source.pick(ACRONYMS);
  while (id.length < target) {
    const w = source.int(20) ? source.word() : source.pick(ACRONYMS);
    id += w[0]!.toUpperCase() + w.slice(1);
    if (!source.int(5)) id += source.pick(['V2', 'V3', '2', '3', '8', '32', '64', '256', '721', '1155', '2022']);
  }
  return id;
}
