// What the MCP server (mcp.ts) gives the agent's tools: the language server's client and credit meter, the user's own
// settings (the settings file and environment: an MCP client sends none, and these keys are the user's alone in any case,
// settings.ts' USER_KEYS), and MCP's progress notifications for what a call says it is doing.
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/mini';
import { agentLimits } from '../core/agent/money';
import type { AgentHost } from '../core/agent/tool';
import { nowMs } from '../core/clock';
import { figures } from '../format/figures';
import type { Lookups, ServerState } from './state';
import { CONFIG_ENV } from './userConfig';

export type CallExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Read at each call: a host keeps no copy of a setting. No `holdings`: there is no Wallets view whose kept answers to find. */
export function agentHost(state: ServerState, lookups: Lookups): AgentHost {
  return {
    client: lookups.client,
    meter: lookups.credits.meter,
    figures: () => figures({ hideAmounts: state.settings.hideAmounts, maskAddresses: state.settings.maskAddresses }),
    watched: () => state.settings.wallets,
    limits: () => agentLimits(state.settings.agentDailyCredits, state.settings.agentConfirmAboveCredits),
    settingsPlace: state.settingsFile ?? `the settings file ${CONFIG_ENV} names`,
    now: nowMs,
  };
}

/**
 * The tool's input schema as the SDK is given it: listed as the same JSON Schema (a catch adds only a `default` of
 * undefined, which JSON leaves out), but every value let through as sent. The SDK checks arguments before a handler runs and answers a wrong one with a
 * protocol error quoting zod's issues; runTool reads the input itself (core/agent/input.ts) and answers status
 * bad-input with what each field takes, that nothing was spent, and the credits line: an answer the model mends its
 * call from, not a failure.
 */
export function listedInput(input: z.ZodMiniObject): z.ZodMiniObject {
  return z.object(Object.fromEntries(Object.entries(input.shape).map(([key, field]) => [key, z.catch(field, (ctx) => ctx?.value)])));
}

/** `notifications/progress` for each step a call reports, when the client asked for progress (a progressToken). */
export function progressOf(extra: CallExtra): ((message: string) => void) | undefined {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return undefined;
  let progress = 0;
  return (message) => {
    progress += 1;
    extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, message } }).catch(() => undefined);
  };
}
