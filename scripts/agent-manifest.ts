// The manifest's `contributes.languageModelTools`, derived from the agent's catalogue (src/core/agent): names prefixed
// for VS Code, the model's description, and each input schema as JSON Schema. `npx tsx scripts/agent-manifest.ts
// --write` rewrites package.json; test/unit/agent-manifest.test.ts fails when the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { AGENT_TOOLS, VSCODE_TOOL_PREFIX } from '../src/core/agent/catalogue';

const ICONS: Readonly<Record<string, string>> = {
  get_token: '$(symbol-constant)', get_wallet: '$(credit-card)', get_wallet_activity: '$(history)', get_price_history: '$(graph-line)',
  search_tokens: '$(search)', discover_tokens: '$(flame)', get_pool: '$(arrow-swap)', get_credits: '$(dashboard)',
};

export function agentManifest(): unknown[] {
  return AGENT_TOOLS.map((tool) => {
    const { $schema: _, ...inputSchema } = z.toJSONSchema(tool.input) as Record<string, unknown>;
    return {
      name: VSCODE_TOOL_PREFIX + tool.name,
      displayName: tool.title,
      toolReferenceName: VSCODE_TOOL_PREFIX + tool.name,
      canBeReferencedInPrompt: true,
      icon: ICONS[tool.name] ?? '$(pulse)',
      userDescription: tool.description.split('. ')[0] + '.',
      modelDescription: tool.description,
      tags: ['walletscope', 'crypto', 'web3'],
      inputSchema,
    };
  });
}

if (process.argv.includes('--write')) {
  const path = resolve(__dirname, '../package.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { contributes: Record<string, unknown> };
  manifest.contributes.languageModelTools = agentManifest();
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}
