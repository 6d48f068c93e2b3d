// The header's moving parts: price, 24h change (in colour, and in words for screen readers), and the "live"
// marker with the time of the last tick. Applied to the slots of each redraw from the last quote received.
import type { Quote } from '../../asset/protocol';
import { el } from '../kit/dom';
import { clockTime, timeElement } from '../kit/times';

const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

export function applyQuote(root: HTMLElement, quote: Quote | undefined): void {
  if (!quote) return;
  const price = root.querySelector<HTMLElement>('[data-slot="price"]');
  const change = root.querySelector<HTMLElement>('[data-slot="change"]');
  const live = root.querySelector<HTMLElement>('[data-slot="live"]');
  if (price) price.textContent = quote.price;
  if (change) {
    change.className = `change ${quote.change24h?.direction ?? ''}`;
    change.textContent = quote.change24h ? `${quote.change24h.text} 24h` : '';
    change.title = quote.change24h ? `${WORD[quote.change24h.direction]} ${quote.change24h.text} in 24 hours` : '';
  }
  // One clock in the header: the price's time once a quote has one, instead of when the page's data was read.
  const read = root.querySelector<HTMLElement>('.updated');
  if (read) read.hidden = quote.at !== undefined;
  if (live) {
    live.replaceChildren();
    if (quote.at !== undefined) {
      const time = timeElement(quote.at, clockTime(quote.at));
      const polled = quote.source === 'poll';
      live.append(...(polled ? [] : [el('span', 'dot', '')]), polled ? 'Updated ' : 'Live · ', time);
      live.title = polled ? 'Prices refresh as often as your plan\'s credits allow' : 'Following the service\'s price feed';
    }
  }
}
