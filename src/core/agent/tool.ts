// What a tool of the editor's agent is (language-model tools in VS Code, the MCP server of the language server): one
// declaration each (./catalogue), served by both hosts through ./run. A tool reads its input with its own schema (the
// hosts do not check it), says the most it may cost before anything is asked, and answers in compact text for a model
// with the same rows as data. Pure: the hosts give it the client, the meter, the figures and the watched wallets.
import type * as z from 'zod/mini';
import type { WalletAssetClient } from '../../api/client';
import type { CreditMeter } from '../../api/credits/meter';
import type { WalletCallOptions } from '../../api/wallets/types';
import type { Figures } from '../../format/figures';
import type { WatchedWallet } from '../watchedWallets';

/** A row of an answer's data: flat, so every client can read it. */
export type AnswerRow = Readonly<Record<string, string | number | boolean | null>>;

/** What each of the user's settings for the agent allows. */
export interface AgentLimits {
  /** Credits the agent may spend a day (`walletscope.agent.dailyCredits`). */
  readonly dailyCredits: number;
  /** A call that may cost more asks first (`walletscope.agent.confirmAboveCredits`). */
  readonly confirmAboveCredits: number;
}

/** What a host gives every call: the editor's client, ledger and settings. */
export interface AgentHost {
  readonly client: WalletAssetClient;
  readonly meter: CreditMeter;
  /** Hide Amounts: the user's figures as every surface writes them. */
  figures(): Figures;
  watched(): readonly WatchedWallet[];
  limits(): AgentLimits;
  /** How the host asks for holdings (the Wallets view's service-cache settings), so a kept answer is found again. */
  readonly holdings?: () => { readonly cache?: boolean; readonly stale?: number };
  /** Where the user changes the agent's settings, in words ("Settings", "~/.config/walletscope/language-server.json"). */
  readonly settingsPlace: string;
  now(): number;
}

/** One call's view: the host, and the options every request of the call is asked with (booked under "Agent"). */
export interface ToolCall {
  readonly host: AgentHost;
  readonly options: WalletCallOptions;
  /** Says what the call is doing now (MCP progress). */
  progress(message: string): void;
}

export interface ToolAnswer {
  /** The answer's lines, untrusted text already made safe (../../format/safeText safeAgentText). */
  readonly lines: readonly string[];
  readonly rows: readonly AnswerRow[];
  /** Rows left out by the limit. */
  readonly more?: number;
  readonly status?: 'ok' | 'not-found';
  /** False when the tool asks nothing of the service (credits). */
  readonly asks?: false;
}

export interface AgentTool<S extends z.ZodMiniObject = z.ZodMiniObject> {
  /** snake_case; VS Code's name is `walletscope_` and this. */
  readonly name: string;
  readonly title: string;
  /** What it returns, when to use it, what it costs: the words a tool search finds first. */
  readonly description: string;
  readonly input: S;
  /** The most it may cost, in credits, by the price list; a kept answer costs nothing. */
  price(input: z.infer<S>, host: AgentHost): number;
  answer(input: z.infer<S>, call: ToolCall): Promise<ToolAnswer>;
}

/** A declaration with its input's type kept. */
export function tool<S extends z.ZodMiniObject>(declared: AgentTool<S>): AgentTool {
  return declared as unknown as AgentTool;
}

/** A bad input, said so the model can mend it; nothing is asked and nothing spent. */
export class BadInput extends Error {}
