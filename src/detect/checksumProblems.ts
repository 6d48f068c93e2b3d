// Mixed-case EVM addresses whose EIP-55 checksum is wrong (likely typos), for editor warnings. Hashing is
// the cost, so checksums are cached per address: re-checking a document after an edit hashes only new ones.
import { findEvmAddresses } from './evmScan';
import { toChecksumAddress } from './eip55';

export interface ChecksumProblem {
  readonly start: number;
  readonly end: number;
  /** As written in the text. */
  readonly address: string;
  /** The EIP-55 form it should have. */
  readonly checksummed: string;
}

export interface ChecksumProblemOptions {
  /** Stop after this many problems; a document with more is not worth more warnings. */
  readonly maxProblems?: number;
  readonly cache?: ChecksumCache;
}

export const DEFAULT_MAX_PROBLEMS = 500;
/** A 1 MB document holds at most ~25,000 addresses; one generation keeps all of them across edits. */
const GENERATION_SIZE = 25_000;

/**
 * EIP-55 forms by lower-case address, bounded: two generations, the older dropped when the newer fills,
 * so recently used addresses survive (an approximate LRU without per-hit reordering).
 */
export class ChecksumCache {
  private current = new Map<string, string>();
  private previous = new Map<string, string>();

  constructor(private readonly generationSize = GENERATION_SIZE) {}

  get size(): number {
    return this.current.size + this.previous.size;
  }

  checksum(address: string): string {
    const key = address.toLowerCase();
    let value = this.current.get(key);
    if (value !== undefined) return value;
    value = this.previous.get(key) ?? toChecksumAddress(key);
    if (this.current.size >= this.generationSize) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
    return value;
  }
}

const sharedCache = new ChecksumCache();

/** Wrong-checksum mixed-case EVM addresses in `text`, in order; all-lower and all-upper carry no checksum. */
export function findChecksumProblems(text: string, options: ChecksumProblemOptions = {}): ChecksumProblem[] {
  const maxProblems = options.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  const cache = options.cache ?? sharedCache;
  const problems: ChecksumProblem[] = [];
  if (maxProblems <= 0) return problems;
  for (const found of findEvmAddresses(text)) {
    if (!isMixedCase(found.address)) continue;
    const checksummed = cache.checksum(found.address);
    if (checksummed === found.address) continue;
    problems.push({ start: found.start, end: found.end, address: found.address, checksummed });
    if (problems.length >= maxProblems) break;
  }
  return problems;
}

/** True when the 40 hex digits after "0x" hold both a lower-case and an upper-case letter. */
function isMixedCase(address: string): boolean {
  let lower = false;
  let upper = false;
  for (let i = 2; i < address.length; i++) {
    const code = address.charCodeAt(i);
    if (code >= 0x61 && code <= 0x66) lower = true;
    else if (code >= 0x41 && code <= 0x46) upper = true;
    if (lower && upper) return true;
  }
  return false;
}
