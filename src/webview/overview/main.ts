// The portfolio overview's script (its own browser bundle, dist/webview/overview.js): it parses each message,
// draws the model with DOM nodes and text nodes only, keeps the table's sort with setState, and asks for the
// model with "ready" each time it starts (the page is rebuilt when shown again).
import { vscode } from '../kit/vscodeApi';
import { keepFocus } from '../kit/dom';
import { parseOverviewState, parseToOverview, type FromOverviewMessage, type OverviewState } from '../../overview/protocol';
import { claimsType } from '../../format/parsed';
import { OverviewPage } from './page';
import { DEFAULT_SORT } from './sort';
import '../kit/base.css';
import './overview.css';

const root = document.getElementById('root') as HTMLElement;
const restored = parseOverviewState(vscode.getState());

function post(message: FromOverviewMessage): void {
  vscode.postMessage(message);
}

const page = new OverviewPage(root, restored.ok ? restored.message : DEFAULT_SORT, (sort: OverviewState) => vscode.setState(sort), () => post({ type: 'refresh' }));

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const parsed = parseToOverview(event.data);
  if (!parsed.ok) {
    if (!claimsType(event.data, ['model'])) return console.warn(`Walletscope: ignored a message (${parsed.reason})`);
    // What the page showed may be what the refused message was to replace (amounts being hidden): none of it stays.
    console.warn(`Walletscope: refused a message (${parsed.reason}); the page is cleared`);
    page.clear('Walletscope sent figures this page cannot show, so it shows none. Refresh asks again.');
    return;
  }
  keepFocus(root, () => page.show(parsed.message.model));
});

post({ type: 'ready' });
