// The spec document's portfolio shapes (spec 2.3 and 2.4), served with `--shape spec`.
import { chainInfo } from './data/chains';
import { specHoldingsRecord } from './asset-render';
import { assetPnl, crossChainBalances, type Portfolio } from './portfolio';

/** Spec 2.4 entry. `roi` is a fraction (0.12 = +12%) since the spec does not say. */
export function renderSpecPortfolio(portfolio: Portfolio): Record<string, unknown> {
  return {
    assets: portfolio.entries.map((entry) => {
      const { asset } = entry;
      const bought = assetPnl(portfolio.wallet, entry).price_bought ?? asset.price;
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
      cross_chain_balances: crossChainBalances(entry, (chain) => chainInfo(chain).evmChainId ?? 'solana'),
    })),
  };
}
