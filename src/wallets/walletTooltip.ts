// The tooltips of the Wallets view's wallet rows (totals, 24h change, PnL, spam and honeypots, chains, age, errors) and
// holding rows (risk, spam, price, PnL), built when a row is hovered and loaded with the command handlers
// (dist/commands-feature.js): activation draws the rows, not their tooltips.
import type { Figures } from '../format/figures';
import { walletPnlLines } from '../format/pnl';
import { formatAge } from '../format/text';
import { change24hLine } from '../core/breakdown';
import { waitsForDailyFetch } from './refreshPlan';
import type { WalletNode } from './walletNodes';
import { holdingTooltip } from '../format/holdingText';
import { riskFlags, riskLine } from '../format/risk';
import { onOneChain } from './walletItems';

/** The row's tooltip, built when it is hovered (resolveTreeItem): a thousand of them up front would slow the view. */
export function walletTooltip(node: Extract<WalletNode, { kind: 'wallet' }>, now: number, f: Figures): string {
  const { wallet, state } = node;
  const age = state.fetchedAt ? formatAge(now - state.fetchedAt) : undefined;
  const shown = node.breakdown;
  const total = state.portfolio ? f.usd(shown?.totalUsd ?? state.portfolio.totalUsd) : node.loading ? 'loading…' : '—';
  return [
    // The move's words were written when it was raised, amounts and all: under Hide Amounts now, they are not shown.
    node.moved ? (f.masked ? 'Moved (opening the wallet clears this)' : `Moved: ${node.moved} (opening the wallet clears this)`) : undefined,
    wallet.label ? `${wallet.label}` : undefined,
    f.address(wallet.address),
    state.portfolio ? `Total ${total} in ${f.count(shown?.holdings.length ?? state.portfolio.holdings.length, 'asset')}` : undefined,
    shown && change24hLine(shown, f),
    ...walletPnlLines(state.portfolio?.pnl, f),
    shown && shown.spam.length > 0 ? (shown.includesSpam
      ? `Includes ${f.count(shown.spam.length, 'token')} that look like spam (${f.usd(shown.spamUsd)})`
      : `${f.count(shown.spam.length, 'spam token')} hidden (${f.usd(shown.spamUsd)}), not in the total`) : undefined,
    shown && shown.honeypotUsd > 0 ? `Honeypots left out of the total: ${f.usd(shown.honeypotUsd)} (they cannot be sold)` : undefined,
    wallet.chains?.length ? `Chains: ${wallet.chains.join(', ')}` : 'All chains',
    age ? `Updated ${age}` : undefined,
    waitsForDailyFetch(wallet, state, now) ? 'Held nothing on any chain: asked again once a day (Refresh Wallets on All Chains asks now)' : undefined,
    state.error ? `Last refresh failed: ${state.error}` : undefined,
    wallet.muted ? 'Alerts muted' : undefined,
  ].filter(Boolean).join('\n');
}

/** A holding row's tooltip, built only when the row is hovered (2,000 rows' tooltips cost more than the rows). */
export function holdingTooltipOf(node: Extract<WalletNode, { kind: 'holding' }>, f: Figures): string {
  const { holding, onChain } = node;
  const risk = riskLine(riskFlags(holding.security));
  return [risk && `Risk: ${risk}`, node.spamReason && `Looks like spam: ${node.spamReason}`, holdingTooltip(onChain ? onOneChain(holding, onChain) : holding, f),
    onChain && 'Profit and loss are per asset: group by asset to see them'].filter(Boolean).join('\n');
}
