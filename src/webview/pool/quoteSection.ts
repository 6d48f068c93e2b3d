// The pool page's read-only swap quote: an amount, a direction ("Sell WETH for USDC" or the other way), a Quote
// button (Enter in the amount too); then the amount out, USD in and out, price impact, pool fees and the route's
// hops, and whom it was quoted for. It never signs, sends or shows a transaction, and says so on the page.
import { isPlainAmount, type QuoteResult, type QuoteSide } from '../../pool/protocol';
import { el } from '../kit/dom';
import './quote.css';

export interface QuoteAsk {
  readonly side: QuoteSide;
  readonly amount: string;
}

export class QuoteSection {
  readonly element: HTMLElement;
  private readonly amount = el('input');
  private readonly direction = el('select');
  private readonly problem = el('p', 'quote-problem');
  private readonly wallet = el('p', 'hint quote-wallet');
  private readonly result = el('div', 'quote-result');
  private tokens: { base: string; quote: string } | undefined;

  constructor(side: QuoteSide, private readonly onSide: (side: QuoteSide) => void, private readonly onAsk: (ask: QuoteAsk) => void) {
    this.amount.type = 'text';
    this.amount.inputMode = 'decimal';
    this.amount.autocomplete = 'off';
    this.amount.spellcheck = false;
    this.amount.id = 'quote-amount';
    this.amount.placeholder = '1000';
    this.amount.setAttribute('aria-describedby', 'quote-problem');
    this.amount.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); this.ask(); } });
    this.amount.addEventListener('input', () => this.check(false));
    this.direction.setAttribute('aria-label', 'Direction');
    this.direction.append(option('sell-quote'), option('sell-base'));
    this.direction.value = side;
    this.direction.addEventListener('change', () => this.onSide(this.side));
    this.problem.id = 'quote-problem';
    this.problem.setAttribute('role', 'alert');
    const label = el('label', undefined, 'Amount');
    label.htmlFor = 'quote-amount';
    const go = el('button', 'primary', 'Quote');
    go.type = 'button';
    go.addEventListener('click', () => this.ask());
    this.result.setAttribute('aria-live', 'polite');
    this.element = el('section', 'quote', el('h2', undefined, 'Quote'),
      el('div', 'quote-form', label, this.amount, this.direction, go), this.problem, this.wallet,
      el('p', 'hint read-only', 'Read-only: Walletscope never signs or sends a transaction.'), this.result);
    this.element.setAttribute('aria-label', 'Swap quote');
  }

  get side(): QuoteSide {
    return this.direction.value === 'sell-base' ? 'sell-base' : 'sell-quote';
  }

  /** The pool's tokens and whom quotes are asked for (from each loaded state). */
  setPool(base: string, quote: string, wallet: string): void {
    if (this.tokens?.base !== base || this.tokens.quote !== quote) {
      this.tokens = { base, quote };
      for (const o of this.direction.options) {
        o.textContent = o.value === 'sell-base' ? `Sell ${base} for ${quote}` : `Sell ${quote} for ${base}`;
      }
    }
    this.wallet.textContent = `Quoted for ${wallet}.`;
  }

  show(quote: QuoteResult): void {
    this.element.dataset.state = quote.status;
    this.wallet.textContent = `Quoted for ${quote.wallet}.`;
    if (quote.status === 'loading') return void this.result.replaceChildren(el('p', 'hint', `Quoting ${quote.amountIn}…`));
    if (quote.status === 'error') {
      const message = el('p', 'quote-error', `No quote for ${quote.amountIn}: ${quote.message ?? 'the service gave none'}`);
      return void this.result.replaceChildren(message);
    }
    const rows: Array<[string, string | undefined]> = [
      ['You sell', quote.amountIn], ['You would get', quote.amountOut], ['USD in', quote.usdIn], ['USD out', quote.usdOut],
      ['Price impact', quote.impact], ['Pool fees', quote.fees],
    ];
    const figures = el('dl', 'stats quote-figures', ...rows.map(([name, value]) => el('div', 'stat', el('dt', undefined, name), el('dd', undefined, value ?? '—'))));
    const route = quote.hops.length > 0
      ? el('div', 'route', el('h3', undefined, 'Route'), el('ol', 'hops', ...quote.hops.map((hop) => el('li', undefined, hop))))
      : el('p', 'hint', 'The service named no route.');
    this.result.replaceChildren(figures, route);
  }

  private ask(): void {
    if (!this.check(true)) return this.amount.focus();
    this.onAsk({ side: this.side, amount: this.amount.value.trim() });
  }

  /** Whether the amount is a plain positive number; says what is wrong (while typing, only once something is typed). */
  private check(asking: boolean): boolean {
    const value = this.amount.value.trim();
    const ok = isPlainAmount(value);
    const show = !ok && (asking || value !== '');
    this.problem.textContent = show ? 'Type a plain positive number, like 1000 or 0.5 (no commas, signs or exponents).' : '';
    this.amount.setAttribute('aria-invalid', String(show));
    return ok;
  }
}

function option(side: QuoteSide): HTMLOptionElement {
  const o = el('option', undefined, side === 'sell-base' ? 'Sell the base token' : 'Sell the quote token');
  o.value = side;
  return o;
}
