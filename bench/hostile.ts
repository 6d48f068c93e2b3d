// Hostile inputs at the largest sizes the 10 MB response cap allows: error-message extraction, HTML
// descriptions to text, and checksum warnings on a 1 MB file of addresses (first check, then after an edit).
import { htmlToText } from '../src/api/transport/htmlText';
import { extractServerMessage } from '../src/api/transport/serverMessage';
import { ChecksumCache, checksumStatus, findAddresses, findChecksumProblems, toChecksumAddress } from '../src/detect';
import { parseResponse, metadataResponseSchema, multiDataResponseSchema } from '../src/api/schemas';
import { matchQuotes } from '../src/api/quotes';
import type { Holding, Nft } from '../src/api/types';
import { buildAssetView, walletRows } from '../src/asset/model';
import { groupNfts } from '../src/wallets/model';
import { median } from './median';

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
  lines.push(...dataLines());
  return lines;
}

/** Handlers of whole answers: a 10 MB metadata record read and laid out, 30,000 NFTs of one collection grouped,
 *  the asset page's wallet rows for an asset of 5,000 contracts against 5,000 holdings, and a 10 MB price answer. */
function dataLines(): string[] {
  const entries = 25_000; // about 9.5 MB with the description: within the 10 MB cap
  const record = {
    id: 1, name: 'Hostile', symbol: 'HST', contracts: [], blockchains: [], price: 1, market_cap: 1, liquidity: 1, volume: 1,
    description: '<'.repeat(4 * 1024 * 1024), tags: Array.from({ length: entries }, (_, i) => `tag ${i}`),
    cexs: Array.from({ length: entries }, (_, i) => ({ id: `${i}`, name: `Exchange ${i}`, logo: null })),
    investors: Array.from({ length: entries }, (_, i) => ({ lead: false, name: `Investor ${i}`, type: 'VC', image: '', country_name: '', description: '' })),
    release_schedule: Array.from({ length: entries }, (_, i) => ({ unlock_date: Date.now() + i * 864e5, tokens_to_unlock: i, allocation_details: { Team: i } })),
  };
  const text = JSON.stringify({ data: record });
  const metadata = medianMs(() => buildAssetView(parseResponse(metadataResponseSchema, JSON.parse(text))!, undefined, Date.now()));
  const nfts = Array.from({ length: 30_000 }, (_, i): Nft => ({
    contract: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', tokenId: String(i), name: 'Apes', symbol: 'APE', amount: 1,
    contractType: undefined, tokenUri: undefined, tokenHash: undefined, blockchain: 'Ethereum', metadata: undefined,
  }));
  const contracts = Array.from({ length: 5000 }, (_, i) => ({ address: `0x${i.toString(16).padStart(40, '0')}`, blockchain: 'Ethereum' }));
  const holdings = Array.from({ length: 5000 }, (_, i): Holding => ({
    asset: { id: undefined, name: `T${i}`, symbol: `T${i}`, logo: undefined, contracts: [{ address: `0x${(i + 9000).toString(16).padStart(40, '0')}`, blockchain: 'Ethereum' }], blockchains: ['Ethereum'] },
    price: 1, tokenBalance: 1, usdValue: 1, allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined,
    realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [],
  }));
  const asset = { id: undefined, name: 'Many', symbol: 'MNY', contracts };
  return [
    line(`metadata answer of ${(text.length / 1024 / 1024).toFixed(1)} MB (${entries} exchanges, investors, unlocks, tags) read and laid out`, metadata),
    line('30,000 NFTs of one collection grouped', medianMs(() => groupNfts(nfts))),
    line('wallet rows: an asset of 5,000 contracts against 5,000 holdings', medianMs(() => walletRows(asset, [{ label: 'Whale', holdings }]))),
    priceLine(),
  ];
}

/** The v1 multi-data answer (used whenever the batch paths do not answer) at the 10 MB cap, every contract of its
 *  1,000 entries on one address: matching copied a growing list per contract (11-14 s at 3.3 MB, a minute here). */
export function priceLine(): string {
  const address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
  const contract = { address, blockchain: 'Ethereum' };
  const perEntry = Math.floor((TEN_MB - 64 * 1024) / 1000 / (JSON.stringify(contract).length + 1));
  const dataArray = Array.from({ length: 1000 }, (_, i) => ({
    key: `${i}`, id: i + 1, price: 1, price_change_24h: 0.1, contracts: Array.from({ length: perEntry }, () => contract),
  }));
  const text = JSON.stringify({ dataArray });
  const targets = [{ kind: 'token' as const, blockchain: 'Ethereum', address, symbol: 'USDC' }, { kind: 'asset' as const, id: 1000, symbol: 'X' }];
  const ms = medianMs(() => matchQuotes(targets, parseResponse(multiDataResponseSchema, JSON.parse(text)), Date.now()));
  return line(`prices: a multi-data answer at the 10 MB cap with every contract on one address, parsed and matched `
    + `(${(text.length / 1024 / 1024).toFixed(1)} MB, 1,000 entries of ${perEntry} contracts)`, ms);
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

export function medianMs(run: () => unknown): number {
  return median(Array.from({ length: RUNS }, () => timeMs(run)));
}

/** A line with where it ran, inside its parentheses when it has them. */
export function ranIn(where: string, line: string): string {
  return line.endsWith(')') ? `${line.slice(0, -1)}; ${where})` : `${line} (${where})`;
}

export function line(label: string, ms: number, withGoal = true): string {
  return `hostile ${label}: ${ms.toFixed(1)} ms${withGoal ? ` (goal < ${GOAL_MS} ms)` : ''}`;
}
