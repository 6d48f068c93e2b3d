// The wallet page's activity rows (no vscode): one per transaction, newest first, its actions in words (a swap is one
// line: "Swapped 1.2 ETH for 4,010 USDC on Uniswap V3"), its USD value, the counterparty named when the service has a
// label for it, the fee, the chain and the transaction's explorer link. Amounts go through the Figures (Hide Amounts).
import type { ActivityAction, ActivityTransaction, AddressLabel } from '../api/wallets/types';
import { chainNameOf } from '../format/chains';
import type { Figures } from '../format/figures';
import { addFinite } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { shortenAddress } from '../format/text';
import { txExplorerName, txUrl } from '../format/txLinks';
import type { ActivityRow } from './protocol';

const MAX_LINES = 8;
const VERB = { in: 'Received', out: 'Sent', vaultDeposit: 'Deposited', vaultWithdraw: 'Withdrew', unstake: 'Unstaked' } as const;
const KIND = { in: 'in', out: 'out', vaultDeposit: 'deposit', vaultWithdraw: 'withdraw', unstake: 'withdraw' } as const;

/** Names for addresses (lower-cased EVM, Solana as is), as far as the service knows them. */
export type Labels = ReadonlyMap<string, AddressLabel>;

export const labelKey = (address: string): string => (address.startsWith('0x') ? address.toLowerCase() : address);

/** The counterparties of transactions whose names are not known yet (to ask the service, 100 at a time). */
export function unnamedCounterparties(transactions: readonly ActivityTransaction[], labels: Labels): string[] {
  const out = new Set<string>();
  for (const tx of transactions) {
    for (const a of tx.actions) if (a.kind === 'transfer' && a.counterparty && !labels.has(labelKey(a.counterparty))) out.add(a.counterparty);
  }
  return [...out];
}

export function activityRows(transactions: readonly ActivityTransaction[], labels: Labels, f: Figures): ActivityRow[] {
  return transactions.map((tx) => activityRow(tx, labels, f));
}

function activityRow(tx: ActivityTransaction, labels: Labels, f: Figures): ActivityRow {
  const first = tx.actions[0];
  const usd = tx.actions.reduce<number | undefined>((sum, a) => (a.usd === undefined || !Number.isFinite(a.usd) ? sum : addFinite(sum ?? 0, Math.abs(a.usd))), undefined);
  const lines = tx.actions.slice(0, MAX_LINES - (tx.moreActions > 0 || tx.actions.length > MAX_LINES ? 1 : 0)).map((a) => safeLabel(actionText(a, f), 400));
  const hidden = tx.actions.length - lines.length + tx.moreActions;
  if (hidden > 0) lines.push(`and ${f.count(hidden, 'more action')}`);
  if (lines.length === 0) lines.push('A transaction the service describes no action of');
  const counterparty = tx.actions.find((a) => a.kind === 'transfer' && a.counterparty);
  const url = txUrl(tx.chain, tx.hash);
  const explorer = url ? txExplorerName(tx.chain) : undefined;
  return {
    key: `${tx.chain}:${tx.hash}`.slice(0, 300),
    at: tx.time,
    chain: safeLabel(chainNameOf(tx.chain), 80),
    kind: !first ? 'other' : first.kind === 'swap' ? 'swap' : KIND[first.direction],
    lines,
    usd: usd === undefined ? '—' : f.usd(usd),
    ...(counterparty?.kind === 'transfer' ? { counterparty: safeLabel(counterpartyText(counterparty.direction, counterparty.counterparty!, labels, f), 300) } : {}),
    ...(tx.feeUsd !== undefined && Number.isFinite(tx.feeUsd) ? { fee: f.usd(tx.feeUsd) } : {}),
    ...(url ? { txUrl: url, ...(explorer ? { explorer: safeLabel(explorer, 80) } : {}) } : {}),
  };
}

function actionText(a: ActivityAction, f: Figures): string {
  if (a.kind === 'swap') {
    return `Swapped ${f.amount(a.amountIn)} ${a.assetIn.symbol} for ${f.amount(a.amountOut)} ${a.assetOut.symbol}${a.platform ? ` on ${a.platform}` : ''}`;
  }
  return `${VERB[a.direction]} ${f.amount(a.amount)} ${a.asset.symbol}`;
}

/** "from Binance 14 · exchange (0x28C6…1d60)": the name is the service's (escaped where shown), the address always. */
function counterpartyText(direction: keyof typeof VERB, address: string, labels: Labels, f: Figures): string {
  const label = labels.get(labelKey(address));
  const short = f.address(address) === address ? shortenAddress(address) : f.address(address);
  const name = label?.name ? `${label.name}${label.type ? ` · ${label.type}` : ''} (${short})` : short;
  return `${direction === 'in' || direction === 'vaultWithdraw' || direction === 'unstake' ? 'from' : 'to'} ${name}`;
}
