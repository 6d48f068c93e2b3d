// What every chart section of a page shares (the pool page's candles, the wallet page's net worth): a titled section
// with its switch (a radio group: arrows move, Enter or Space picks), whatever the page puts above the plot, the plot
// with its read-out and status line (./plot), answers for another choice ignored, and the loading, empty, hidden and
// error states in words, with Retry (what was drawn before stays under an error).
import { el, radioGroup } from './dom';

/** What a chart's answer says of itself. */
export interface ChartAnswer {
  readonly status: 'loading' | 'loaded' | 'empty' | 'error' | 'hidden';
  readonly message?: string;
}

/** The words of each state, for the choice on screen. */
export interface ChartWords {
  readonly loading: string;
  readonly empty: string;
  readonly hidden?: string;
  /** An error with nothing drawn ("Could not load the candles"), and with what was drawn before ("Showing earlier candles"). */
  readonly failed: string;
  readonly earlier: string;
}

export interface ChartSectionSpec<C extends string> {
  readonly title: string;
  /** The section's accessible name. */
  readonly label: string;
  /** The switch: its name, and each choice's value, label and accessible name. */
  readonly switchLabel: string;
  readonly choices: ReadonlyArray<readonly [C, string, string]>;
  readonly choice: C;
  /** A choice picked, or Retry: the page asks for it. */
  readonly ask: (choice: C) => void;
  /** The plot's parts (./plot's plotParts), and what goes between the switch and the plot. */
  readonly parts: { readonly host: HTMLElement; readonly tip: HTMLElement; readonly status: HTMLElement };
  readonly above?: readonly HTMLElement[];
}

export class ChartSection<C extends string> {
  readonly element: HTMLElement;
  /** The choice on screen. */
  choice: C;

  constructor(private readonly spec: ChartSectionSpec<C>) {
    this.choice = spec.choice;
    const choices = radioGroup(spec.switchLabel, spec.choices, spec.choice, (c) => { this.choice = c; spec.ask(c); });
    const { host, tip, status } = spec.parts;
    this.element = el('section', 'chart', el('h2', undefined, spec.title), el('div', 'chart-toolbar', choices.element), ...(spec.above ?? []), host, tip, status);
    this.element.setAttribute('aria-label', spec.label);
  }

  /** Whether an answer for `choice` is for the choice on screen (others are stale and ignored). */
  current(choice: C): boolean {
    return choice === this.choice;
  }

  /** After a redraw: the section's state and how many points the plot shows (0: none), and the status line in words. */
  settle(answer: ChartAnswer | undefined, points: number, words: ChartWords): void {
    const status = this.spec.parts.status;
    this.element.dataset.state = answer?.status ?? 'loading';
    this.element.dataset.points = String(points);
    status.replaceChildren();
    if (!answer || answer.status === 'loading') status.textContent = words.loading;
    else if (answer.status === 'hidden') status.textContent = words.hidden ?? '';
    else if (answer.status === 'empty') status.textContent = words.empty;
    else if (answer.status === 'error') {
      const retry = el('button', 'link', 'Retry');
      retry.type = 'button';
      retry.addEventListener('click', () => this.spec.ask(this.choice));
      status.append(`${points > 0 ? words.earlier : words.failed}: ${answer.message ?? 'unknown error'} `, retry);
    }
  }
}
