// The service's own figures, when an answer carries them (rate-limit or credit headers; seen in public scripts,
// not documented): what the request cost, the plan's allowance, and what is left. Read when present, never required,
// and preferred over the price list when they are.

export interface ServiceFigures {
  /** Credits this request cost. */
  readonly cost?: number;
  /** Credits a month for the key. */
  readonly limit?: number;
  /** Credits left this month for the key. */
  readonly remaining?: number;
}

/** Each figure under the names services use for it. */
const NAMES: Readonly<Record<keyof ServiceFigures, readonly string[]>> = {
  cost: ['x-ratelimit-cost', 'x-credits-cost', 'x-credit-cost'],
  limit: ['x-ratelimit-limit', 'x-credits-limit'],
  remaining: ['x-ratelimit-remaining', 'x-credits-remaining'],
};

/**
 * A limit below this is a rate window's (requests a minute), not a month's credits: the smallest plan sold has 10,000.
 * Such figures (and the `remaining` beside them) say nothing of the month.
 */
export const MIN_MONTHLY_LIMIT = 1_000;

/** Whether figures can be about the month's credits (no limit, or a limit a month could have). */
export function monthlyFigures(figures: { readonly limit?: number } | undefined): boolean {
  return figures !== undefined && (figures.limit === undefined || figures.limit >= MIN_MONTHLY_LIMIT);
}

/** Above this a figure is not a credit count (a hostile or broken header). */
const MAX_FIGURE = 1e12;

/** The figures in an answer's headers; undefined when it carries none. */
export function readServiceFigures(header: (name: string) => string | null | undefined): ServiceFigures | undefined {
  const figures: { -readonly [K in keyof ServiceFigures]: number } = {};
  for (const [key, names] of Object.entries(NAMES) as Array<[keyof ServiceFigures, readonly string[]]>) {
    for (const name of names) {
      const value = figure(header(name));
      if (value !== undefined) {
        figures[key] = value;
        break;
      }
    }
  }
  return Object.keys(figures).length > 0 ? figures : undefined;
}

/** The header names worth keeping from an answer (lower case). */
export const FIGURE_HEADERS: readonly string[] = Object.values(NAMES).flat();

function figure(text: string | null | undefined): number | undefined {
  if (!text || !/^\s*\d{1,13}(\.\d+)?\s*$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= MAX_FIGURE ? value : undefined;
}
