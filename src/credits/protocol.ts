// The Credit Usage page's messages, both directions, as zod schemas: shared by the extension and the page script,
// each parsing what it receives. The model is text we wrote (figures formatted, no service text). No vscode, no DOM.
import * as z from 'zod/mini';
import { boundedText as text, pageProtocol } from '../format/parsed';

/** The page's title, in its tab and as its heading (the command is Show Credit Usage). */
export const CREDITS_PAGE_TITLE = 'Credit Usage';

/** Features, and a few more for what the ledger books under names of its own. */
const MAX_ROWS = 40;

const rowSchema = z.object({ label: text(80), today: text(40), month: text(40), requests: text(40) });

export const creditsModelSchema = z.object({
  /** "1,240 credits used this month; about 3,900 by the month's end at the last week's pace." */
  summary: text(300),
  /** Why background work is stopped, when it is. */
  paused: z.optional(text(300)),
  /** "free plan, 10,000 credits a month". */
  plan: text(200),
  facts: z.array(text(400)).check(z.maxLength(12)),
  rows: z.array(rowSchema).check(z.maxLength(MAX_ROWS)),
  total: rowSchema,
  /** Where the figures come from, and since when they count. */
  source: text(600),
});
export type CreditsModel = z.infer<typeof creditsModelSchema>;

/** Extension → page. */
export const toCreditsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('model'), model: creditsModelSchema }),
]);
export type ToCreditsMessage = z.infer<typeof toCreditsSchema>;

/** Page → extension. */
export const fromCreditsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** "Change the plan": the plan setting. */
  z.object({ type: z.literal('plan') }),
  /** "Reset this month's count", which asks first. */
  z.object({ type: z.literal('reset') }),
  /** "The service's plans and prices": the extension knows the address; the page sends none. */
  z.object({ type: z.literal('plans') }),
]);
export type FromCreditsMessage = z.infer<typeof fromCreditsSchema>;

export const CREDITS_PROTOCOL = pageProtocol({ toPage: toCreditsSchema, fromPage: fromCreditsSchema, saved: z.object({}) }, ['model']);
