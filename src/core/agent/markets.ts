// discover_tokens (trending, new pairs, gainers, losers) and get_pool (a pool's pair, DEX, figures and last trades).
import * as z from 'zod/mini';
import { DISCOVER_VIEWS, discoverOperation, discoverTokens } from '../../api/discover';
import { getPool, getPoolTrades, poolOperation, tradesOperation } from '../../api/markets/requests';
import type { Trade } from '../../api/markets/types';
import { chainNameOf } from '../../detect/chains';
import { discoverRowText, hiddenLine, VIEW_LABELS } from '../../format/discover';
import { formatAmountBrief, formatPrice, formatUsdCompact } from '../../format/numbers';
import { ageText, windowFigures } from '../../format/poolWindows';
import { safeAgentText } from '../../format/safeText';
import { screenRows } from '../discover';
import { DEFAULT_MIN_LIQUIDITY_USD } from '../settings';
import { callPrice } from './prices';
import { chainField, confirmCredits, readChain } from './resolve';
import { BadInput, tool } from './tool';
import { findAddresses } from '../../detect';

export const discover = tool({
  name: 'discover_tokens',
  title: 'Walletscope: discover tokens',
  description: 'Walletscope crypto market discovery: trending tokens, new pairs (pools), top gainers or losers over 24h, on one chain or all. '
    + 'Returns price, 24h change, liquidity, volume, age and risk flags per row, with thin markets and spam left out and counted. Costs 1 credit; 0 when kept (1 minute).',
  input: z.object({
    view: z.optional(z.enum(DISCOVER_VIEWS).check(z.describe('trending (default), new (new pairs), gainers or losers.'))),
    chain: chainField,
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(25), z.describe('Rows (default 10).'))),
    minLiquidityUsd: z.optional(z.number().check(z.minimum(0), z.describe(`Leave out rows with less liquidity, USD (default ${DEFAULT_MIN_LIQUIDITY_USD}).`))),
    confirmCredits,
  }),
  price: (_input, host) => callPrice(discoverOperation, host.client),
  async answer(input, call) {
    const view = input.view ?? 'trending';
    const chain = readChain(input.chain);
    const floor = input.minLiquidityUsd ?? DEFAULT_MIN_LIQUIDITY_USD;
    const answer = await discoverTokens(call.host.client, { view, chain }, { ...call.options, now: call.host.now() });
    const screened = screenRows(answer.rows, view, floor);
    const limit = input.limit ?? 10;
    const shown = screened.shown.slice(0, limit);
    const now = call.host.now();
    const hidden = hiddenLine(screened, floor);
    return {
      lines: [
        `${VIEW_LABELS[view].label}${chain ? ` on ${safeAgentText(chainNameOf(chain), 40)}` : ''}: ${shown.length} of ${screened.shown.length}${hidden ? ` (${hidden})` : ''}.`,
        ...shown.map((s, i) => {
          const text = discoverRowText(s, now);
          return `${i + 1}. ${safeAgentText(text.label, 60)}, ${safeAgentText(text.description, 80)}: ${safeAgentText(text.detail, 200)}; ${safeAgentText(s.row.address, 64)}`;
        }),
      ],
      rows: shown.map(({ row, risks, lookAlike }) => ({
        kind: row.kind, symbol: safeAgentText(row.symbol, 20), name: safeAgentText(row.name, 60), chain: safeAgentText(row.chain, 40), address: safeAgentText(row.address, 64),
        priceUsd: row.price ?? null, change24hPercent: row.change24h ?? null, liquidityUsd: row.liquidity ?? null, volume24hUsd: row.volume24h ?? null,
        createdAt: row.createdAt ?? null, risky: risks.length > 0 || lookAlike,
      })),
      more: screened.shown.length - shown.length,
    };
  },
});

export const poolTool = tool({
  name: 'get_pool',
  title: 'Walletscope: DEX pool',
  description: 'Walletscope crypto DEX pool (pair) by its address: the pair, DEX, price, liquidity, volume, change, buys and sells per window '
    + '(5m to 24h), its age, and its last trades summarised. Costs 2 credits; 0 when kept.',
  input: z.object({
    address: z.string().check(z.minLength(1), z.maxLength(100), z.describe('The pool\'s (pair\'s) address.')),
    chain: chainField,
    trades: z.optional(z.int().check(z.minimum(0), z.maximum(20), z.describe('Last trades listed one by one (default 5).'))),
    confirmCredits,
  }),
  price: (_input, host) => callPrice(poolOperation, host.client) + callPrice(tradesOperation, host.client),
  async answer(input, call) {
    const [found] = findAddresses(input.address.trim());
    if (!found || found.address !== input.address.trim()) throw new BadInput('That is not a pool address (EVM 0x + 40 hex digits, or a Solana address). Nothing was asked.');
    const pool = await getPool(call.host.client, { address: found.address, blockchain: readChain(input.chain) }, call.options);
    if (!pool) return { status: 'not-found', rows: [], lines: [`No pool ${safeAgentText(found.address, 64)} is known to the service. A token's address? Use get_token.`] };
    call.progress('Reading its last trades');
    const trades = await getPoolTrades(call.host.client, { address: pool.address, blockchain: pool.blockchain }, call.options).catch(() => undefined);
    const pair = `${safeAgentText(pool.base.symbol ?? '?', 20)}/${safeAgentText(pool.quote.symbol ?? '?', 20)}`;
    const windows = (['5m', '1h', '24h'] as const).map((name) => {
      const w = windowFigures(pool.windows[name]);
      return `${name}: volume ${w.volume}, change ${w.change}, buys/sells ${w.txns}`;
    });
    return {
      lines: [
        `${pair} on ${safeAgentText(pool.exchange.name ?? 'an unnamed DEX', 40)} (${safeAgentText(chainNameOf(pool.blockchain), 40)}), ${safeAgentText(pool.address, 64)}`,
        [pool.priceUSD !== undefined ? `${safeAgentText(pool.base.symbol ?? 'base', 20)} ${formatPrice(pool.priceUSD)}` : undefined,
          pool.liquidityUSD !== undefined ? `liquidity ${formatUsdCompact(pool.liquidityUSD)}` : undefined,
          pool.createdAt !== undefined ? `created ${ageText(call.host.now() - pool.createdAt)} ago` : undefined].filter(Boolean).join(' · '),
        windows.join('; '),
        ...tradeLines(trades, input.trades ?? 5, pool.base.symbol),
      ],
      rows: [{ address: safeAgentText(pool.address, 64), chain: safeAgentText(pool.blockchain, 40), pair, exchange: safeAgentText(pool.exchange.name ?? '', 40),
        priceUsd: pool.priceUSD ?? null, liquidityUsd: pool.liquidityUSD ?? null, volume24hUsd: pool.windows['24h']?.volumeUSD ?? null,
        change24hPercent: pool.windows['24h']?.priceChange ?? null }],
    };
  },
});

function tradeLines(trades: readonly Trade[] | undefined, listed: number, symbol: string | undefined): string[] {
  if (!trades) return ['Trades: the service did not list them this time.'];
  if (!trades.length) return ['Trades: none lately.'];
  const buys = trades.filter((t) => t.side === 'buy');
  const usd = (list: readonly Trade[]) => list.reduce((sum, t) => sum + (t.amountUSD ?? 0), 0);
  const span = ageText((trades[0]?.date ?? 0) - (trades[trades.length - 1]?.date ?? 0));
  const lines = [`Last ${trades.length} trades over ${span}: ${buys.length} buys ${formatUsdCompact(usd(buys))}, ${trades.length - buys.length} sells ${formatUsdCompact(usd(trades) - usd(buys))}.`];
  if (listed > 0) {
    lines.push(`Newest: ${trades.slice(0, listed).map((t) => `${t.side} ${t.amount !== undefined ? `${formatAmountBrief(t.amount)} ${safeAgentText(symbol ?? '', 20)}` : ''}`
      + `${t.amountUSD !== undefined ? ` for ${formatUsdCompact(t.amountUSD)}` : ''}${t.priceUSD !== undefined ? ` at ${formatPrice(t.priceUSD)}` : ''}`).join('; ')}.`);
  }
  return lines;
}
