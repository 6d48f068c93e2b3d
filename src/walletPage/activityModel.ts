// The wallet page's activity rows (no vscode): one per transaction, newest first, its actions in the words every
// surface uses (format/activity: "Swapped 1.2 ETH for 4,010 USDC on Uniswap V3, $4,010"), its USD value, the fee, the
// counterparty by its label when the service has one ("from Binance 14 · exchange (0x28C6…1d60)"), the chain as people
// know it and the transaction's explorer link. Amounts go through the Figures (Hide Amounts).
import type { ActivityTransaction, AddressLabel } from '../api/wallets/types';
import { addressKey } from '../detect/evm';
import { counterparties, feeText, transactionLines } from '../format/activity';
import { chainNameOf } from '../format/chains';
import type { Figures } from '../format/figures';
import { labelLine } from '../format/names';
import { addFinite } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { shortenAddress } from '../format/text';
import { txExplorerName, txUrl } from '../format/txLinks';
import { MAX_ACTIVITY_ROWS, type ActivityData, type ActivityRow } from './protocol';

const MAX_LINES = 8;
const KIND = { in: 'in', out: 'out', vaultDeposit: 'deposit', vaultWithdraw: 'withdraw', unstake: 'withdraw' } as const;

/** Names for addresses, keyed by addressKey (getWalletLabels' map). */
export type Labels = ReadonlyMap<string, AddressLabel>;

/** The counterparties of transactions whose names were not asked yet (to ask the service, 100 at a time). */
export function unnamedCounterparties(transactions: readonly ActivityTransaction[], asked: Labels): string[] {
  return counterparties(transactions).filter((a) => !asked.has(addressKey(a)));
}

/** The activity part as the page gets it: its rows (the first MAX_ACTIVITY_ROWS), state, Show more and spam note. */
export function activityData(
  transactions: readonly ActivityTransaction[], labels: Labels, f: Figures,
  state: { status: ActivityData['status']; message?: string | undefined; loadingMore?: boolean; more: boolean; hiddenSpam: number; holds: () => boolean | undefined },
): ActivityData {
  const rows = activityRows(transactions.slice(0, MAX_ACTIVITY_ROWS), labels, f);
  const { status, message, loadingMore, hiddenSpam } = state;
  const spam = hiddenSpam > 0 ? `${f.count(hiddenSpam, 'spam transaction')} hidden, as in the Wallets view.` : undefined;
  return {
    status: status === 'loaded' && rows.length === 0 ? (state.holds() ? 'unknown' : 'empty') : status,
    ...(message !== undefined ? { message: safeLabel(message, 1000) } : {}),
    rows, more: state.more && transactions.length < MAX_ACTIVITY_ROWS, ...(loadingMore ? { loadingMore } : {}), ...(spam ? { note: spam } : {}),
  };
}

export function activityRows(transactions: readonly ActivityTransaction[], labels: Labels, f: Figures): ActivityRow[] {
  return transactions.map((tx) => activityRow(tx, labels, f));
}

function activityRow(tx: ActivityTransaction, names: Labels, f: Figures): ActivityRow {
  const first = tx.actions[0];
  const usd = tx.actions.reduce<number | undefined>((sum, a) => (a.usd === undefined || !Number.isFinite(a.usd) ? sum : addFinite(sum ?? 0, Math.abs(a.usd))), undefined);
  const all = transactionLines(tx, { f, names });
  const lines = all.length > MAX_LINES ? [...all.slice(0, MAX_LINES - 1), `and ${f.count(all.length - MAX_LINES + 1, 'more line')}`] : all;
  const other = tx.actions.find((a) => a.kind === 'transfer' && a.counterparty);
  const url = txUrl(tx.chain, tx.hash);
  const explorer = url ? txExplorerName(tx.chain) : undefined;
  const fee = feeText(tx, { f });
  return {
    key: `${tx.chain}:${tx.hash}`.slice(0, 300),
    at: tx.time,
    ...(tx.timeInFuture ? { future: true as const } : {}),
    chain: safeLabel(chainNameOf(tx.chain), 80),
    kind: !first ? 'other' : first.kind === 'swap' ? 'swap' : KIND[first.direction],
    lines: lines.map((line) => safeLabel(line, 400)),
    usd: usd === undefined ? '—' : f.usd(usd),
    ...(other?.kind === 'transfer' && other.counterparty ? { counterparty: safeLabel(counterpartyText(other.direction, other.counterparty, names, f), 300) } : {}),
    ...(fee !== undefined ? { fee: safeLabel(fee, 40) } : {}),
    ...(url ? { txUrl: url, ...(explorer ? { explorer: safeLabel(explorer, 80) } : {}) } : {}),
  };
}

/** "from Binance 14 · exchange (0x28C6…1d60)": the service's name when it has one, the address always. */
function counterpartyText(direction: keyof typeof KIND, address: string, names: Labels, f: Figures): string {
  const short = f.address(address) === address ? shortenAddress(address) : f.address(address);
  const line = labelLine(names.get(addressKey(address)));
  return `${direction === 'out' || direction === 'vaultDeposit' ? 'to' : 'from'} ${line ? `${line} (${short})` : short}`;
}
