// "Search Assets": a quick pick that searches as the user types. Enter opens the asset page; item buttons copy
// the contract address or insert it at the cursor. Empty input, no results, errors and rate limits are lines in
// the list (an error line retries on Enter), never pop-ups.
import * as vscode from 'vscode';
import { safeIconLabel, safeLabel } from '../format/safeText';
import { statusMessage } from '../surfaces';
import type { WalletAssetClient } from '../api/client';
import { PLANS_URL } from '../api/credits/plans';
import { CreditsExhaustedError, describeError, RateLimitedError } from '../api/transport/errors';
import type { AssetContract, SearchResult } from '../api/types';
import { searchItemText } from './model';
import { shownLabels } from './shownItems';
import { queryFor } from './query';
import type { AssetPanels } from './panels';
import { SEARCH_DELAY_MS, SearchDebouncer, type SearchOutcome } from './searchDebouncer';
import { MIN_SEARCH_CHARS, SearchMemory } from './searchNarrowing';
import { searchAssets } from '../api/search';

type ResultItem = vscode.QuickPickItem & { readonly result: SearchResult };
type LineItem = vscode.QuickPickItem & { readonly retry: boolean };
type Item = ResultItem | LineItem;

const COPY_BUTTON: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('copy'), tooltip: 'Copy the contract address' };
const INSERT_BUTTON: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('insert'), tooltip: 'Insert the contract address at the cursor' };
const EMPTY_LINE: LineItem = { label: '$(search) Type a name or symbol, or its start: usdc, pepe, wrapped…', alwaysShow: true, retry: false };

export class AssetSearch implements vscode.Disposable {
  private current: vscode.QuickPick<Item> | undefined;
  /** Every answer this session: narrowing an answer is filtered here, the same text is never asked twice. */
  private readonly memory = new SearchMemory();

  constructor(private readonly client: WalletAssetClient, private readonly panels: AssetPanels) {}

  /** Labels of the items on screen while the search is open (for tests; ./shownItems); undefined when it is closed. */
  visibleItems(): string[] | undefined {
    return this.current && shownLabels(this.current);
  }

  show(initial = ''): void {
    this.current?.hide(); // one search at a time; hiding cleans the old one up
    const editor = vscode.window.activeTextEditor; // the quick pick takes focus; insert into the editor it came from
    const pick = (this.current = vscode.window.createQuickPick<Item>());
    pick.title = 'Search Assets';
    pick.placeholder = 'Name or symbol (or its start); Enter opens the asset page';
    pick.matchOnDescription = true;
    pick.items = [EMPTY_LINE];
    const debouncer = new SearchDebouncer<SearchResult[]>({
      delayMs: SEARCH_DELAY_MS,
      search: (text, signal) => searchAssets(this.client, text, { signal, feature: 'search' }),
      onOutcome: (outcome) => {
        if (outcome.kind === 'results') this.memory.remember(outcome.text, outcome.results);
        pick.items = itemsFor(outcome);
      },
      onBusy: (busy) => { pick.busy = busy; },
      minChars: MIN_SEARCH_CHARS,
      known: (text) => this.memory.known(text),
    });
    let searched = ''; // setting the value below also fires a change: it must not start a second request
    const subscriptions = [
      pick.onDidChangeValue((value) => {
        if (value === searched) return;
        searched = value;
        debouncer.input(value);
      }),
      pick.onDidAccept(() => {
        const item = pick.activeItems[0];
        if (item && 'result' in item) {
          pick.hide();
          this.panels.show(queryFor(item.result));
        } else if (item?.retry) debouncer.now(pick.value);
      }),
      pick.onDidTriggerItemButton(async ({ item, button }) => {
        if (!('result' in item)) return;
        const contract = await pickContract(item.result);
        if (!contract) return;
        if (button === COPY_BUTTON) await copy(contract);
        else await insert(editor, contract);
      }),
      pick.onDidHide(() => {
        debouncer.dispose();
        for (const s of subscriptions) s.dispose();
        pick.dispose();
        if (this.current === pick) this.current = undefined;
      }),
    ];
    pick.show();
    if (initial.trim()) {
      pick.value = searched = initial.trim();
      debouncer.now(searched);
    }
  }

  dispose(): void {
    this.current?.hide();
  }
}

function itemsFor(outcome: SearchOutcome<SearchResult[]>): Item[] {
  if (outcome.kind === 'empty') return [EMPTY_LINE];
  if (outcome.kind === 'short') return [{ label: `$(search) Keep typing: a search starts at ${MIN_SEARCH_CHARS} characters (each costs 5 credits)`, alwaysShow: true, retry: false }];
  if (outcome.kind === 'error') {
    const limited = outcome.error instanceof RateLimitedError;
    const outOfCredits = outcome.error instanceof CreditsExhaustedError;
    return [{
      label: `${limited || outOfCredits ? '$(watch)' : '$(error)'} ${safeIconLabel(describeError(outcome.error), 300)}`,
      detail: outOfCredits ? `Press Enter to try once more; plans: ${PLANS_URL}` : limited ? 'Press Enter to try again once the wait is over' : 'Press Enter to try again',
      alwaysShow: true, retry: true,
    }];
  }
  if (outcome.results.length === 0) return [{ label: `$(info) No asset's name or symbol starts with “${safeIconLabel(outcome.text, 100)}”`, alwaysShow: true, retry: false }];
  return outcome.results.map((result) => ({
    ...pickText(searchItemText(result)),
    alwaysShow: true, // the service matched it; the quick pick's own filter must not hide it
    buttons: result.contracts.length > 0 ? [COPY_BUTTON, INSERT_BUTTON] : [],
    result,
  }));
}

/** Quick pick items draw `$(name)` as icons: service text is escaped. */
function pickText(text: { label: string; description: string; detail: string }): { label: string; description: string; detail: string } {
  return { label: safeIconLabel(text.label), description: safeIconLabel(text.description, 300), detail: safeIconLabel(text.detail, 300) };
}

/** The result's contract; a chain picker first when it has several. */
async function pickContract(result: SearchResult): Promise<AssetContract | undefined> {
  if (result.contracts.length <= 1) return result.contracts[0];
  const picked = await vscode.window.showQuickPick(
    result.contracts.map((contract) => ({ label: safeIconLabel(contract.blockchain), description: safeIconLabel(contract.address), contract })),
    { title: `${safeLabel(result.symbol || result.name, 60)}: contract on which chain?`, placeHolder: 'Pick a chain' },
  );
  return picked?.contract;
}

async function copy(contract: AssetContract): Promise<void> {
  await vscode.env.clipboard.writeText(contract.address);
  statusMessage('copy', `Copied the ${contract.blockchain} contract ${contract.address}`, 4000);
}

async function insert(editor: vscode.TextEditor | undefined, contract: AssetContract): Promise<void> {
  if (!editor || editor.document.isClosed) {
    statusMessage('warning', 'Open an editor to insert the contract address into', 4000);
    return;
  }
  const target = await vscode.window.showTextDocument(editor.document, editor.viewColumn);
  await target.edit((edit) => { for (const selection of target.selections) edit.replace(selection, contract.address); });
}
