// The Credit Usage page's script (its own browser bundle, dist/webview/credits.js), started by the page kit: it draws
// each model with DOM nodes and text nodes only, in place (a figure that moves changes its text; the keyboard and a
// screen reader's place stay), and turns its three buttons into messages.
import './credits.css';
import { CREDITS_PAGE_TITLE as TITLE, CREDITS_PROTOCOL, type CreditsModel } from '../../credits/protocol';
import { button, el, keepFocus } from '../kit/dom';
import { morphChildren } from '../kit/morph';
import { startPage } from '../kit/startPage';

type Row = CreditsModel['total'];

function view(model: CreditsModel): Node[] {
  const heading = (id: string, text: string) => Object.assign(el('h2', undefined, text), { id });
  const section = (id: string, ...children: Node[]) => {
    const s = el('section', undefined, ...children);
    s.setAttribute('aria-labelledby', id);
    return s;
  };
  const paused = model.paused ? el('p', 'paused', model.paused) : undefined;
  paused?.setAttribute('role', 'status');
  return [
    el('header', undefined, el('h1', undefined, TITLE), el('p', 'summary', model.summary)),
    ...(paused ? [paused] : []),
    section('plan', heading('plan', 'Plan'),
      el('p', undefined, `${model.plan} · `, button('Change the plan', { action: 'plan', focus: 'plan' }, undefined, 'link'),
        ' · ', button('The service\'s plans and prices', { action: 'plans', focus: 'plans' }, undefined, 'link')),
      el('ul', 'facts', ...model.facts.map((fact) => el('li', undefined, fact)))),
    section('by-feature', heading('by-feature', 'By feature'), table(model),
      el('p', 'muted', model.source),
      el('p', 'muted', 'A figure you know is wrong (say a request booked at an absurd cost): ',
        button('reset this month\'s count', { action: 'reset', focus: 'reset' }, undefined, 'link'), '.')),
  ];
}

function table(model: CreditsModel): HTMLTableElement {
  const th = (text: string, scope: 'col' | 'row', className?: string) => Object.assign(el('th', className, text), { scope });
  const line = (r: Row) => el('tr', undefined, th(r.label, 'row'), el('td', 'n', r.today), el('td', 'n', r.month), el('td', 'n', r.requests));
  const nothing = el('td', 'muted', 'Nothing spent this month yet.');
  nothing.colSpan = 4;
  return el('table', undefined,
    el('caption', undefined, 'Credits by feature (UTC days, as the service bills)'),
    el('thead', undefined, el('tr', undefined, th('Feature', 'col'), th('Today', 'col', 'n'), th('This month', 'col', 'n'), th('Requests this month', 'col', 'n'))),
    el('tbody', undefined, ...(model.rows.length > 0 ? model.rows.map(line) : [el('tr', undefined, nothing)])),
    el('tfoot', undefined, line(model.total)));
}

const page = startPage(CREDITS_PROTOCOL, {
  initial: () => ({}),
  receive: (message) => {
    page.root.removeAttribute('aria-busy');
    keepFocus(page.root, () => morphChildren(page.root, view(message.model)));
  },
  refused: () => keepFocus(page.root, () => morphChildren(page.root, [el('h1', undefined, TITLE), el('p', undefined, 'Walletscope sent figures this page cannot show, so it shows none.')])),
  action: (action) => (action === 'plan' || action === 'plans' || action === 'reset' ? { type: action } : undefined),
});
