// "Discover Tokens": one quick pick in three steps: the view, the chain (the watched wallets' first), then the list,
// busy while it loads. Enter on a token opens its asset page, on a pool (new pairs) its pool page; the title says what
// the list cost. A failure is a line in the list that retries on Enter, and nothing of an older list stays. Asked only
// when the user opens it; the answer is kept a minute (api/discover).
import * as vscode from 'vscode';
import { SHOW_POOL } from '../commandIds';
import type { WalletAssetClient } from '../api/client';
import { DISCOVER_VIEWS, discoverTokens, listsPools, type DiscoverRow, type DiscoverView } from '../api/discover';
import { describeError } from '../api/transport/errors';
import { chainArgument, chainChoices, screenRows } from '../core/discover';
import { chainNameOf } from '../detect/chains';
import { discoverRowText, discoverTitle, hiddenLine, VIEW_LABELS } from '../format/discover';
import { safeIconLabel, safeLabel } from '../format/safeText';
import type { AssetPanels } from './panels';
import { shownLabels } from './shownItems';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import { nowMs } from '../core/clock';

export interface DiscoverSource {
  /** The watched wallets, whose chains the chain step offers first. */
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  /** `walletscope.discover.minLiquidityUsd`. */
  readonly minLiquidityUsd: () => number;
}

type Item = vscode.QuickPickItem & { readonly view?: DiscoverView; readonly chain?: string | null; readonly row?: DiscoverRow; readonly retry?: boolean };
/** "All chains" is chain null; a step's choice undefined is not made yet. */
interface Choice { view?: DiscoverView; chain?: string | null }

export class DiscoverPick implements vscode.Disposable {
  private current: vscode.QuickPick<Item> | undefined;

  constructor(private readonly client: WalletAssetClient, private readonly panels: AssetPanels, private readonly source: DiscoverSource) {}

  /** The title and item labels on screen while it is open (for tests); undefined when it is closed. */
  visible(): { title: string | undefined; items: string[] } | undefined {
    return this.current && { title: this.current.title, items: shownLabels(this.current) };
  }

  /** Opens at the first step not given: `view` a view's id, `chain` a chain's name ('' or 'all': every chain). */
  show(view?: unknown, chain?: unknown): void {
    this.current?.hide();
    const pick = (this.current = vscode.window.createQuickPick<Item>());
    const choice: Choice = { view: DISCOVER_VIEWS.find((v) => v === view), chain: chainArgument(chain) };
    // The list's request: aborted when the user steps back, retries or closes the picker (nothing billed for a list
    // no one will see, and an older answer never lands in a newer step).
    let loading: AbortController | undefined;
    const step = () => {
      loading?.abort();
      pick.busy = false;
      pick.value = '';
      pick.buttons = choice.view === undefined ? [] : [vscode.QuickInputButtons.Back];
      if (choice.view === undefined) return this.viewStep(pick);
      if (choice.chain === undefined) return this.chainStep(pick, choice.view);
      loading = new AbortController();
      void this.listStep(pick, choice.view, choice.chain ?? undefined, loading.signal);
    };
    const subscriptions = [
      pick.onDidAccept(() => {
        const item = pick.activeItems[0];
        if (item?.view !== undefined) choice.view = item.view;
        else if (item?.chain !== undefined) choice.chain = item.chain;
        else if (item?.row) return this.open(pick, item.row);
        else if (!item?.retry) return;
        step();
      }),
      pick.onDidTriggerButton(() => {
        if (choice.chain !== undefined) choice.chain = undefined;
        else choice.view = undefined;
        step();
      }),
      pick.onDidHide(() => {
        loading?.abort();
        for (const s of subscriptions) s.dispose();
        pick.dispose();
        if (this.current === pick) this.current = undefined;
      }),
    ];
    step();
    pick.show();
  }

  dispose(): void {
    this.current?.hide();
  }

  private viewStep(pick: vscode.QuickPick<Item>): void {
    Object.assign(pick, { title: 'Discover Tokens', step: 1, totalSteps: 3, placeholder: 'What to list', matchOnDetail: false });
    pick.items = DISCOVER_VIEWS.map((view) => ({ label: VIEW_LABELS[view].label, detail: VIEW_LABELS[view].detail, view }));
  }

  private chainStep(pick: vscode.QuickPick<Item>, view: DiscoverView): void {
    Object.assign(pick, { title: safeLabel(discoverTitle(view, undefined)), step: 2, totalSteps: 3, placeholder: 'On which chain' });
    const { wallets, store } = this.source;
    const held = wallets.all.flatMap((w) => store.state(w.address).portfolio?.holdings.flatMap((h) => h.chainBalances.map((b) => b.chain)) ?? []);
    const watched = new Set(held.map((c) => chainNameOf(c).toLowerCase()));
    pick.items = [{ label: 'All chains', chain: null }, ...chainChoices(held).map((chain) => ({
      label: safeIconLabel(chain), description: watched.has(chain.toLowerCase()) ? 'a watched wallet\'s chain' : undefined, chain,
    }))];
  }

  private async listStep(pick: vscode.QuickPick<Item>, view: DiscoverView, chain: string | undefined, signal: AbortSignal): Promise<void> {
    Object.assign(pick, { title: safeLabel(discoverTitle(view, chain)), step: 3, totalSteps: 3, placeholder: 'Loading…', busy: true, matchOnDescription: true });
    pick.items = [];
    let billed = 0; // what the ledger booked, said in the title even when the answer could not be read
    try {
      const answer = await discoverTokens(this.client, { view, chain }, { feature: 'discover', signal, onBilled: (n) => { billed += n; } });
      if (signal.aborted) return;
      const floor = this.source.minLiquidityUsd();
      const screened = screenRows(answer.rows, view, floor);
      const now = nowMs();
      const hidden = hiddenLine(screened, floor);
      pick.items = [
        ...screened.shown.map((shown) => {
          const text = discoverRowText(shown, now);
          return { label: `${text.warning ? '$(warning) ' : ''}${safeIconLabel(text.label, 120)}`, description: safeIconLabel(text.description, 200),
            detail: safeIconLabel(text.detail, 300), row: shown.row };
        }),
        ...(screened.shown.length === 0 ? [{ label: '$(info) Nothing to list here', alwaysShow: true }] : []),
        ...(hidden ? [{ label: `$(eye-closed) ${hidden}`, detail: 'walletscope.discover.minLiquidityUsd sets the floor', alwaysShow: true }] : []),
      ];
      const opens = listsPools(view) ? 'Enter opens the pool\'s page' : 'Enter opens the token\'s page';
      Object.assign(pick, { title: safeLabel(discoverTitle(view, chain, answer.credits)), placeholder: hidden ? `${hidden}. ${opens}` : opens });
    } catch (e) {
      if (signal.aborted) return;
      pick.items = [{ label: `$(error) ${safeIconLabel(describeError(e), 300)}`, detail: 'Press Enter to try again', alwaysShow: true, retry: true }];
      Object.assign(pick, { title: safeLabel(discoverTitle(view, chain, billed > 0 ? billed : undefined)), placeholder: 'The list could not be loaded' });
    } finally {
      if (!signal.aborted) pick.busy = false;
    }
  }

  private open(pick: vscode.QuickPick<Item>, row: DiscoverRow): void {
    pick.hide();
    if (row.kind === 'pool') void vscode.commands.executeCommand(SHOW_POOL, row.address, row.chain);
    else this.panels.show({ query: row.address, blockchain: row.chain });
  }
}
