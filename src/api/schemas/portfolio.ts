// Holdings of one wallet (single-wallet response) or of several (multi-wallet response), in the
// spec's shapes and the live service's.
import * as z from 'zod/mini';
import type { ChainBalance, HeldAsset, Holding, Portfolio, WalletPnl } from '../types';
import {
  idString, listOf, numberOrZero, optionalNumber, optionalString, pairContracts, requiredNumber, stringList,
  tolerantArray, unwrapData,
} from './primitives';
import { contractSecurities } from './security';

/** The multi-wallet spec nests the record in `{ data }`; the live service does not. */
const heldAsset = z.pipe(
  z.pipe(
    z.transform(unwrapData),
    z.object({ id: optionalNumber, name: optionalString, symbol: optionalString, logo: optionalString, contracts: z.optional(z.unknown()), blockchains: stringList })
      .check(z.refine((a) => a.name !== undefined || a.symbol !== undefined, { message: 'an asset needs a name or a symbol' })),
  ),
  z.transform((a): HeldAsset => ({
    id: a.id,
    name: a.name ?? a.symbol ?? '',
    symbol: a.symbol ?? a.name ?? '',
    logo: a.logo,
    contracts: pairContracts(a.contracts, a.blockchains),
    blockchains: a.blockchains,
  })),
);

const chainBalanceRecord = z.object({ balance: requiredNumber, chainId: idString, address: optionalString });

/** `cross_chain_balances` is keyed by chain name; entries that are not balances are skipped. */
const crossChainBalances = z.transform((value: unknown): ChainBalance[] => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([chain, entry]) => {
    const parsed = chainBalanceRecord.safeParse(entry);
    return parsed.success ? [{ chain, chainId: parsed.data.chainId, tokenBalance: parsed.data.balance, address: parsed.data.address }] : [];
  });
});

const holdingRecord = z.pipe(
  z.object({
    asset: heldAsset,
    price: numberOrZero,
    token_balance: optionalNumber,
    balance: optionalNumber,
    estimated_balance: optionalNumber,
    allocation: optionalNumber,
    price_change_24h: optionalNumber,
    price_bought: optionalNumber,
    roi: optionalNumber,
    realized_pnl: optionalNumber,
    unrealized_pnl: optionalNumber,
    total_invested: optionalNumber,
    cross_chain_balances: crossChainBalances,
    liquidity: optionalNumber,
    contracts_balances: contractSecurities,
  }).check(z.refine((h) => h.token_balance !== undefined || h.balance !== undefined, {
    message: 'a holding needs token_balance or balance',
    path: ['token_balance'],
  })),
  z.transform((h): Holding => {
    const tokenBalance = h.token_balance ?? h.balance ?? 0;
    return {
      asset: h.asset,
      price: h.price,
      tokenBalance,
      usdValue: h.estimated_balance ?? tokenBalance * h.price,
      allocation: h.allocation,
      priceChange24h: h.price_change_24h,
      priceBought: h.price_bought,
      roi: h.roi,
      realizedPnl: h.realized_pnl,
      unrealizedPnl: h.unrealized_pnl,
      totalInvested: h.total_invested,
      chainBalances: h.cross_chain_balances,
      liquidity: h.liquidity,
      security: h.contracts_balances,
    };
  }),
);

const portfolioRecord = z.object({
  wallet: optionalString,
  wallets: stringList,
  total_wallet_balance: optionalNumber,
  assets: tolerantArray(holdingRecord),
  total_realized_pnl: optionalNumber,
  total_unrealized_pnl: optionalNumber,
  win_rate: optionalNumber,
});

function toPortfolio(record: z.output<typeof portfolioRecord>, fallbackWallet: string): Portfolio {
  return {
    wallet: record.wallet ?? record.wallets[0] ?? fallbackWallet,
    totalUsd: record.total_wallet_balance ?? record.assets.reduce((sum, h) => sum + h.usdValue, 0),
    holdings: record.assets,
    pnl: walletPnl(record),
  };
}

function walletPnl(r: z.output<typeof portfolioRecord>): WalletPnl | undefined {
  if (r.total_realized_pnl === undefined && r.total_unrealized_pnl === undefined) return undefined;
  return { realized: r.total_realized_pnl, unrealized: r.total_unrealized_pnl, winRate: r.win_rate };
}

/** Single wallet: `{ data: { ...portfolio } }` live, `{ assets: [...] }` in the spec. */
export function singlePortfolioSchema(wallet: string) {
  return z.pipe(z.pipe(z.transform(unwrapData), portfolioRecord), z.transform((r) => toPortfolio(r, wallet)));
}

/** Several wallets: `{ data: [ ...one portfolio per wallet ] }`; entries without an address are matched by position. */
export function multiPortfolioSchema(wallets: readonly string[]) {
  return z.pipe(
    z.object({ data: z.pipe(listOf, z.array(portfolioRecord)) }),
    z.transform((r) => r.data.map((p, i) => toPortfolio(p, wallets[i] ?? ''))),
  );
}
