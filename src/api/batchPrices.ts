// Prices on the current paths (./priceOperations): assets by id in batches of 10 and tokens by contract in batches of
// 50, all at once. Each answer item is in the place of what was asked; a token's chain is the one asked, so matching
// by contract prefers it.
import type { FeedTarget } from './priceTarget';
import { isMissingRoute } from './transport/routes';
import type { MarketEntry } from './schemas/prices';
import { addressKey } from '../detect/evm';

const ASSETS_PER_BATCH = 10;
const TOKENS_PER_BATCH = 50;

type Token = Extract<FeedTarget, { kind: 'token' }>;
type Answer = Promise<Array<MarketEntry | undefined>>;
/** Asks one batch of each. */
export interface BatchAsks {
  readonly assets: (ids: readonly number[]) => Answer;
  readonly tokens: (tokens: readonly Token[]) => Answer;
}

/** `settled`: the paths are known to answer, so every batch goes at once; else the first goes alone (a probe). */
export async function batchPrices(ids: readonly number[], tokens: readonly Token[], asks: BatchAsks, settled: boolean): Promise<MarketEntry[]> {
  const requests = [
    ...chunks(ids, ASSETS_PER_BATCH).map((batch) => () => asks.assets(batch)),
    ...chunks(tokens, TOKENS_PER_BATCH).map((batch) => async () => {
      const answer = await asks.tokens(batch);
      return answer.map((entry, i) => {
        const token = batch[i];
        const same = entry && token && entry.contracts[0] && addressKey(entry.contracts[0].address) === addressKey(token.address);
        return same ? { ...entry, contracts: [{ address: token.address, blockchain: token.blockchain }] } : entry;
      });
    }),
  ];
  // Probing, the first request goes alone: only a missing path there is the generation's (thrown, so the next is asked).
  // Every other failure (a 404 of its batch, a 500, a timeout) leaves that batch's prices absent and the others'
  // (billed) answers kept, never a reason to ask every batch again on v1. Only when every batch failed does the call fail.
  const failures: unknown[] = [];
  const ask = (request: () => Promise<Array<MarketEntry | undefined>>, probe = false) => request().catch((e: unknown) => {
    if (probe && isMissingRoute(e)) throw e;
    failures.push(e);
    return [];
  });
  const head = settled ? [] : [await ask(requests[0]!, true)];
  const asked = [...head, ...(await Promise.all(requests.slice(head.length).map((request) => ask(request))))];
  if (failures.length === requests.length) throw failures[0];
  return asked.flat().filter((e): e is MarketEntry => e !== undefined);
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
