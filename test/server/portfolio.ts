// Portfolio arithmetic and its live/spec renderings. Values are computed here from balances and
// prices, so estimated_balance = token_balance * price and allocations sum to 100 in every response.
import { chainInfo } from './data/chains';
import { contractOn, decimalsOn } from './data/catalogue';
import { rangeFrom } from './data/deterministic';
import type { AssetRecord, ChainName, Holding } from './data/types';
import { specHoldingsRecord } from './asset-render';
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

/** Groups holdings by asset, keeps only `chains` (null = all), biggest USD value first. */
export function computePortfolio(lookup: Extract<WalletLookup, { ok: true }>, chains: ReadonlySet<ChainName> | null): Portfolio {
  const grouped = new Map<AssetRecord, Holding[]>();
  for (const holding of lookup.record?.holdings ?? []) {
    if (chains && !chains.has(holding.chain)) continue;
    grouped.set(holding.asset, [...(grouped.get(holding.asset) ?? []), holding]);
  }
  const entries = [...grouped].map(([asset, holdings]) => {
    const tokenBalance = holdings.reduce((sum, h) => sum + h.balance, 0);
    return { asset, perChain: holdings.map(({ chain, balance }) => ({ chain, balance })), tokenBalance, value: tokenBalance * asset.price, allocation: 0 };
  }).sort((a, b) => b.value - a.value);
  const total = entries.reduce((sum, e) => sum + e.value, 0);
  for (const entry of entries) entry.allocation = total > 0 ? (entry.value / total) * 100 : 0;
  return { wallet: lookup.queried, entries, total };
}

/** Exact integer string of `balance` in the token's smallest unit (may exceed 2^53, hence strings). */
export function toRawUnits(balance: number, decimals: number): string {
  const [whole = '0', fraction = ''] = plainDecimal(balance).split('.');
  const digits = (whole + fraction.padEnd(decimals, '0').slice(0, decimals)).replace(/^0+(?=\d)/, '');
  return BigInt(digits).toString();
}

/** Shortest round-trip decimal text of a non-negative number, without exponent (2.5e+21 -> 2500...). */
function plainDecimal(value: number): string {
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
  if (!match) return String(value);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

function pnl(wallet: string, entry: PortfolioEntry) {
  if (entry.asset.unlisted) return { realized_pnl: 0, unrealized_pnl: 0, price_bought: null, total_invested: 0 };
  const priceBought = entry.asset.price * rangeFrom(`bought:${wallet.toLowerCase()}:${entry.asset.id}`, 0.6, 1.4);
  const invested = entry.tokenBalance * priceBought;
  return {
    realized_pnl: Number((invested * rangeFrom(`realized:${wallet.toLowerCase()}:${entry.asset.id}`, -0.1, 0.25)).toFixed(2)),
    unrealized_pnl: entry.value - invested, price_bought: priceBought, total_invested: invested,
  };
}

function chainBalances(entry: PortfolioEntry, chainId: (chain: ChainName) => string | number) {
  const cross: Record<string, unknown> = {};
  const contracts = entry.perChain.map(({ chain, balance }) => {
    const address = contractOn(entry.asset, chain) ?? '';
    const decimals = decimalsOn(entry.asset, chain);
    cross[chain] = { balance, balanceRaw: toRawUnits(balance, decimals), chainId: chainId(chain), address };
    // The live service lower-cases EVM addresses here but not in cross_chain_balances.
    return { address: address.startsWith('0x') ? address.toLowerCase() : address, balance, balanceRaw: toRawUnits(balance, decimals), chainId: chainId(chain), decimals };
  });
  return { cross, contracts };
}

/** Live entry. Quirks copied from the live service: every second token_balance is a string, and
 *  unlisted long-tail tokens have id/logo null and a string price. */
function liveEntry(portfolio: Portfolio, entry: PortfolioEntry, index: number): Record<string, unknown> {
  const { asset } = entry;
  const { cross, contracts } = chainBalances(entry, (chain) => chainInfo(chain).chainId);
  return {
    asset: {
      id: asset.unlisted ? null : asset.id, name: asset.name, symbol: asset.symbol, logo: asset.unlisted ? null : asset.logo,
      decimals: asset.decimals.map(String), contracts: asset.contracts, blockchains: asset.blockchains,
    },
    price: asset.unlisted ? String(asset.price) : asset.price,
    price_change_24h: asset.price_change_24h,
    token_balance: index % 2 === 1 ? String(entry.tokenBalance) : entry.tokenBalance,
    estimated_balance: entry.value,
    allocation: entry.allocation,
    wallets: [portfolio.wallet],
    cross_chain_balances: cross,
    contracts_balances: contracts,
    ...pnl(portfolio.wallet, entry),
  };
}

export function renderLivePortfolio(portfolio: Portfolio): Record<string, unknown> {
  return {
    total_wallet_balance: portfolio.total,
    wallets: [portfolio.wallet],
    assets: portfolio.entries.map((entry, i) => liveEntry(portfolio, entry, i)),
    balances_length: portfolio.entries.length,
  };
}

/** Spec 2.4 entry. `roi` is a fraction (0.12 = +12%) since the spec does not say. */
export function renderSpecPortfolio(portfolio: Portfolio): Record<string, unknown> {
  return {
    assets: portfolio.entries.map((entry) => {
      const { asset } = entry;
      const bought = pnl(portfolio.wallet, entry).price_bought ?? asset.price;
      return {
        allocation: entry.allocation,
        asset: { id: asset.id, name: asset.name, symbol: asset.symbol, logo: asset.logo, contracts: asset.contracts, blockchains: asset.blockchains },
        balance: entry.tokenBalance, estimated_balance: entry.value, price: asset.price, price_bought: bought,
        roi: bought > 0 ? (asset.price - bought) / bought : 0,
      };
    }),
  };
}

/** Spec 2.3 wallet entry; chainId is the older integer form for EVM chains. */
export function renderSpecWalletEntry(portfolio: Portfolio): Record<string, unknown> {
  return {
    total_wallet_balance: portfolio.total,
    wallet: portfolio.wallet,
    assets: portfolio.entries.map((entry) => ({
      asset: { data: specHoldingsRecord(entry.asset) },
      price: entry.asset.price, estimated_balance: entry.value, token_balance: entry.tokenBalance,
      cross_chain_balances: chainBalances(entry, (chain) => chainInfo(chain).evmChainId ?? 'solana').cross,
    })),
  };
}
