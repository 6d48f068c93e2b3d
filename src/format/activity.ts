// A transaction in words, the same on every surface (the wallet page, alerts): "Swapped 1.2 ETH for 4,010 USDC on
// Uniswap V3, $4,010", "Received 2.5 ETH from Binance 14, $8,400". Plain text holding the service's raw names and
// symbols: each surface escapes it through its own safe function. Figures go through a Figures, so Hide Amounts
// masks them. Pure, no vscode.
import type { ActivityAction, ActivityTransaction, AddressLabel, TransferDirection } from '../api/wallets/types';
import { addressKey } from '../detect/evm';
import { PLAIN, type Figures } from './figures';
import { labelName } from './names';
import { shortenAddress } from './text';

export interface ActivityWords {
  /** How figures are written (masked with Hide Amounts). */
  readonly f?: Figures;
  /** Names for counterparties, keyed by addressKey (getWalletLabels' map). */
  readonly names?: ReadonlyMap<string, AddressLabel>;
  /** Addresses written short, keyed by addressKey, where lookalikes must not read the same (core/poisoning distinctShort). */
  readonly shorts?: ReadonlyMap<string, string>;
}

const VERBS: Readonly<Record<TransferDirection, readonly [verb: string, preposition: string]>> = {
  in: ['Received', 'from'], out: ['Sent', 'to'], vaultDeposit: ['Deposited', 'into'], vaultWithdraw: ['Withdrew', 'from'], unstake: ['Unstaked', 'from'],
};

/** A counterparty by its label's name when the service knows it, else its address shortened. */
export function counterpartyName(address: string, names: ReadonlyMap<string, AddressLabel> | undefined, shorts?: ReadonlyMap<string, string>): string {
  const key = addressKey(address.trim());
  return labelName(names?.get(key)) ?? shorts?.get(key) ?? shortenAddress(address.trim());
}

/** One action in words: a swap, a transfer in or out, a vault deposit or withdrawal, an unstake. */
export function actionText(action: ActivityAction, words: ActivityWords = {}): string {
  const f = words.f ?? PLAIN;
  const worth = action.usd !== undefined && action.usd > 0 ? `, ${f.usdBrief(action.usd)}` : '';
  if (action.kind === 'swap') {
    const where = action.platform ? ` on ${action.platform}` : '';
    return `Swapped ${f.amountBrief(action.amountIn)} ${action.assetIn.symbol} for ${f.amountBrief(action.amountOut)} ${action.assetOut.symbol}${where}${worth}`;
  }
  const [verb, preposition] = VERBS[action.direction];
  const who = action.counterparty ? ` ${preposition} ${counterpartyName(action.counterparty, words.names, words.shorts)}` : '';
  return `${verb} ${f.amountBrief(action.amount)} ${action.asset.symbol}${who}${worth}`;
}

/** A transaction's actions in words, a line each, and a last line for those left unread ("and 4,950 more actions"). */
export function transactionLines(tx: ActivityTransaction, words: ActivityWords = {}): string[] {
  const lines = tx.actions.map((a) => actionText(a, words));
  if (tx.moreActions > 0) lines.push(`and ${tx.moreActions.toLocaleString('en-US')} more action${tx.moreActions === 1 ? '' : 's'}`);
  if (lines.length === 0) lines.push('Contract interaction');
  return lines;
}

/** The network fee: "Fee $1.20"; undefined when the service gave none. */
export function feeText(tx: ActivityTransaction, words: ActivityWords = {}): string | undefined {
  return tx.feeUsd !== undefined && tx.feeUsd > 0 ? `Fee ${(words.f ?? PLAIN).usd(tx.feeUsd)}` : undefined;
}

/** Addresses a page of transactions names as counterparties, for one getWalletLabels call. */
export function counterparties(txs: readonly ActivityTransaction[]): string[] {
  const out = new Set<string>();
  for (const tx of txs) for (const a of tx.actions) if (a.kind === 'transfer' && a.counterparty) out.add(a.counterparty);
  return [...out];
}
