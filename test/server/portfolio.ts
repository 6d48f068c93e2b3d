// Portfolio arithmetic and its live rendering. Values are computed here from balances and prices, so
// estimated_balance = token_balance * price and allocations sum to 100 in every response.
import { NATIVE_EVM } from './data/asset-seed';
import { chainInfo } from './data/chains';
import { contractOn, decimalsOn } from './data/catalogue';
import { rangeFrom, solanaAddressFrom } from './data/deterministic';
import { securityFor } from './data/security';
import type { AssetRecord, ChainName, Holding } from './data/types';
import { toRawUnits } from './units';
import type { WalletLookup } from './wallet-resolve';

export interface PortfolioEntry {
  asset: AssetRecord;
  perChain: Array<{ chain: ChainName; balance: number }>;
  tokenBalance: number;
  value: number;
  allocation: number;
}

export interface Portfolio {
  wallet: string;
  entries: PortfolioEntry[];
  total: number;
}

/** What the market says of an asset when a portfolio is asked: a factor on its price, its 24h change (else the catalogue's). */
export type PortfolioMarket = (asset: AssetRecord) => { factor: number; change24h?: number };
const STILL: PortfolioMarket = () => ({ factor: 1 });

const SOL_MINT = 'So11111111111111111111111111111111111111112';

/**
 * Groups holdings by asset, keeps only `chains` (null = all), biggest USD value first. `moved`: signed changes to add
 * (funds moved through the control endpoint, ./moves); a balance they take to nothing is gone. `market`: prices moved
 * through the control endpoint (a factor) and the 24h change at the request's instant.
 */
export function computePortfolio(
  lookup: Extract<WalletLookup, { ok: true }>, chains: ReadonlySet<ChainName> | null, moved: readonly Holding[] = [], market: PortfolioMarket = STILL,
): Portfolio {
  const grouped = new Map<AssetRecord, Holding[]>();
  for (const holding of withMoves(lookup.record?.holdings ?? [], moved)) {
    if (chains && !chains.has(holding.chain)) continue;
    grouped.set(holding.asset, [...(grouped.get(holding.asset) ?? []), holding]);
  }
  const entries = [...grouped].map(([held, holdings]) => {
    const { factor, change24h } = market(held);
    const asset = { ...held, price: held.price * factor, price_change_24h: change24h ?? held.price_change_24h };
    const tokenBalance = holdings.reduce((sum, h) => sum + h.balance, 0);
    return { asset, perChain: holdings.map(({ chain, balance }) => ({ chain, balance })), tokenBalance, value: tokenBalance * asset.price, allocation: 0 };
  }).sort((a, b) => b.value - a.value);
  const total = entries.reduce((sum, e) => sum + e.value, 0);
  for (const entry of entries) entry.allocation = total > 0 ? (entry.value / total) * 100 : 0;
  return { wallet: lookup.queried, entries, total };
}

/** Holdings with signed changes added per asset and chain; what falls to dust is gone. Unchanged without changes. */
export function withMoves(holdings: readonly Holding[], moved: readonly Holding[]): readonly Holding[] {
  if (moved.length === 0) return holdings;
  const out = holdings.map((h) => ({ ...h }));
  for (const change of moved) {
    const same = out.find((h) => h.asset === change.asset && h.chain === change.chain);
    if (same) same.balance += change.balance;
    else out.push({ ...change });
  }
  return out.filter((h) => h.balance > 1e-12);
}

export interface AssetPnl {
  realized_pnl?: number;
  unrealized_pnl?: number;
  total_invested?: number;
  price_bought?: number;
  min_buy_price?: number;
  max_buy_price?: number;
}

/** Invented but stable trading history: bought at 0.6x to 1.4x today's price. Unlisted tokens have no
 *  price history, so no PnL at all: the fields are absent, as the service leaves them. */
export function assetPnl(wallet: string, entry: PortfolioEntry): AssetPnl {
  if (entry.asset.unlisted) return {};
  const label = `${wallet.toLowerCase()}:${entry.asset.id}`;
  const priceBought = entry.asset.price * rangeFrom(`bought:${label}`, 0.6, 1.4);
  const invested = entry.tokenBalance * priceBought;
  return {
    realized_pnl: Number((invested * rangeFrom(`realized:${label}`, -0.1, 0.25)).toFixed(2)),
    unrealized_pnl: entry.value - invested, total_invested: invested, price_bought: priceBought,
    min_buy_price: priceBought * rangeFrom(`min-buy:${label}`, 0.55, 0.95), max_buy_price: priceBought * rangeFrom(`max-buy:${label}`, 1.05, 1.6),
  };
}

/** `cross_chain_balances`: keyed by chain name, with the chain id in the caller's form. */
export function crossChainBalances(entry: PortfolioEntry, chainId: (chain: ChainName) => string | number): Record<string, unknown> {
  const cross: Record<string, unknown> = {};
  for (const { chain, balance } of entry.perChain) {
    const address = contractOn(entry.asset, chain) ?? '';
    cross[chain] = { balance, balanceRaw: toRawUnits(balance, decimalsOn(entry.asset, chain)), chainId: chainId(chain), address };
  }
  return cross;
}

/** Per-contract balances: token standard, security verdict, and the Solana account that holds them. */
function contractBalances(wallet: string, entry: PortfolioEntry): Array<Record<string, unknown>> {
  return entry.perChain.map(({ chain, balance }) => {
    const address = contractOn(entry.asset, chain) ?? '';
    const decimals = decimalsOn(entry.asset, chain);
    const balanceRaw = toRawUnits(balance, decimals);
    const solana = chain === 'Solana';
    const native = address === NATIVE_EVM || address === SOL_MINT;
    const account = !solana ? {} : native ? { lamports: balanceRaw } : { tokenAccount: solanaAddressFrom(`token-account:${wallet}:${address}`) };
    return {
      // The live service lower-cases EVM addresses here but not in cross_chain_balances.
      address: address.startsWith('0x') ? address.toLowerCase() : address, balance, balanceRaw, chainId: chainInfo(chain).chainId, decimals,
      tokenType: native ? null : solana ? '2020' : 'erc20', security: securityFor(entry.asset, chain), ...account,
    };
  });
}

/** cross_chain_balances carries the bare chain id ("1", "solana"); contracts_balances the prefixed one. */
const bareChainId = (chain: ChainName) => String(chainInfo(chain).evmChainId ?? 'solana');

function liveEntry(portfolio: Portfolio, entry: PortfolioEntry, withPnl: boolean): Record<string, unknown> {
  const { asset } = entry;
  return {
    asset: {
      id: asset.unlisted ? null : asset.id, name: asset.name, symbol: asset.symbol, logo: asset.unlisted ? null : asset.logo,
      // Numeric strings: the service's schema says bigint, which JSON cannot carry.
      decimals: asset.decimals.map(String), contracts: asset.contracts, blockchains: asset.blockchains,
    },
    price: asset.price,
    price_change_24h: asset.price_change_24h,
    liquidity: asset.liquidity,
    token_balance: entry.tokenBalance,
    estimated_balance: entry.value,
    allocation: entry.allocation,
    wallets: [portfolio.wallet],
    cross_chain_balances: crossChainBalances(entry, bareChainId),
    contracts_balances: contractBalances(portfolio.wallet, entry),
    ...(withPnl ? assetPnl(portfolio.wallet, entry) : {}),
  };
}

/** Wallet-level PnL: sums, and the share (in %) of priced positions that are in profit. */
function walletPnl(portfolio: Portfolio): Record<string, number> {
  const pnls = portfolio.entries.map((e) => ({ unlisted: e.asset.unlisted, ...assetPnl(portfolio.wallet, e) }));
  const priced = pnls.filter((p) => !p.unlisted);
  const winners = priced.filter((p) => (p.realized_pnl ?? 0) + (p.unrealized_pnl ?? 0) > 0).length;
  return {
    total_realized_pnl: pnls.reduce((sum, p) => sum + (p.realized_pnl ?? 0), 0),
    total_unrealized_pnl: pnls.reduce((sum, p) => sum + (p.unrealized_pnl ?? 0), 0),
    win_rate: priced.length > 0 ? (winners / priced.length) * 100 : 0,
  };
}

/** PnL fields only come with `pnl=true`, as on the live service. */
export function renderLivePortfolio(portfolio: Portfolio, withPnl: boolean, filterSpam = false): Record<string, unknown> {
  // The service's filter drops the spam it knows of, not all of it.
  if (filterSpam) portfolio = withoutKnownSpam(portfolio);
  return {
    total_wallet_balance: portfolio.total,
    wallets: [portfolio.wallet],
    assets: portfolio.entries.map((entry) => liveEntry(portfolio, entry, withPnl)),
    balances_length: portfolio.entries.length,
    ...(withPnl ? walletPnl(portfolio) : {}),
  };
}

function withoutKnownSpam(portfolio: Portfolio): Portfolio {
  const entries = portfolio.entries.filter((e) => e.asset.spam !== 'known');
  return entries.length === portfolio.entries.length ? portfolio : { ...portfolio, entries, total: entries.reduce((sum, e) => sum + e.value, 0) };
}
