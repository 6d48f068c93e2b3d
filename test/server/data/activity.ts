// Each demo wallet's transactions, newest first: a few written by hand for the demo (the ordinary wallet's
// "Swapped 1.2 ETH for 4,010 USDC on Uniswap V3" two hours before the anchor), transfers between the demo wallets
// (the same hash on both sides), airdropped spam, then a long deterministic tail of swaps on each chain's DEXes,
// exchange deposits and withdrawals, vault and staking moves and payments to a few regular peers, spaced back from
// the anchor over weeks to years. Amounts follow the wallet's balances and prices follow data/price-series, so a
// swap's two sides are worth the same at its time.
import {
  blockAt, feeRange, isIncoming, isNativeOn, type TransferType, txHashFor, type TxAction, type WalletTx,
} from './activity-model';
import { realAsset } from './catalogue';
import { evmAddressFrom, rangeFrom, roundSignificant, solanaAddressFrom, unitFrom } from './deterministic';
import { AAVE_ETHEREUM, BINANCE_14, BINANCE_8, BINANCE_SOLANA, COINBASE_10, type Entity, type Platform, VENUES } from './entities';
import { DAY, HOUR, MINUTE, priceAt } from './price-series';
import { POISONER_OF_COINBASE_10 } from './poisoning';
import { LOOK_ALIKE_USDC, SPAM_KNOWN_ASSET, SPAM_MISSED_ASSET } from './synthetic';
import type { AssetRecord, ChainName, Holding, WalletRecord } from './types';
import { WALLET_RECORDS } from './wallets';
import { WALLETS, type WalletRole } from './wallet-addresses';

/** A transaction before its hash and block: how long before the anchor, where, what, and a label that seeds the rest. */
interface Draft { ago: number; chain: ChainName; actions: TxAction[]; sentByWallet: boolean; label: string }

/** How many generated transactions each wallet has, and the spacing between them (log-uniform). */
const TAIL: Readonly<Record<WalletRole, { count: number; gap: readonly [number, number] }>> = {
  ordinary: { count: 140, gap: [HOUR, 5 * DAY] }, multichain: { count: 160, gap: [HOUR, 4 * DAY] },
  whale: { count: 2_500, gap: [3 * MINUTE, 10 * HOUR] }, empty: { count: 0, gap: [DAY, DAY] }, nftOnly: { count: 0, gap: [DAY, DAY] },
  mixed: { count: 90, gap: [2 * HOUR, 6 * DAY] }, solana: { count: 220, gap: [10 * MINUTE, 30 * HOUR] },
  solanaSecond: { count: 40, gap: [6 * HOUR, 8 * DAY] }, lookAlike: { count: 0, gap: [DAY, DAY] },
};
/** The generated tail starts this long before the anchor, after the hand-written transactions. */
const TAIL_START = 3.5 * DAY;

const transfer = (type: TransferType, asset: AssetRecord, amount: number, from: string, to: string): TxAction =>
  ({ model: 'transfer', type, asset, amount, from, to });

function swap(sold: AssetRecord, soldAmount: number, bought: AssetRecord, platform: Platform, at: number, anchorMs: number): TxAction {
  // What the pool gives back at the time's prices, less a 0.3% fee.
  const boughtAmount = (soldAmount * priceAt(sold, at, anchorMs)) / priceAt(bought, at, anchorMs) * 0.997;
  return { model: 'swap', sold, soldAmount, bought, boughtAmount: roundSignificant(boughtAmount, 8), platform };
}

const dex = (chain: ChainName, id: string): Platform => VENUES[chain].dexes.find((d) => d.id === id) ?? VENUES[chain].dexes[0]!;

/** The demo's hand-written transactions, most recent first. */
function scripted(role: WalletRole, me: string, anchorMs: number): Draft[] {
  const at = (ago: number) => anchorMs - ago;
  const swapDraft = (ago: number, chain: ChainName, sold: string, amount: number, bought: string, platform: string): Draft => ({
    ago, chain, sentByWallet: true, label: `script:${me}:${ago}`,
    actions: [swap(realAsset(sold), amount, realAsset(bought), dex(chain, platform), at(ago), anchorMs)],
  });
  const move = (ago: number, chain: ChainName, type: TransferType, symbol: string, amount: number, other: Pick<Entity, 'address'>): Draft => {
    const incoming = isIncoming(type);
    return { ago, chain, sentByWallet: type !== 'TOKEN_IN' && type !== 'NATIVE_IN', label: `script:${me}:${ago}`,
      actions: [transfer(type, realAsset(symbol), amount, incoming ? other.address : me, incoming ? me : other.address)] };
  };
  switch (role) {
    case 'ordinary': return [
      swapDraft(2.25 * HOUR, 'Ethereum', 'ETH', 1.2, 'USDC', 'uniswap-v3'),
      move(9.7 * HOUR, 'Ethereum', 'TOKEN_IN', 'USDC', 2_000, BINANCE_14),
      move(26 * HOUR, 'Ethereum', 'VAULT_DEPOSIT', 'USDC', 1_000, AAVE_ETHEREUM),
      // Address poisoning: a zero-value transfer from an address that looks like Coinbase 10's, which the wallet paid.
      move(50 * HOUR, 'Ethereum', 'TOKEN_IN', 'USDT', 0, POISONER_OF_COINBASE_10),
      move(53 * HOUR, 'Ethereum', 'NATIVE_OUT', 'ETH', 0.5, COINBASE_10),
    ];
    case 'multichain': return [
      swapDraft(1.5 * HOUR, 'Base', 'ETH', 0.1, 'USDC', 'aerodrome'),
      move(7 * HOUR, 'Arbitrum', 'TOKEN_IN', 'USDC', 300, BINANCE_8),
      swapDraft(30 * HOUR, 'Polygon', 'POL', 100, 'USDC', 'quickswap'),
    ];
    case 'whale': return [
      swapDraft(40 * MINUTE, 'Ethereum', 'USDC', 1_200_000, 'ETH', 'uniswap-v3'),
      move(5 * HOUR, 'Ethereum', 'NATIVE_OUT', 'ETH', 500, BINANCE_14),
      move(20 * HOUR, 'Ethereum', 'VAULT_DEPOSIT', 'USDC', 2_000_000, AAVE_ETHEREUM),
    ];
    case 'solana': return [
      swapDraft(50 * MINUTE, 'Solana', 'SOL', 12, 'JUP', 'jupiter'),
      move(30 * HOUR, 'Solana', 'NATIVE_IN', 'SOL', 25, BINANCE_SOLANA),
      move(3 * DAY, 'Solana', 'VAULT_DEPOSIT', 'SOL', 5, VENUES.Solana.vault),
    ];
    case 'mixed': return [swapDraft(6 * HOUR, 'Ethereum', 'ETH', 0.8, 'USDC', 'uniswap-v3')];
    case 'solanaSecond': return [swapDraft(20 * HOUR, 'Solana', 'SOL', 0.5, 'RENDER', 'raydium')];
    default: return [];
  }
}

/** Transfers between demo wallets: one transaction, seen from both sides. [from, to, symbol, chain, amount, ago]. */
const BETWEEN: ReadonlyArray<readonly [WalletRole, WalletRole, string, ChainName, number, number]> = [
  ['ordinary', 'multichain', 'USDC', 'Ethereum', 500, 3.2 * DAY], ['multichain', 'ordinary', 'ETH', 'Ethereum', 0.25, 12.5 * DAY],
  ['mixed', 'ordinary', 'USDC', 'Ethereum', 1_000, 21 * DAY], ['whale', 'mixed', 'ETH', 'Ethereum', 5, 40 * DAY],
  ['solana', 'solanaSecond', 'SOL', 'Solana', 2, 6 * DAY], ['whale', 'multichain', 'USDC', 'Base', 250, 18 * DAY],
];

function between(role: WalletRole): Draft[] {
  return BETWEEN.flatMap(([from, to, symbol, chain, amount, ago], k): Draft[] => {
    if (from !== role && to !== role) return [];
    const asset = realAsset(symbol);
    const native = isNativeOn(asset, chain);
    const type: TransferType = from === role ? (native ? 'NATIVE_OUT' : 'TOKEN_OUT') : native ? 'NATIVE_IN' : 'TOKEN_IN';
    return [{ ago, chain, sentByWallet: from === role, label: `between:${k}`, actions: [transfer(type, asset, amount, WALLETS[from], WALLETS[to])] }];
  });
}

/** Airdropped tokens nobody asked for: the spam the service's filter knows, the one it misses, and a look-alike USDC. */
function airdrops(role: WalletRole, me: string): Draft[] {
  const drop = (asset: AssetRecord, chain: ChainName, amount: number, ago: number): Draft => ({
    ago, chain, sentByWallet: false, label: `airdrop:${me}:${asset.symbol}:${chain}`,
    actions: [transfer('TOKEN_IN', asset, amount, evmAddressFrom(`airdropper:${asset.symbol}`), me)],
  });
  if (role === 'mixed') return [drop(SPAM_KNOWN_ASSET, 'Ethereum', 1_000, 4 * DAY), drop(SPAM_MISSED_ASSET, 'Ethereum', 2_500, 9 * DAY)];
  if (role === 'lookAlike') return [drop(LOOK_ALIKE_USDC, 'Ethereum', 500, 2 * DAY), drop(LOOK_ALIKE_USDC, 'Base', 700, 5 * DAY)];
  return [];
}

function pick<T>(list: readonly T[], label: string): T {
  return list[Math.floor(unitFrom(label) * list.length)]!;
}

/** An amount worth a share of a holding, rounded the way people send amounts. */
function shareOf(h: Holding, label: string): number {
  return roundSignificant(h.balance * rangeFrom(label, 0.02, 0.25), 2);
}

/** One transaction of the generated tail: a swap, an exchange deposit or withdrawal, a vault move or a payment. */
function tailDraft(record: WalletRecord, i: number, ago: number, anchorMs: number): Draft | undefined {
  const me = record.address;
  const label = `gen:${me}:${i}`;
  // Real assets only: the long tail of synthetic tokens sits still (and the history values it as one).
  const priced = record.holdings.filter((h) => !h.asset.unlisted && !h.asset.spam && !h.asset.tags.includes('synthetic'));
  if (priced.length === 0) return undefined;
  const chain = pick(priced, `chain:${label}`).chain;
  const held = priced.filter((h) => h.chain === chain);
  const venues = VENUES[chain];
  const u = unitFrom(`kind:${label}`);
  const stable = held.filter((h) => h.asset.tags.includes('stablecoin'));
  const volatile = held.filter((h) => !h.asset.tags.includes('stablecoin'));
  const draft = (actions: TxAction[], sentByWallet: boolean): Draft => ({ ago, chain, actions, sentByWallet, label });
  if (u < 0.4 && held.length >= 2) {
    const [a, b] = stable.length > 0 && volatile.length > 0
      ? [pick(stable, `s:${label}`), pick(volatile, `v:${label}`)] : [held[0]!, held[1]!];
    const [sold, bought] = unitFrom(`dir:${label}`) < 0.5 ? [a, b] : [b, a];
    return draft([swap(sold.asset, shareOf(sold, `amt:${label}`), bought.asset, pick(venues.dexes, `dex:${label}`), anchorMs - ago, anchorMs)], true);
  }
  const gas = held.find((h) => isNativeOn(h.asset, chain));
  const h = gas && unitFrom(`gas:${label}`) < 0.5 ? gas : pick(held, `asset:${label}`);
  const native = isNativeOn(h.asset, chain);
  const amount = shareOf(h, `amt:${label}`);
  if (u < 0.75) {
    const exchange = pick(venues.exchanges, `cex:${label}`);
    return u < 0.6
      ? draft([transfer(native ? 'NATIVE_IN' : 'TOKEN_IN', h.asset, amount, exchange.address, me)], false)
      : draft([transfer(native ? 'NATIVE_OUT' : 'TOKEN_OUT', h.asset, amount, me, exchange.address)], true);
  }
  if (u < 0.87) {
    const staking = venues.staking && native ? venues.staking.entity : venues.vault;
    const back: TransferType = staking === venues.vault ? 'VAULT_WITHDRAW' : 'VAULT_UNSTAKE';
    return unitFrom(`vault:${label}`) < 0.55
      ? draft([transfer('VAULT_DEPOSIT', h.asset, amount, me, staking.address)], true)
      : draft([transfer(back, h.asset, amount, staking.address, me)], true);
  }
  // A few regular peers per wallet: friends, a payroll, a second wallet of one's own.
  const peer = chain === 'Solana' ? solanaAddressFrom(`peer:${me}:${i % 5}`) : evmAddressFrom(`peer:${me}:${i % 5}`);
  return unitFrom(`peer-dir:${label}`) < 0.5
    ? draft([transfer(native ? 'NATIVE_IN' : 'TOKEN_IN', h.asset, amount, peer, me)], false)
    : draft([transfer(native ? 'NATIVE_OUT' : 'TOKEN_OUT', h.asset, amount, me, peer)], true);
}

function toTx(draft: Draft, anchorMs: number): WalletTx {
  // Whole seconds, a little off the round figure the script gives, as block times are.
  const at = Math.floor((anchorMs - draft.ago) / 1000) * 1000 - Math.floor(unitFrom(`sec:${draft.label}`) * 40) * 1000;
  const [lo, hi] = feeRange(draft.chain);
  return {
    chain: draft.chain, at, hash: txHashFor(draft.chain, draft.label), block: blockAt(draft.chain, at), index: Math.floor(unitFrom(`idx:${draft.label}`) * 180),
    feeNative: roundSignificant(rangeFrom(`fee:${draft.label}`, lo, hi, true), 3), sentByWallet: draft.sentByWallet, actions: draft.actions,
  };
}

const memo = new Map<string, readonly WalletTx[]>();

/** The data-set wallet at an address (EVM in any casing), if any. */
export function walletRecordAt(address: string): WalletRecord | undefined {
  const key = address.trim().toLowerCase();
  return WALLET_RECORDS.find((w) => (w.address.startsWith('0x') ? w.address.toLowerCase() === key : w.address === address.trim()));
}

/** A wallet's transactions before any move made through the control endpoint, newest first (none for an unknown wallet). */
export function walletActivity(address: string, anchorMs: number): readonly WalletTx[] {
  const record = walletRecordAt(address);
  if (!record) return [];
  const key = `${record.address}|${anchorMs}`;
  const known = memo.get(key);
  if (known) return known;
  const role = record.label as WalletRole;
  const drafts = [...scripted(role, record.address, anchorMs), ...between(role), ...airdrops(role, record.address)];
  const { count, gap } = TAIL[role];
  let ago = TAIL_START;
  for (let i = 0; i < count; i++) {
    ago += rangeFrom(`gap:${record.address}:${i}`, gap[0], gap[1], true);
    const draft = tailDraft(record, i, ago, anchorMs);
    if (draft) drafts.push(draft);
  }
  const txs = drafts.map((d) => toTx(d, anchorMs)).sort((a, b) => b.at - a.at || b.index - a.index);
  if (memo.size > 40) memo.clear(); // a few anchors (servers) at a time
  memo.set(key, txs);
  return txs;
}
