// Funds moved while the server runs (`POST /__control/move`, or the demo's timer): each move changes the wallet's
// balances as later portfolio and history answers show them, and is a transaction at the time it was made at the top
// of the wallet's activity. A transfer between two demo wallets moves both. Kept per server; reset forgets them.
import { isSolanaAddress } from './base58';
import { findAsset } from './data/catalogue';
import { resolveChain } from './data/chains';
import { blockAt, feeRange, isNativeOn, txDeltas, txHashFor, type TxAction, type WalletTx } from './data/activity-model';
import { walletActivity, walletRecordAt } from './data/activity';
import { roundSignificant } from './data/deterministic';
import { addressKey, BINANCE_14, VENUES } from './data/entities';
import { priceAt } from './data/price-series';
import type { AssetRecord, ChainName, Holding } from './data/types';
import { WALLETS, type WalletRole } from './data/wallet-addresses';

export interface MoveSpec {
  /** A demo wallet: its address or role ("ordinary"). */
  wallet: string;
  /** A symbol, name or contract; default the chain's gas coin. */
  token?: string;
  /** Token units: positive received, negative sent; with `swapFor`, the amount sold. */
  amount: number;
  /** Default: the first chain the wallet holds the token on. */
  chain?: string;
  /** The other side: an address or a demo wallet's role; default Binance 14's hot wallet (or the chain's exchange). */
  counterparty?: string;
  /** Sell `amount` of the token for this one on the chain's first DEX instead of a transfer. */
  swapFor?: string;
}

/** What `npm start` does a minute in: the wallet it watches as "Main" receives 2.5 ETH from Binance 14. */
export const DEMO_MOVE: MoveSpec = { wallet: 'ordinary', token: 'ETH', amount: 2.5, chain: 'Ethereum', counterparty: BINANCE_14.address };
export const MOVE_PRESETS: Readonly<Record<string, MoveSpec>> = {
  demo: DEMO_MOVE,
  'whale-sells-usdc': { wallet: 'whale', token: 'USDC', amount: 1_200_000, chain: 'Ethereum', swapFor: 'ETH' },
  'main-pays-multichain': { wallet: 'ordinary', token: 'USDC', amount: -250, chain: 'Ethereum', counterparty: 'multichain' },
  'solana-receives-sol': { wallet: 'solana', token: 'SOL', amount: 40, chain: 'Solana' },
};

interface Entry { wallet: string; tx: WalletTx }

export class MoveBook {
  private entries: Entry[] = [];
  /** Prices moved by `POST /__control/price`: a factor per asset (portfolio answers only). */
  private readonly factors = new Map<AssetRecord, number>();
  private seq = 0;
  /** Told of each wallet's side of each move as it is made (the wallet streams push it). */
  private readonly listeners = new Set<(wallet: string, tx: WalletTx) => void>();

  constructor(private readonly anchorMs: number) {}

  /** Moves of one wallet, newest first. */
  txsOf(address: string): WalletTx[] {
    const key = addressKey(address.trim());
    return this.entries.filter((e) => addressKey(e.wallet) === key).map((e) => e.tx).reverse();
  }

  /** Every move's change to the wallet's balances, as signed holdings. */
  deltasOf(address: string): Holding[] {
    return this.txsOf(address).flatMap((tx) => txDeltas(tx).map(({ asset, chain, delta }) => ({ asset, chain, balance: delta })));
  }

  /** The wallet's activity: its moves over what the data set holds, newest first. */
  activityOf(address: string): readonly WalletTx[] {
    const moved = this.txsOf(address);
    const base = walletActivity(address, this.anchorMs);
    return moved.length === 0 ? base : [...moved, ...base];
  }

  get size(): number {
    return this.entries.length;
  }

  onMove(listener: (wallet: string, tx: WalletTx) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What the wallet holds of one token on one chain now: its data set's balance and every move since. */
  balanceOf(address: string, asset: AssetRecord, chain: ChainName): number {
    const held = [...(walletRecordAt(address)?.holdings ?? []), ...this.deltasOf(address)];
    return held.filter((h) => h.asset === asset && h.chain === chain).reduce((sum, h) => sum + h.balance, 0);
  }

  reset(): void {
    this.entries = [];
    this.factors.clear();
  }

  /** Multiplies the token's price in later portfolio answers (balances unchanged); a string says why it cannot. */
  reprice(token: string, factor: number): string | undefined {
    const asset = findAsset(token);
    if (!asset) return `Unknown token: ${token}`;
    if (!Number.isFinite(factor) || factor <= 0) return 'factor must be a number above 0';
    this.factors.set(asset, factor);
    return undefined;
  }

  /** The factor `reprice` set for an asset (1: none). */
  priceFactor(asset: AssetRecord): number {
    return this.factors.get(asset) ?? 1;
  }

  /** Makes the move at `now`; a string says why it cannot be made. */
  move(spec: MoveSpec, now: number): { wallet: string; tx: WalletTx } | string {
    const record = walletRecordAt(roleAddress(spec.wallet));
    if (!record) return `wallet must be a demo wallet's address or one of ${Object.keys(WALLETS).join(', ')}`;
    if (!Number.isFinite(spec.amount) || spec.amount === 0) return 'amount must be a number other than 0 (negative: sent)';
    const held = [...record.holdings, ...this.deltasOf(record.address)];
    const chainText = spec.chain?.trim();
    const named = chainText ? resolveChain(chainText) : undefined;
    if (chainText && !named) return `Unknown chain: ${chainText}`;
    const tokenText = spec.token?.trim();
    const asset = tokenText ? findAsset(tokenText, named) : undefined;
    if (tokenText && !asset) return `Unknown token: ${tokenText}`;
    const chain: ChainName | undefined = named ?? (asset ? held.find((h) => h.asset === asset)?.chain ?? asset.blockchains[0] : held[0]?.chain ?? 'Ethereum');
    const token = asset ?? (chain ? findAsset(VENUES[chain].native, chain) : undefined);
    if (!chain || !token || !token.blockchains.includes(chain)) return `${token?.symbol ?? spec.token} is not on ${chain}`;
    const balance = this.balanceOf(record.address, token, chain);
    const outgoing = spec.amount < 0 || spec.swapFor !== undefined;
    const amount = Math.abs(spec.amount);
    if (outgoing && amount > balance + 1e-9) return `${record.label} holds only ${balance} ${token.symbol} on ${chain}`;
    const label = `move:${this.anchorMs}:${++this.seq}`;
    const actions: TxAction[] = [];
    let counterparty: string | undefined;
    if (spec.swapFor !== undefined) {
      const bought = findAsset(spec.swapFor, chain);
      if (!bought) return `Unknown token on ${chain}: ${spec.swapFor}`;
      const boughtAmount = roundSignificant((amount * priceAt(token, now, this.anchorMs)) / priceAt(bought, now, this.anchorMs) * 0.997, 8);
      actions.push({ model: 'swap', sold: token, soldAmount: amount, bought, boughtAmount, platform: VENUES[chain].dexes[0]! });
    } else {
      counterparty = spec.counterparty ? roleAddress(spec.counterparty) : VENUES[chain].exchanges[0]!.address;
      if (!(chain === 'Solana' ? isSolanaAddress(counterparty) : /^0x[0-9a-fA-F]{40}$/.test(counterparty))) return `counterparty must be an address on ${chain} or a demo wallet's role`;
      const native = isNativeOn(token, chain);
      const type = outgoing ? (native ? 'NATIVE_OUT' : 'TOKEN_OUT') : native ? 'NATIVE_IN' : 'TOKEN_IN';
      actions.push({ model: 'transfer', type, asset: token, amount, from: outgoing ? record.address : counterparty, to: outgoing ? counterparty : record.address });
    }
    const at = Math.floor(now / 1000) * 1000;
    const tx: WalletTx = {
      chain, at, hash: txHashFor(chain, label), block: blockAt(chain, at), index: 0, feeNative: feeRange(chain)[0] * 2,
      sentByWallet: outgoing, actions,
    };
    this.record({ wallet: record.address, tx });
    // The other side of a transfer between demo wallets moves too, in the same transaction.
    const other = counterparty ? walletRecordAt(counterparty) : undefined;
    const action = actions[0]!;
    if (other && other.address !== record.address && action.model === 'transfer') {
      const type = action.type.endsWith('_OUT') ? action.type.replace('_OUT', '_IN') : action.type.replace('_IN', '_OUT');
      this.record({ wallet: other.address, tx: { ...tx, sentByWallet: !outgoing, actions: [{ ...action, type: type as typeof action.type }] } });
    }
    return { wallet: record.address, tx };
  }

  private record(entry: Entry): void {
    this.entries.push(entry);
    for (const listener of [...this.listeners]) listener(entry.wallet, entry.tx);
  }
}

/** A demo wallet's role ("ordinary") as its address; any other text as it is. */
function roleAddress(text: string): string {
  return Object.hasOwn(WALLETS, text) ? WALLETS[text as WalletRole] : text.trim();
}

/** Why `value` is not a move (a MoveSpec or `{preset}`), else the spec. */
export function moveSpecOf(value: unknown): MoveSpec | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'body must be a JSON object, e.g. {"wallet":"ordinary","token":"ETH","amount":2.5} or {"preset":"demo"}';
  const record = value as Record<string, unknown>;
  if (record.preset !== undefined) {
    const preset = typeof record.preset === 'string' ? MOVE_PRESETS[record.preset] : undefined;
    return preset ?? `preset must be one of ${Object.keys(MOVE_PRESETS).join(', ')}`;
  }
  const { wallet, token, amount, chain, counterparty, swapFor } = record;
  if (typeof wallet !== 'string' || wallet.trim() === '') return 'wallet is required';
  if (typeof amount !== 'number') return 'amount must be a number';
  for (const [name, text] of [['token', token], ['chain', chain], ['counterparty', counterparty], ['swapFor', swapFor]] as const) {
    if (text !== undefined && typeof text !== 'string') return `${name} must be text`;
  }
  return { wallet, amount, token: token as string | undefined, chain: chain as string | undefined, counterparty: counterparty as string | undefined, swapFor: swapFor as string | undefined };
}
