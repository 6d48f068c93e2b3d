// A wallet's net worth over time (kept by the SDK in both generations): one series, for one wallet or several combined
// by the service (`wallets=a,b`). Each range is one request an hour: `from` is rounded down to the hour and the answer
// kept that long, so a page reopened or a range clicked again costs nothing.
import * as z from 'zod/mini';
import type { Query, WalletAssetClient } from '../client';
import { operation } from '../operation';
import { parseResponse } from '../schemas';
import { readSeries } from '../schemas/history';
import { readNumber } from '../schemas/primitives';
import type { Series } from '../types';
import type { WalletHistory, WalletHistoryOptions, WalletHistoryRange } from './types';
import { nowMs } from '../../core/clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A point this far ahead of the clock is drift; later ones are not believed. */
const FUTURE_SLACK_MS = 5 * 60_000;
/** More USD than the whole market: a value beyond it is the service's error, not a wallet. */
export const MAX_NET_WORTH_USD = 1e15;

/** Each range's span and the service's grid for it: a hundred to a few thousand points. */
export const WALLET_RANGE_SPECS: Readonly<Record<WalletHistoryRange, { readonly spanMs: number | undefined; readonly period: string }>> = {
  '24h': { spanMs: DAY, period: '15min' },
  '7d': { spanMs: 7 * DAY, period: '1h' },
  '30d': { spanMs: 30 * DAY, period: '6h' },
  '1y': { spanMs: 365 * DAY, period: '1d' },
  all: { spanMs: undefined, period: '1d' },
};

/** Billed 2 credits per EVM chain and 4 for Solana, per wallet (the 2025 list's figures). */
export const walletHistoryOperation = operation({
  name: 'walletHistory', keep: () => HOUR,
  generations: {
    v1: {
      path: '/api/1/wallet/history', price: { credits: 2, per: 'chain per wallet', solana: 4 },
      query: (a: { query: Query; asked: readonly string[]; now: number }) => a.query,
      parse: (b, a) => parseResponse(walletHistorySchema(a.asked, a.now), b),
    },
  },
});

/** One series for all of `wallets` over `range`, ascending; points ahead of the clock or beyond belief are left out. */
export function getWalletHistory(
  client: WalletAssetClient, wallets: readonly string[], range: WalletHistoryRange, options: WalletHistoryOptions,
): Promise<WalletHistory> {
  const asked = [...new Set(wallets.map((w) => w.trim()).filter((w) => w !== ''))];
  if (asked.length === 0) return Promise.reject(new RangeError('getWalletHistory: no wallet'));
  const now = options.now ?? nowMs();
  const spec = WALLET_RANGE_SPECS[range];
  const from = spec.spanMs === undefined ? 0 : Math.floor((now - spec.spanMs) / HOUR) * HOUR;
  const query = { ...(asked.length === 1 ? { wallet: asked[0] } : { wallets: asked }), blockchains: options.blockchains, from, period: spec.period };
  return client.call(walletHistoryOperation, { query, asked, now }, options);
}

function believable(series: Series, now: number): Series {
  const out: Series = { t: [], v: [] };
  for (let i = 0; i < series.t.length; i++) {
    if (series.t[i]! > now + FUTURE_SLACK_MS || series.v[i]! > MAX_NET_WORTH_USD) continue;
    out.t.push(series.t[i]!);
    out.v.push(series.v[i]!);
  }
  return out;
}

export function walletHistorySchema(asked: readonly string[], now: number) {
  return z.pipe(
    z.object({ data: z.object({ balance_usd: z.optional(z.unknown()), balance_history: z.optional(z.unknown()) }) }),
    z.transform(({ data }): WalletHistory => {
      const balance = readNumber(data.balance_usd);
      return {
        wallets: asked,
        balanceUsd: balance !== undefined && balance >= 0 && balance <= MAX_NET_WORTH_USD ? balance : undefined,
        series: believable(readSeries(data.balance_history, false), now),
      };
    }),
  );
}
