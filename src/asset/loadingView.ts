// The loading state: the page's first paint (built by the extension into the document) and what the page
// script draws while data loads. Kept apart from ./pageView so the extension bundle carries only this part.
import { h, type ViewElement } from './view';

export function loadingView(query: string, blockchain: string | undefined): ViewElement {
  return h('div', { class: 'state loading', 'aria-busy': 'true' },
    h('div', { class: 'spinner', 'aria-hidden': 'true' }),
    h('p', {}, `Loading ${query}${blockchain ? ` on ${blockchain}` : ''}…`));
}
