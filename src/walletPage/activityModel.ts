// The wallet page's activity rows (no vscode): one per transaction, newest first, its actions in the words every
// surface uses (format/activity: "Swapped 1.2 ETH for 4,010 USDC on Uniswap V3, $4,010"), its USD value, the fee, the
// counterparty by its label when the service has one ("from Binance 14 · exchange (0x28C6…1d60)"), the chain as people
// know it and the transaction's explorer link. Amounts go through the Figures (Hide Amounts).
import type { ActivityTransaction, AddressLabel } from '../api/wallets/types';
import { addressKey } from '../detect/evm';
import { counterparties, feeText, transactionLines } from '../format/activity';
import { distinctShort, lookalikes } from '../core/poisoning';
import { chainNameOf } from '../detect/chains';
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

/**
 * The activity part as the page gets it: its first `drawn` rows (of at most MAX_ACTIVITY_ROWS), how many there are, state,
 * Show more and spam note.
 */
export function activityData(
  transactions: readonly ActivityTransaction[], labels: Labels, f: Figures,
  state: { status: ActivityData['status']; message?: string | undefined; loadingMore?: boolean; more: boolean; hiddenSpam: number; holds: () => boolean | undefined;
    /** The lookalikes among the counterparties (core/poisoning lookalikes), when the caller has them. */
    poison?: ReadonlyMap<string, string>;
    /** The transactions an alert announced (marked on the page). */
    announced?: ReadonlySet<ActivityTransaction>;
    /** How many rows the page draws (all when absent). */
    drawn?: number },
): ActivityData {
  const listed = transactions.slice(0, MAX_ACTIVITY_ROWS);
  const rows = activityRows(listed, labels, f, { known: state.poison, announced: state.announced, count: state.drawn });
  const { status, message, loadingMore, hiddenSpam } = state;
  const spam = hiddenSpam > 0 ? `${f.count(hiddenSpam, 'spam transaction')} hidden, as in the Wallets view.` : undefined;
  return {
    status: status === 'loaded' && listed.length === 0 ? (state.holds() ? 'unknown' : 'empty') : status,
    ...(message !== undefined ? { message: safeLabel(message, 1000) } : {}),
    rows, ...(rows.length < listed.length ? { total: listed.length } : {}), more: state.more && transactions.length < MAX_ACTIVITY_ROWS, ...(loadingMore ? { loadingMore } : {}), ...(spam ? { note: spam } : {}),
  };
}

/** A transaction's key on the page: its chain and hash. */
export function rowKey(tx: ActivityTransaction): string {
  return `${tx.chain}:${tx.hash}`.slice(0, 300);
}

/** The first `count` transactions' rows; addresses are written short as the whole list needs, so Show more changes none. */
export function activityRows(
  transactions: readonly ActivityTransaction[], labels: Labels, f: Figures,
  { known, announced, count = transactions.length }: { known?: ReadonlyMap<string, string> | undefined; announced?: ReadonlySet<ActivityTransaction> | undefined; count?: number | undefined } = {},
): ActivityRow[] {
  // Lookalikes of a counterparty the wallet dealt with (address poisoning) are marked, and no two addresses on the page
  // are written short the same way.
  const poison = known ?? lookalikes(transactions);
  const shorts = distinctShort([...counterparties(transactions), ...poison.values()]);
  return transactions.slice(0, count).map((tx) => ({ ...activityRow(tx, { names: labels, shorts, poison }, f), ...(announced?.has(tx) ? { announced: true as const } : {}) }));
}

interface Seen {
  readonly names: Labels;
  readonly shorts: ReadonlyMap<string, string>;
  /** Lookalikes (addressKey) and the address each imitates. */
  readonly poison: ReadonlyMap<string, string>;
}

function activityRow(tx: ActivityTransaction, seen: Seen, f: Figures): ActivityRow {
  const { names, shorts } = seen;
  const first = tx.actions[0];
  const usd = tx.actions.reduce<number | undefined>((sum, a) => (a.usd === undefined || !Number.isFinite(a.usd) ? sum : addFinite(sum ?? 0, Math.abs(a.usd))), undefined);
  const all = transactionLines(tx, { f, names, shorts });
  const lines = all.length > MAX_LINES ? [...all.slice(0, MAX_LINES - 1), `and ${f.count(all.length - MAX_LINES + 1, 'more line')}`] : all;
  const other = tx.actions.find((a) => a.kind === 'transfer' && a.counterparty);
  const imitated = tx.actions.map((a) => (a.kind === 'transfer' && a.counterparty ? seen.poison.get(addressKey(a.counterparty.trim())) : undefined)).find((i) => i !== undefined);
  const poisoned = imitated === undefined ? undefined : written(imitated, seen, f);
  const url = txUrl(tx.chain, tx.hash);
  const explorer = url ? txExplorerName(tx.chain) : undefined;
  const fee = feeText(tx, { f });
  return {
    key: rowKey(tx),
    at: tx.time,
    ...(tx.timeInFuture ? { future: true as const } : {}),
    chain: safeLabel(chainNameOf(tx.chain), 80),
    kind: !first ? 'other' : first.kind === 'swap' ? 'swap' : KIND[first.direction],
    lines: lines.map((line) => safeLabel(line, 400)),
    usd: usd === undefined ? '—' : f.usd(usd),
    ...(other?.kind === 'transfer' && other.counterparty ? { counterparty: safeLabel(counterpartyText(other.direction, other.counterparty, seen, f), 300) } : {}),
    ...(poisoned ? { warning: safeLabel(`Possible address poisoning: it looks like ${poisoned}, which this wallet dealt with. Never copy an address from here.`, 300) } : {}),
    ...(fee !== undefined ? { fee: safeLabel(fee, 40) } : {}),
    ...(url ? { txUrl: url, ...(explorer ? { explorer: safeLabel(explorer, 80) } : {}) } : {}),
  };
}

/** An address as the page writes it: masked when Hide Amounts masks addresses, else short but never like another's. */
function written(address: string, seen: Seen, f: Figures): string {
  const masked = f.address(address);
  return masked !== address ? masked : seen.shorts.get(addressKey(address.trim())) ?? shortenAddress(address);
}

/** "from Binance 14 · exchange (0x28C6…1d60)": the service's name when it has one, the address always. */
function counterpartyText(direction: keyof typeof KIND, address: string, seen: Seen, f: Figures): string {
  const short = written(address, seen, f);
  const line = labelLine(seen.names.get(addressKey(address)));
  return `${direction === 'out' || direction === 'vaultDeposit' ? 'to' : 'from'} ${line ? `${line} (${short})` : short}`;
}
