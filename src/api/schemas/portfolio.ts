// Holdings of one wallet (single-wallet response) or of several (multi-wallet response), in the
// spec's shapes and the live service's.
import { z } from 'zod';
import type { ChainBalance, HeldAsset, Holding, Portfolio } from '../types';
import {
  idString, numberOrZero, optionalNumber, optionalString, pairContracts, rawContracts, requiredNumber, stringList, tolerantArray,
} from './primitives';

const heldAssetRecord = z
  .object({
    id: optionalNumber,
    name: optionalString,
    symbol: optionalString,
    logo: optionalString,
    contracts: rawContracts,
    blockchains: stringList,
  })
  .refine((a) => a.name !== undefined || a.symbol !== undefined, { message: 'an asset needs a name or a symbol' })
  .transform((a): HeldAsset => ({
    id: a.id,
    name: a.name ?? a.symbol ?? '',
    symbol: a.symbol ?? a.name ?? '',
    logo: a.logo,
    contracts: pairContracts(a.contracts, a.blockchains),
    blockchains: a.blockchains,
  }));

/** The multi-wallet spec nests the record in `{ data }`; the live service does not. */
const heldAsset = z.preprocess(
  (v) => (v && typeof v === 'object' && 'data' in v && v.data && typeof v.data === 'object' ? v.data : v),
  heldAssetRecord,
);

const chainBalanceRecord = z.object({
  balance: requiredNumber,
  chainId: idString,
  address: optionalString,
});

/** `cross_chain_balances` is keyed by chain name; entries that are not balances are skipped. */
const crossChainBalances = z
  .record(z.unknown())
  .nullish()
  .catch(null)
  .transform((record): ChainBalance[] =>
    Object.entries(record ?? {}).flatMap(([chain, value]) => {
      const parsed = chainBalanceRecord.safeParse(value);
      return parsed.success
        ? [{ chain, chainId: parsed.data.chainId, tokenBalance: parsed.data.balance, address: parsed.data.address }]
        : [];
    }),
  );

const holdingRecord = z
  .object({
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
    cross_chain_balances: crossChainBalances,
  })
  .refine((h) => h.token_balance !== undefined || h.balance !== undefined, {
    message: 'a holding needs token_balance or balance',
    path: ['token_balance'],
  })
  .transform((h): Holding => {
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
      chainBalances: h.cross_chain_balances,
    };
  });

const portfolioRecord = z.object({
  wallet: optionalString,
  wallets: stringList,
  total_wallet_balance: optionalNumber,
  assets: tolerantArray(holdingRecord),
});

function toPortfolio(record: z.output<typeof portfolioRecord>, fallbackWallet: string): Portfolio {
  return {
    wallet: record.wallet ?? record.wallets[0] ?? fallbackWallet,
    totalUsd: record.total_wallet_balance ?? record.assets.reduce((sum, h) => sum + h.usdValue, 0),
    holdings: record.assets,
  };
}

/** Single wallet: `{ data: { ...portfolio } }` live, `{ assets: [...] }` in the spec. */
export function singlePortfolioSchema(wallet: string) {
  return z
    .preprocess((v) => (v && typeof v === 'object' && 'data' in v && v.data && !Array.isArray(v.data) ? v.data : v), portfolioRecord)
    .transform((r) => toPortfolio(r, wallet));
}

/** Several wallets: `{ data: [ ...one portfolio per wallet ] }`; entries without an address are matched by position. */
export function multiPortfolioSchema(wallets: readonly string[]) {
  return z
    .object({ data: z.union([z.array(portfolioRecord), portfolioRecord]).nullish() })
    .transform((r) => {
      const list = r.data == null ? [] : Array.isArray(r.data) ? r.data : [r.data];
      return list.map((p, i) => toPortfolio(p, wallets[i] ?? ''));
    });
}
