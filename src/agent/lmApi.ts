// The part of VS Code's language-model tools API (stable from 1.95) Walletscope uses, declared here: the engine stays
// ^1.90 and @types/vscode at its version (vsce refuses newer types), so the API is looked for at run time.
import * as vscode from 'vscode';

export interface ToolInvocation {
  readonly input: unknown;
}

export interface PreparedInvocation {
  readonly invocationMessage?: string;
  readonly confirmationMessages?: { readonly title: string; readonly message: string };
}

export interface LanguageModelTool {
  prepareInvocation?(options: ToolInvocation, token: vscode.CancellationToken): Promise<PreparedInvocation | undefined>;
  invoke(options: ToolInvocation, token: vscode.CancellationToken): Promise<unknown>;
}

interface ToolsApi {
  registerTool(name: string, tool: LanguageModelTool): vscode.Disposable;
}

interface ResultClasses {
  readonly LanguageModelToolResult: new (content: unknown[]) => unknown;
  readonly LanguageModelTextPart: new (value: string) => unknown;
}

/** VS Code 1.95 or later with the tools API; undefined on older versions (1.90 has no `lm.registerTool`). */
export function toolsApi(): ToolsApi | undefined {
  try {
    const [major = 0, minor = 0] = vscode.version.split('.').map(Number);
    const lm = (vscode as unknown as { lm?: Partial<ToolsApi> }).lm;
    if (major < 1 || (major === 1 && minor < 95) || typeof lm?.registerTool !== 'function') return undefined;
    return lm as ToolsApi;
  } catch {
    return undefined;
  }
}

/** A tool's answer as VS Code takes it: one text part. */
export function textResult(text: string): unknown {
  const classes = vscode as unknown as ResultClasses;
  return new classes.LanguageModelToolResult([new classes.LanguageModelTextPart(text)]);
}
