// The editor's agent's tools in VS Code: each tool the manifest contributes (`contributes.languageModelTools`, names
// prefixed walletscope_) is registered where the API is stable (1.95 and later; on 1.90 nothing is, and nothing fails).
// What the tools do loads on the first call (the agent bundle): activation only registers names.
import * as vscode from 'vscode';
import { toolsApi, type ToolInvocation } from './lmApi';
import type { AgentDeps } from './feature';

export interface AgentFeatureDeps extends AgentDeps {
  readonly manifest: unknown;
  readonly log: vscode.LogOutputChannel;
  readonly loadFeature: () => Promise<typeof import('./feature')>;
}

export function registerAgentTools(deps: AgentFeatureDeps): vscode.Disposable {
  const api = toolsApi();
  if (!api) return new vscode.Disposable(() => undefined);
  let loaded: Promise<ReturnType<typeof import('./feature')['agentTools']>> | undefined;
  const tools = () => (loaded ??= deps.loadFeature().then((feature) => feature.agentTools(deps), (e: unknown) => {
    loaded = undefined; // the next call tries again
    throw e;
  }));
  const registered: vscode.Disposable[] = [];
  for (const name of contributedNames(deps.manifest)) {
    try {
      registered.push(api.registerTool(name, {
        prepareInvocation: async (options: ToolInvocation) => (await tools()).prepare(name, options.input),
        invoke: async (options: ToolInvocation, token) => (await tools()).invoke(name, options.input, token),
      }));
    } catch (e) {
      deps.log.warn(`agent tool ${name} not registered: ${String(e)}`);
    }
  }
  return vscode.Disposable.from(...registered);
}

/** The tools the manifest contributes (a unit test holds them to the catalogue). */
function contributedNames(manifest: unknown): string[] {
  const tools = (manifest as { contributes?: { languageModelTools?: unknown } } | undefined)?.contributes?.languageModelTools;
  return Array.isArray(tools) ? tools.map((t: { name?: unknown }) => t.name).filter((n): n is string => typeof n === 'string') : [];
}
