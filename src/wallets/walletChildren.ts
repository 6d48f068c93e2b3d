// A wallet row's children in the Wallets view: why it has no data (an error, loading, not loaded), then its holdings
// (or one row per chain), the spam set aside and the small balances hidden, as the settings say.
import { REFRESH_WALLETS, TOGGLE_SMALL_BALANCES } from '../commandIds';
import type { Config } from '../config';
import type { Figures } from '../format/figures';
import { breakdown } from '../core/breakdown';
import { groupByChain } from './chainGroups';
import { visibleHoldings } from './model';
import type { WalletNode } from './walletItems';

type ChildOptions = Pick<Config, 'hideSpam' | 'hideSmallBalances' | 'smallBalanceThreshold' | 'groupBy'>;

export function walletChildren(node: Extract<WalletNode, { kind: 'wallet' }>, config: ChildOptions, f: Figures): WalletNode[] {
  const { wallet, state } = node;
  const id = wallet.address;
  const nodes: WalletNode[] = [];
  if (state.error) {
    nodes.push({
      kind: 'message', id: `error:${id}`, icon: 'error', text: state.portfolio ? `Showing earlier data: ${state.error}` : state.error,
      command: { command: REFRESH_WALLETS, title: 'Retry' },
    });
  }
  if (!state.portfolio) {
    if (!state.error) {
      nodes.push(node.loading
        ? { kind: 'message', id: `loading:${id}`, icon: 'loading~spin', text: 'Loading holdings…' }
        : { kind: 'message', id: `unloaded:${id}`, icon: 'info', text: 'Not loaded yet: click to refresh', command: { command: REFRESH_WALLETS, title: 'Refresh' } });
    }
    return nodes;
  }
  const shown = node.breakdown ?? breakdown(state.portfolio, config.hideSpam);
  const visible = visibleHoldings(shown.holdings, config.hideSmallBalances, config.smallBalanceThreshold);
  if (state.portfolio.holdings.length === 0) nodes.push({ kind: 'message', id: `empty:${id}`, icon: 'info', text: 'No assets found' });
  const spamIn = config.hideSpam ? undefined : new Map(shown.spam.map((s) => [s.holding, s.reason]));
  if (config.groupBy === 'chain') {
    for (const group of groupByChain(visible.shown)) nodes.push({ kind: 'chainGroup', wallet: id, group });
  } else {
    visible.shown.forEach((holding, index) => nodes.push({ kind: 'holding', wallet: id, holding, index, spamReason: spamIn?.get(holding) }));
  }
  if (config.hideSpam && shown.spam.length > 0) nodes.push({ kind: 'spam', wallet: id, items: shown.spam, usd: shown.spamUsd });
  if (visible.hiddenCount > 0) {
    nodes.push({
      kind: 'message', id: `hidden:${id}`, icon: 'eye-closed',
      text: `${f.count(visible.hiddenCount, 'small balance')} hidden (${f.usd(visible.hiddenUsd)})`,
      tooltip: `Holdings under ${f.usd(config.smallBalanceThreshold)} are hidden. Click to show them.`,
      command: { command: TOGGLE_SMALL_BALANCES, title: 'Show Small Balances' },
    });
  }
  return nodes;
}
