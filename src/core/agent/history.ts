// get_price_history: a token over a range: open, high, low, close, change, and a few points sampled evenly.
import * as z from 'zod/mini';
import { getPriceHistory, historyOperation } from '../../api/history';
import { metadataOperation } from '../../api/holdingsOperations';
import { historyTargetOf } from '../../api/options';
import { searchOperation } from '../../api/search';
import { formatChange, formatPrice } from '../../format/numbers';
import { safeAgentText } from '../../format/safeText';
import { callPrice } from './prices';
import { askedText, chainField, confirmCredits, findByName, readToken, tokenField } from './resolve';
import { tool, type AnswerRow } from './tool';

const RANGES = ['24h', '7d', '30d', '1y'] as const;

export const priceHistory = tool({
  name: 'get_price_history',
  title: 'Walletscope: price history',
  description: 'Walletscope crypto token price history over 24h, 7d, 30d or 1y: open, high, low, close and change in USD, and up to 30 points '
    + 'sampled evenly (points says how many). Use it for "how did X move this week". Costs up to 6 credits by address, 10 by name; 0 when kept.',
  input: z.object({
    token: tokenField, chain: chainField,
    range: z.optional(z.enum(RANGES).check(z.describe('The span (default 7d).'))),
    points: z.optional(z.int().check(z.minimum(2), z.maximum(100), z.describe('Points sampled evenly over the span (default 30).'))),
    confirmCredits,
  }),
  price: (input, host) => callPrice(readToken(input.token, input.chain).kind === 'name' ? searchOperation : metadataOperation, host.client) + callPrice(historyOperation, host.client),
  async answer(input, call) {
    const ask = readToken(input.token, input.chain);
    const range = input.range ?? '7d';
    const { client } = call.host;
    const asset = ask.kind === 'address' ? await client.getAssetMetadata(ask.found.address, { ...call.options, blockchain: ask.chain })
      : await findByName(client, ask.text, ask.chain, call.options);
    if (!asset) return { status: 'not-found', rows: [], lines: [`No token ${askedText(ask)} is known to the service.`] };
    call.progress(`Reading ${range} of prices`);
    const history = await getPriceHistory(client, historyTargetOf(asset), range, { ...call.options, now: call.host.now() });
    const series = history?.price;
    const name = `${safeAgentText(asset.name, 60)} (${safeAgentText(asset.symbol, 20)})`;
    if (!series || series.v.length < 2) return { status: 'not-found', rows: [], lines: [`The service has no ${range} price history for ${name}.`] };
    const open = series.v[0] ?? 0, close = series.v[series.v.length - 1] ?? 0;
    const high = Math.max(...series.v), low = Math.min(...series.v);
    const sampled = sample(series.t.map((t, i) => [t, series.v[i] ?? 0] as const), input.points ?? 30);
    return {
      lines: [
        `${name} over ${range} in USD: open ${formatPrice(open)}, high ${formatPrice(high)}, low ${formatPrice(low)}, close ${formatPrice(close)}, change ${open > 0 ? formatChange((close / open - 1) * 100) : '—'}.`,
        `${sampled.length} of ${series.v.length} points (UTC time, price): ${sampled.map(([t, v]) => `${stamp(t, range)} ${formatPrice(v)}`).join('; ')}`,
      ],
      rows: sampled.map(([t, v]): AnswerRow => ({ time: t, priceUsd: v })),
    };
  },
});

/** `n` points spread evenly from the first to the last. */
function sample<T>(points: readonly T[], n: number): T[] {
  if (points.length <= n) return [...points];
  return Array.from({ length: n }, (_, i) => points[Math.round((i * (points.length - 1)) / (n - 1))] as T);
}

function stamp(t: number, range: string): string {
  if (!Number.isFinite(t) || Math.abs(t) > 8.64e15) return '—';
  const iso = new Date(t).toISOString();
  return range === '24h' || range === '7d' ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}
