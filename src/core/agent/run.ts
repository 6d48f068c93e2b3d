// One call of an agent tool, the same for both hosts: read the input, price it, check what may be spent (./money), ask
// with every request booked under "Agent", and answer in text with its data and one line of credits. Nothing throws:
// a bad input, a refusal or a failure is an answer the model can act on.
import * as z from 'zod/mini';
import { describeError } from '../../api/transport/errors';
import { safeAgentText } from '../../format/safeText';
import { readInput } from './input';
import { creditsLine, mayAsk } from './money';
import { BadInput, type AgentHost, type AgentTool, type AnswerRow } from './tool';

/** An answer's text is cut here, whatever the service sent (each tool's default answer is far shorter: npm run bench). */
export const MAX_ANSWER_CHARACTERS = 7_000;
const MAX_ROWS = 100;

export const ANSWER_STATUSES = ['ok', 'not-found', 'bad-input', 'needs-confirmation', 'refused', 'failed'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** Every tool's answer as data (MCP's outputSchema and structuredContent). */
export const AGENT_OUTPUT = z.object({
  status: z.enum(ANSWER_STATUSES),
  answer: z.string(),
  /** What this call cost. */
  credits: z.number(),
  /** Credits left this month; null on a plan without a limit. */
  creditsLeft: z.nullable(z.number()),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  more: z.number(),
});
export type AgentOutput = z.infer<typeof AGENT_OUTPUT>;

export interface Invocation {
  readonly signal?: AbortSignal;
  /** Credits the user agreed to (VS Code's confirmation); else the input's `confirmCredits`. */
  readonly confirmed?: number;
  progress?(message: string): void;
}

/** The input read and priced, for a host's confirmation before the call (VS Code's prepareInvocation). */
export function priceCall(tool: AgentTool, raw: unknown, host: AgentHost): number {
  try {
    return tool.price(readInput(tool.input, raw), host);
  } catch {
    return 0; // a bad input costs nothing: its answer says what is wrong
  }
}

export async function runTool(tool: AgentTool, raw: unknown, host: AgentHost, invocation: Invocation = {}): Promise<AgentOutput> {
  let spent = 0;
  let asked = false;
  const end = (status: AnswerStatus, lines: readonly string[], rows: readonly AnswerRow[] = [], more = 0): AgentOutput => {
    let left: number | null = null, credit = `${spent} credits.`;
    try {
      const remaining = host.meter.status().allowance.remaining;
      left = Number.isFinite(remaining) ? remaining : null;
      credit = creditsLine(spent, asked, remaining);
    } catch {
      // a ledger that cannot be read does not take the answer with it
    }
    return { status, answer: `${capped(lines.join('\n'))}\n${credit}`, credits: spent, creditsLeft: left, rows: rows.slice(0, MAX_ROWS), more };
  };
  try {
    const input = readInput(tool.input, raw);
    const price = tool.price(input, host);
    const quote = quoteKey(tool, input);
    const confirmed = Math.max(invocation.confirmed ?? 0, quoted(host, quote, input.confirmCredits));
    const spend = mayAsk(price, confirmed, host);
    if (spend.kind === 'confirm') remember(host, quote, price);
    if (spend.kind !== 'go') return end(spend.kind === 'confirm' ? 'needs-confirmation' : 'refused', [spend.why]);
    quotes.get(host)?.delete(quote);
    asked = price > 0;
    const answer = await tool.answer(input, {
      host,
      options: { feature: 'agent', signal: invocation.signal, onBilled: (c) => { spent += c; } },
      progress: (message) => invocation.progress?.(message),
    });
    asked = answer.asks !== false;
    return end(answer.status ?? 'ok', answer.lines, answer.rows, answer.more ?? 0);
  } catch (error) {
    if (error instanceof BadInput) return end('bad-input', [error.message]);
    const why = invocation.signal?.aborted ? 'The call was cancelled.' : `The service failed: ${safeAgentText(describeError(error), 300)}`;
    return end('failed', [why]);
  }
}

function capped(text: string): string {
  return text.length <= MAX_ANSWER_CHARACTERS ? text : `${text.slice(0, MAX_ANSWER_CHARACTERS)}… (cut at ${MAX_ANSWER_CHARACTERS} characters: a smaller limit shows the rest whole)`;
}

/**
 * The quotes given, per host: a `confirmCredits` is believed only for the same call quoted in the last 10 minutes, up to
 * the price quoted, and once. An agent cannot confirm a price it was never told (and so never had to tell the user).
 */
const quotes = new WeakMap<AgentHost, Map<string, { readonly price: number; readonly at: number }>>();
const QUOTE_MS = 10 * 60_000;

function quoteKey(tool: AgentTool, input: Record<string, unknown>): string {
  const { confirmCredits: _, ...asked } = input;
  return `${tool.name} ${JSON.stringify(asked)}`;
}

function quoted(host: AgentHost, key: string, confirmCredits: unknown): number {
  const quote = quotes.get(host)?.get(key);
  if (!quote || typeof confirmCredits !== 'number' || host.now() - quote.at > QUOTE_MS) return 0;
  return Math.min(confirmCredits, quote.price);
}

function remember(host: AgentHost, key: string, price: number): void {
  const book = quotes.get(host) ?? new Map<string, { readonly price: number; readonly at: number }>();
  if (book.size >= 100) book.clear();
  book.set(key, { price, at: host.now() });
  quotes.set(host, book);
}
