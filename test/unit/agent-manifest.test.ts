// The manifest contributes exactly the catalogue's tools, as scripts/agent-manifest.ts derives them (names prefixed,
// descriptions, input schemas), and each description starts with the words a tool search finds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { agentManifest } from '../../scripts/agent-manifest';
import { AGENT_TOOLS } from '../../src/core/agent/catalogue';

const manifest = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { contributes: { languageModelTools: unknown[] } };

describe('agent tools in the manifest', () => {
  it('contributes the catalogue\'s tools as the script derives them (run `npx tsx scripts/agent-manifest.ts --write` after a change)', () => {
    assert.deepEqual(manifest.contributes.languageModelTools, agentManifest());
  });

  it('offers few tools, each named for VS Code and found by a search for Walletscope and what it is about', () => {
    assert.ok(AGENT_TOOLS.length <= 10);
    for (const tool of AGENT_TOOLS) {
      assert.match(tool.name, /^[a-z_]+$/);
      assert.match(tool.description, /^Walletscope crypto (token|wallet|market|DEX)|^Walletscope credits/, tool.name);
      assert.match(tool.description, /Costs/, `${tool.name} says what it costs`);
    }
  });
});
