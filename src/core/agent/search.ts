// search_tokens: the top matches of a name or symbol, with chain, address and price.
import * as z from 'zod/mini';
import { searchAssets, searchOperation } from '../../api/search';
import type { SearchResult } from '../../api/types';
import { chainNameOf } from '../../detect/chains';
import { formatPrice, formatUsdCompact } from '../../format/numbers';
import { safeAgentText } from '../../format/safeText';
import { callPrice } from './prices';
import { confirmCredits } from './resolve';
import { tool, type AnswerRow } from './tool';

export const searchTokens = tool({
  name: 'search_tokens',
  title: 'Walletscope: search tokens',
  description: 'Walletscope crypto token search by name, symbol or the start of either. Returns the top matches (5 unless limit says) with '
    + 'kind, chain, contract address, price and market cap, to find the exact token before get_token or get_price_history. Costs up to 5 credits; 0 when kept.',
  input: z.object({
    query: z.string().check(z.minLength(1), z.maxLength(100), z.describe('A name, symbol or the start of either, e.g. "pepe".')),
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(20), z.describe('How many matches (default 5).'))),
    confirmCredits,
  }),
  price: (_input, host) => callPrice(searchOperation, host.client),
  async answer(input, call) {
    const hits = await searchAssets(call.host.client, input.query.trim(), call.options);
    const limit = input.limit ?? 5;
    const shown = hits.slice(0, limit);
    if (!shown.length) return { status: 'not-found', rows: [], lines: [`No token matches "${safeAgentText(input.query, 40)}".`] };
    const lines = [`${hits.length} ${hits.length === 1 ? 'match' : 'matches'} for "${safeAgentText(input.query, 40)}":`, ...shown.map((hit, i) => `${i + 1}. ${hitLine(hit)}`)];
    if (hits.length > limit) lines.push(`${hits.length - limit} more (limit up to 20).`);
    return { lines, rows: shown.map(hitRow), more: hits.length - shown.length };
  },
});

function hitLine(hit: SearchResult): string {
  const contract = hit.contracts[0];
  const figures = [hit.price !== undefined ? formatPrice(hit.price) : 'no price', hit.marketCap ? `market cap ${formatUsdCompact(hit.marketCap)}` : undefined,
    hit.kind === 'pair' ? `pool on ${safeAgentText(hit.pair.exchange ?? 'an exchange', 30)}` : undefined].filter(Boolean).join(', ');
  const where = hit.kind === 'pair' ? `${safeAgentText(chainNameOf(hit.pair.blockchain), 30)} ${safeAgentText(hit.pair.address, 64)}`
    : contract ? `${safeAgentText(chainNameOf(contract.blockchain), 30)} ${safeAgentText(contract.address, 64)}` : 'no contract listed';
  return `${safeAgentText(hit.name, 60)} (${safeAgentText(hit.symbol, 20)}), ${hit.kind}, ${figures}; ${where}`;
}

function hitRow(hit: SearchResult): AnswerRow {
  const contract = hit.kind === 'pair' ? { blockchain: hit.pair.blockchain, address: hit.pair.address } : hit.contracts[0];
  return {
    name: safeAgentText(hit.name, 60), symbol: safeAgentText(hit.symbol, 20), kind: hit.kind, chain: contract ? safeAgentText(contract.blockchain, 40) : null,
    address: contract ? safeAgentText(contract.address, 64) : null, priceUsd: hit.price ?? null, marketCapUsd: hit.marketCap ?? null,
  };
}
