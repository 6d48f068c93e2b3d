// What the agent's tools do in VS Code, loaded on the first call: the catalogue (src/core/agent) on the extension's
// client, ledger, Hide Amounts and watched wallets; VS Code's confirmation for a call above the user's threshold.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { CreditMeter } from '../api/credits/meter';
import { AGENT_TOOLS, VSCODE_TOOL_PREFIX } from '../core/agent/catalogue';
import { priceCall, runTool } from '../core/agent/run';
import type { AgentHost, AgentLimits } from '../core/agent/tool';
import { nowMs } from '../core/clock';
import type { WatchedWallet } from '../core/watchedWallets';
import { credits } from '../format/credits';
import type { Figures } from '../format/figures';
import type { PreparedInvocation } from './lmApi';
import { textResult } from './lmApi';

export interface AgentDeps {
  readonly client: WalletAssetClient;
  readonly meter: CreditMeter;
  readonly figures: () => Figures;
  readonly wallets: () => readonly WatchedWallet[];
  readonly limits: () => AgentLimits;
  /** The Wallets view's service-cache settings: a holdings answer it keeps is found again. */
  readonly holdings: () => { readonly cache: boolean; readonly stale: number };
  readonly now?: () => number;
}

export function agentTools(deps: AgentDeps) {
  const host: AgentHost = {
    client: deps.client, meter: deps.meter, figures: deps.figures, watched: deps.wallets, holdings: deps.holdings,
    limits: deps.limits,
    settingsPlace: 'Settings, "walletscope.agent"', now: deps.now ?? nowMs,
  };
  /** What prepare quoted per call: a call reaches invoke only after the user agreed to that much (VS Code asks in prepare). */
  const quoted = new Map<string, number>();
  const key = (name: string, input: unknown) => `${name} ${JSON.stringify(input) ?? ''}`;
  const find = (name: string) => {
    const tool = AGENT_TOOLS.find((t) => VSCODE_TOOL_PREFIX + t.name === name);
    if (!tool) throw new Error(`Walletscope has no tool ${name}`);
    return tool;
  };
  return {
    prepare(name: string, input: unknown): PreparedInvocation {
      const tool = find(name);
      const price = priceCall(tool, input, host);
      const threshold = host.limits().confirmAboveCredits;
      if (quoted.size > 100) quoted.clear();
      quoted.set(key(name, input), price > threshold ? price : 0);
      return {
        invocationMessage: `${tool.title}${price > 0 ? ` (up to ${credits(price)} ${price === 1 ? 'credit' : 'credits'})` : ''}`,
        ...(price > threshold ? { confirmationMessages: { title: `${tool.title}: spend up to ${credits(price)} credits?`,
          message: `This call may cost up to ${credits(price)} credits of the crypto data service, more than the ${credits(threshold)} the agent spends without asking (walletscope.agent.confirmAboveCredits).` } } : {}),
      };
    },
    async invoke(name: string, input: unknown, token: vscode.CancellationToken): Promise<unknown> {
      const tool = find(name);
      const controller = new AbortController();
      const cancel = token.onCancellationRequested(() => controller.abort());
      try {
        // Reaching invoke, the user agreed to what prepare quoted (VS Code asks there); a price that rose since (a kept
        // answer expired) is quoted to the model like any unconfirmed call.
        const confirmed = quoted.get(key(name, input)) ?? 0;
        quoted.delete(key(name, input));
        const out = await runTool(tool, input, host, { signal: controller.signal, confirmed });
        return textResult(out.answer);
      } finally {
        cancel.dispose();
      }
    },
  };
}
