// The races of bench/detect.ts, run as the extension runs them: its production build (minified, bundled) in a plain
// Node process, not the sources under tsx, whose loader and per-import getters slow both sides, unevenly. Bundled and
// started by detect.ts with the texts' files; prints each race's medians as JSON.
import { readFileSync } from 'node:fs';
import { findAddresses } from '../src/detect';
import { generateMixedText } from '../test/fixtures/mixedText';
import { median } from './median';

export interface RaceMedians { readonly ours: number; readonly regex: number }

/** Counting the simplest EVM-only regex's matches to completion: the speed to match. */
function countEvmMatches(text: string): number {
  let count = 0;
  for (const _ of text.matchAll(/0x[0-9a-fA-F]{40}/g)) count++;
  return count;
}

function timeOf(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Ours and the regex on each round's text, alternating which goes first, so a collection one leaves behind, or drift, hits both alike. */
function race(rounds: number, textOf: (round: number) => string): RaceMedians {
  const ours: number[] = [];
  const regex: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const text = textOf(round);
    const runs = [() => ours.push(timeOf(() => findAddresses(text))), () => regex.push(timeOf(() => countEvmMatches(text)))];
    for (const run of round % 2 === 0 ? runs : runs.reverse()) run();
  }
  return { ours: median(ours), regex: median(regex) };
}

/** argv: the race's rounds, the first scan's rounds and text length, then the texts' files. */
function main(): void {
  const [rounds, firstRounds, firstLength, ...files] = process.argv.slice(2);
  const results: RaceMedians[] = files.map((file) => {
    const text = readFileSync(file, 'utf8');
    for (let i = 0; i < 5; i++) { findAddresses(text); countEvmMatches(text); } // warm up both
    return race(Number(rounds), () => text);
  });
  // Each round on generated text of a new seed, so every address is new to the process.
  results.push(race(Number(firstRounds), (round) => generateMixedText(Number(firstLength), 1000 + round).text));
  process.stdout.write(JSON.stringify(results));
}

main();
