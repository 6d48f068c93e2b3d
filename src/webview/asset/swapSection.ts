// The asset page's Quote: the pool page's quote form (../pool/quoteSection) with one more choice, what the token is
// quoted against (the chain's native coin or USDC, on the chain the Pools section shows). Hidden where nothing can be
// quoted (no contract, or a chain Walletscope knows no counters for).
import type { Counter } from '../../asset/quoteTokens';
import type { QuoteResult, QuoteSide } from '../../pool/protocol';
import { QuoteSection, type QuoteAsk } from '../pool/quoteSection';
import { el } from '../kit/dom';

export interface SwapSetup {
  readonly base: string;
  readonly chain: string;
  readonly counters: ReadonlyArray<{ readonly key: Counter; readonly label: string }>;
  readonly wallet: string;
}

export class SwapSection {
  readonly element: HTMLElement;
  private readonly quote: QuoteSection;
  private readonly counter = el('select');
  private setup: SwapSetup | undefined;

  constructor(side: QuoteSide, onSide: (side: QuoteSide) => void, onAsk: (ask: QuoteAsk & { counter: Counter }) => void) {
    this.quote = new QuoteSection(side, onSide, (ask) => onAsk({ ...ask, counter: this.counter.value === 'usdc' ? 'usdc' : 'native' }));
    this.counter.setAttribute('aria-label', 'Quote against');
    this.counter.addEventListener('change', () => this.label());
    const form = this.quote.element.querySelector('.quote-form');
    form?.insertBefore(this.counter, form.querySelector('button'));
    this.element = this.quote.element;
    this.element.hidden = true;
  }

  show(setup: SwapSetup): void {
    this.setup = setup;
    const keys = setup.counters.map((c) => c.key).join();
    if ([...this.counter.options].map((o) => o.value).join() !== keys) {
      const picked = this.counter.value;
      this.counter.replaceChildren(...setup.counters.map((c) => { const o = el('option', undefined, `against ${c.label}`); o.value = c.key; return o; }));
      if (setup.counters.some((c) => c.key === picked)) this.counter.value = picked;
    }
    this.element.hidden = setup.counters.length === 0;
    this.label();
  }

  result(quote: QuoteResult): void {
    this.quote.show(quote);
  }

  private label(): void {
    const setup = this.setup;
    const counter = setup?.counters.find((c) => c.key === this.counter.value) ?? setup?.counters[0];
    if (setup && counter) this.quote.setPool(setup.base, counter.label, setup.wallet);
  }
}
