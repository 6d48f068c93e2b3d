// A wallet's transactions (data/activity-model) in the service's two shapes: the current activity's grouped
// transactions (`@mobula_labs/types` v2/wallet/WalletActivityV2Schema.ts: one entry per transaction, its swaps and
// transfers as actions) and v1's flat rows (v1/wallet/WalletTransactionSchema.ts: one row per asset that moved, a swap
// as a "sell" and a "buy" row under one hash). USD figures are at the transaction's time (data/price-series); an
// asset's own `price` is today's, as the catalogue and portfolios give it.
import { gasCoin, isIncoming, type TxAction, type WalletTx } from './data/activity-model';
import { contractOn, decimalsOn } from './data/catalogue';
import { chainInfo } from './data/chains';
import { platformLogo } from './data/entities';
import { priceAt } from './data/price-series';
import type { AssetRecord, ChainName } from './data/types';
import { toRawUnits } from './units';

/** An asset's USD price at a time: the curve for listed assets, the catalogue's figure for unlisted ones. */
function usdAt(asset: AssetRecord, at: number, anchorMs: number): number {
  return asset.unlisted ? asset.price : priceAt(asset, at, anchorMs);
}

function contractFor(asset: AssetRecord, chain: ChainName): string {
  return contractOn(asset, chain) ?? asset.contracts[0] ?? '';
}

/** ActivityAssetSchema: the asset as listed today. */
function activityAsset(asset: AssetRecord, chain: ChainName): Record<string, unknown> {
  return {
    id: asset.unlisted ? null : asset.id, name: asset.name, symbol: asset.symbol, decimals: decimalsOn(asset, chain),
    totalSupply: asset.total_supply, circulatingSupply: asset.circulating_supply, price: asset.price, liquidity: asset.liquidity,
    priceChange24hPercent: asset.price_change_24h, marketCapUsd: asset.price * asset.circulating_supply,
    logo: asset.unlisted ? null : asset.logo, contract: contractFor(asset, chain),
  };
}

function feeUsd(tx: WalletTx, anchorMs: number): number {
  return tx.feeNative * priceAt(gasCoin(tx.chain), tx.at, anchorMs);
}

function v2Action(action: TxAction, tx: WalletTx, wallet: string, anchorMs: number): Record<string, unknown> {
  const { chain, at } = tx;
  if (action.model === 'transfer') {
    const { asset, amount } = action;
    return {
      model: 'transfer', transferRawAmount: toRawUnits(amount, decimalsOn(asset, chain)), transferAmount: amount,
      transferAmountUsd: amount * usdAt(asset, at, anchorMs), transferType: action.type, transferFromAddress: action.from,
      transferToAddress: action.to, transferAsset: activityAsset(asset, chain),
    };
  }
  const { sold, bought, soldAmount, boughtAmount, platform } = action;
  const priceIn = usdAt(sold, at, anchorMs), priceOut = usdAt(bought, at, anchorMs);
  // The pool's base is the volatile side, its quote what it is priced in (a stablecoin when one side is).
  const boughtIsQuote = bought.tags.includes('stablecoin') && !sold.tags.includes('stablecoin');
  const [base, baseAmount, quote, quoteAmount] = boughtIsQuote ? [sold, soldAmount, bought, boughtAmount] : [bought, boughtAmount, sold, soldAmount];
  const gas = feeUsd(tx, anchorMs);
  return {
    model: 'swap', swapType: 'REGULAR',
    swapRawAmountIn: Number(toRawUnits(soldAmount, decimalsOn(sold, chain))), swapRawAmountOut: Number(toRawUnits(boughtAmount, decimalsOn(bought, chain))),
    swapAmountIn: soldAmount, swapAmountOut: boughtAmount, swapPriceUsdTokenIn: priceIn, swapPriceUsdTokenOut: priceOut,
    swapAmountUsd: soldAmount * priceIn, swapTransactionSenderAddress: wallet,
    swapBaseAddress: contractFor(base, chain), swapQuoteAddress: contractFor(quote, chain), swapAmountBase: baseAmount, swapAmountQuote: quoteAmount,
    swapAssetIn: activityAsset(sold, chain), swapAssetOut: activityAsset(bought, chain),
    swapPlatform: { id: platform.id, name: platform.name, logo: platformLogo(platform) },
    swapTotalFeesUsd: gas, swapGasFeesUsd: gas, swapPlatformFeesUsd: 0, swapMevFeesUsd: 0,
  };
}

/** What the transaction called, as an explorer names the method. */
function methodOf(tx: WalletTx): string {
  const first = tx.actions[0];
  if (!first) return 'execute';
  if (first.model === 'swap') return first.platform.id === 'jupiter' ? 'route' : 'execute';
  return first.type === 'VAULT_DEPOSIT' ? 'deposit' : first.type === 'VAULT_WITHDRAW' ? 'withdraw' : first.type === 'VAULT_UNSTAKE' ? 'unstake' : 'transfer';
}

/** WalletActivityV2TransactionSchema. `actions` narrows what is shown (filters), else every action. */
export function renderActivityTx(tx: WalletTx, wallet: string, anchorMs: number, actions: readonly TxAction[] = tx.actions): Record<string, unknown> {
  const gas = gasCoin(tx.chain);
  return {
    chainId: chainInfo(tx.chain).chainId, txDateMs: tx.at, txDateIso: new Date(tx.at).toISOString(), txHash: tx.hash,
    txRawFeesNative: toRawUnits(tx.feeNative, decimalsOn(gas, tx.chain)), txFeesNativeUsd: feeUsd(tx, anchorMs),
    txBlockNumber: tx.block, txIndex: tx.index, txAction: methodOf(tx),
    actions: actions.map((action) => v2Action(action, tx, wallet, anchorMs)),
  };
}

function v1Asset(asset: AssetRecord, chain: ChainName): Record<string, unknown> {
  const first = asset.blockchains[0];
  return {
    id: asset.unlisted ? null : asset.id, name: asset.name, symbol: asset.symbol, decimals: decimalsOn(asset, chain),
    totalSupply: asset.total_supply, circulatingSupply: asset.circulating_supply, price: asset.price, liquidity: asset.liquidity,
    priceChange24hPercent: asset.price_change_24h, marketCapUSD: asset.price * asset.circulating_supply,
    logo: asset.unlisted ? null : asset.logo, nativeChainId: first ? chainInfo(first).chainId : null, contract: contractFor(asset, chain),
  };
}

/** One leg: what moved, which way (v1 says "buy" for what came in, "sell" for what went out) and between whom. */
interface Leg { asset: AssetRecord; amount: number; incoming: boolean; from: string; to: string }

function legsOf(action: TxAction, wallet: string): Leg[] {
  if (action.model === 'transfer') return [{ asset: action.asset, amount: action.amount, incoming: isIncoming(action.type), from: action.from, to: action.to }];
  const router = action.platform.router.address;
  return [
    { asset: action.sold, amount: action.soldAmount, incoming: false, from: wallet, to: router },
    { asset: action.bought, amount: action.boughtAmount, incoming: true, from: router, to: wallet },
  ];
}

/** WalletTransactionsResponseSchema's rows for one transaction. */
export function renderTransactionRows(tx: WalletTx, wallet: string, anchorMs: number, actions: readonly TxAction[] = tx.actions): Array<Record<string, unknown>> {
  const fee = feeUsd(tx, anchorMs);
  const chainId = chainInfo(tx.chain).chainId;
  return actions.flatMap((action) => legsOf(action, wallet)).map((leg, i) => ({
    id: `${tx.hash}-${i}`, timestamp: tx.at, from: leg.from, to: leg.to, contract: contractFor(leg.asset, tx.chain), hash: tx.hash,
    amount_usd: leg.amount * usdAt(leg.asset, tx.at, anchorMs), amount: leg.amount, block_number: tx.block, type: leg.incoming ? 'buy' : 'sell',
    blockchain: tx.chain, tx_cost: fee,
    transaction: { hash: tx.hash, chainId, fees: String(tx.feeNative), feesUSD: fee, date: new Date(tx.at).toISOString() },
    asset: v1Asset(leg.asset, tx.chain),
  }));
}
