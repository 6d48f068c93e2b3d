// The portfolio overview's script (its own browser bundle, dist/webview/overview.js): started by the page kit, it
// draws each model with DOM nodes and text nodes only, keeps the table's sort with setState, and asks for the model
// with "ready" each time it starts (the page is rebuilt when shown again).
import { keepFocus } from '../kit/dom';
import { startPage } from '../kit/startPage';
import { OVERVIEW_PROTOCOL } from '../../overview/protocol';
import { OverviewPage } from './page';
import { DEFAULT_SORT } from '../kit/holdingsSort';
import './overview.css';

const page = startPage(OVERVIEW_PROTOCOL, {
  initial: () => DEFAULT_SORT,
  receive: (message) => keepFocus(page.root, () => view.show(message.model)),
  refused: () => view.clear('Walletscope sent figures this page cannot show, so it shows none. Refresh asks again.'),
});
const view = new OverviewPage(page.root, page.saved, (sort) => page.save(sort), () => page.post({ type: 'refresh' }));
