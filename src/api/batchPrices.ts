// Prices on the current paths: assets by id in batches of 10 (`POST /api/2/asset/details`, one token each, for
// its 24h change) and tokens by contract in batches of 50 (`POST /api/2/token/price`), all at once. Each answer
// item is in the place of what was asked; a token's chain is the one asked, so matching by contract prefers it.
import type { FeedTarget } from './feed/target';
import { isMissingRoute } from './routes';
import { parseResponse } from './schemas/parse';
import type { MarketEntry } from './schemas/prices';
import { assetDetailsPriceSchema, tokenPriceResponseSchema } from './schemas/v2Prices';
import { addressKey } from '../detect/evm';

const ASSETS_PER_BATCH = 10;
const TOKENS_PER_BATCH = 50;

type Token = Extract<FeedTarget, { kind: 'token' }>;
type Post = (path: string, body: unknown, parse: (body: unknown) => Array<MarketEntry | undefined>) => Promise<Array<MarketEntry | undefined>>;

/** `settled`: the paths are known to answer, so every batch goes at once; else the first goes alone (a probe). */
export async function batchPrices(ids: readonly number[], tokens: readonly Token[], post: Post, settled: boolean): Promise<MarketEntry[]> {
  const requests = [
    ...chunks(ids, ASSETS_PER_BATCH).map((batch) => () => post('/api/2/asset/details', batch.map((id) => ({ id, tokensLimit: 1 })),
      (b) => parseResponse(assetDetailsPriceSchema, b))),
    ...chunks(tokens, TOKENS_PER_BATCH).map((batch) => async () => {
      const answer = await post('/api/2/token/price', batch.map((t) => ({ address: t.address, blockchain: t.blockchain })),
        (b) => parseResponse(tokenPriceResponseSchema, b));
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
