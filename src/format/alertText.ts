// What an alert says (no vscode): "Main received 2.5 ETH, $8,400", "Whale swapped 1.2M USDC for 400 ETH on Uniswap V3,
// $1.2M". Read from the wallet's latest transaction that moved a token the balances say moved, in the activity's own
// words (./activity, without the counterparty: naming it would cost a labels request); when the activity is not there
// (an error, an older service), from the balances themselves. Figures go through Figures (Hide Amounts); labels,
// symbols and platforms are service or user text, raw here: the notification escapes them.
import type { ActivityAction, ActivityTransaction } from '../api/wallets/types';
import { actionText } from './activity';
import type { TokenChange, WalletMove } from '../core/balanceDiff';
import { DUST_USD } from '../core/poisoning';
import type { Figures } from './figures';

const VERBS: Readonly<Record<TokenChange['kind'], string>> = { in: 'received', new: 'received', out: 'sent', gone: 'sent' };

/** The move in the balances' own words. */
export function moveText(label: string, move: WalletMove, f: Figures): string {
  const [first, second] = move.changes;
  if (!first) return `${label} moved`;
  const swapped = move.changes.length === 2 && second && Math.sign(first.delta) !== Math.sign(second.delta);
  if (swapped) {
    const [gave, got] = first.delta < 0 ? [first, second] : [second, first];
    return `${label} swapped ${amount(gave, f)} for ${amount(got, f)}, ${f.usdBrief(Math.max(gave.usd, got.usd))}`;
  }
  const more = move.changes.length - 1;
  const rest = more > 0 ? ` and ${more} more ${more === 1 ? 'token' : 'tokens'} (${f.usdBrief(move.usd)} in all)` : '';
  return `${label} ${VERBS[first.kind]} ${amount(first, f)}, ${f.usdBrief(first.usd)}${rest}`;
}

/**
 * The transaction the balances' move was: the newest at or after `since` whose actions moved a token the balances say
 * moved (by symbol), the action that did, and how many more such transactions there were after `baseline` (when the
 * balances compared with were read: one before it is in those balances already); undefined when none matches, or when
 * the newest moved another amount than the balances say.
 */
function announcedTransaction(move: WalletMove, transactions: readonly ActivityTransaction[], since: number, baseline = since): { tx: ActivityTransaction; action: ActivityAction; more: number } | undefined {
  const symbols = new Set(move.changes.map((c) => c.symbol.toUpperCase()));
  // Dust (a zero-value transfer from a lookalike: address poisoning) is no move: it neither words one nor counts.
  const matching = transactions.filter((tx) => tx.time >= since && tx.actions.some((a) => touches(a, symbols) && !isDust(a)));
  const newest = matching[0];
  if (!newest) return undefined;
  const action = [...newest.actions].filter((a) => touches(a, symbols) && !isDust(a)).sort((a, b) => (b.usd ?? 0) - (a.usd ?? 0))[0]!;
  if (!agrees(action, move)) return undefined; // another size: the move before, or several transactions added up
  return { tx: newest, action, more: matching.slice(1).filter((tx) => tx.time >= baseline).length };
}

/**
 * The move in the activity's words (announcedTransaction's), with how many more transactions moved those tokens since,
 * and the transaction it was (the wallet page shows it first); undefined when the activity has no such transaction.
 */
export function activityAnnouncement(
  label: string, move: WalletMove, activity: { readonly transactions: readonly ActivityTransaction[]; readonly since: number; readonly baseline?: number }, f: Figures,
): { text: string; tx: ActivityTransaction } | undefined {
  const found = announcedTransaction(move, activity.transactions, activity.since, activity.baseline ?? activity.since);
  if (!found) return undefined;
  const { action, more, tx } = found;
  const words = actionText(action.kind === 'transfer' ? { ...action, counterparty: undefined } : action, { f });
  const others = more > 0 ? ` and ${more} more ${more === 1 ? 'transaction' : 'transactions'}` : '';
  return { text: `${label} ${words.charAt(0).toLowerCase()}${words.slice(1)}${others}`, tx };
}

function isDust(action: ActivityAction): boolean {
  return action.kind === 'transfer' && action.amount === 0 || action.kind === 'transfer' && action.usd !== undefined && Math.abs(action.usd) <= DUST_USD;
}

function touches(action: ActivityAction, symbols: ReadonlySet<string>): boolean {
  return action.kind === 'swap'
    ? symbols.has(action.assetIn.symbol.toUpperCase()) || symbols.has(action.assetOut.symbol.toUpperCase())
    : symbols.has(action.asset.symbol.toUpperCase());
}

/** The action moved about as much of a token (within 10%: a gas coin's fee) as the balances say it changed. */
function agrees(action: ActivityAction, move: WalletMove): boolean {
  const near = (symbol: string, amount: number) => move.changes.some((c) => c.symbol.toUpperCase() === symbol.toUpperCase()
    && Math.abs(Math.abs(c.delta) - amount) <= 0.1 * Math.abs(c.delta));
  return action.kind === 'swap' ? near(action.assetIn.symbol, action.amountIn) || near(action.assetOut.symbol, action.amountOut) : near(action.asset.symbol, action.amount);
}

function amount(change: TokenChange, f: Figures): string {
  return `${f.amountBrief(Math.abs(change.delta))} ${change.symbol}`;
}
