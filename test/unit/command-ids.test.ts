// Every walletscope.* command id lives in one leaf (src/commandIds.ts), held to package.json's contributes.commands:
// no feature spells another's id, and no id is contributed without a name in code (or named without a contribution).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contributes } from '../../package.json';
import * as ids from '../../src/commandIds';

const SRC = join(__dirname, '..', '..', 'src');
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
});

describe('command ids', () => {
  const contributed = contributes.commands.map((c) => c.command);
  const named = (Object.values(ids) as unknown[]).filter((v): v is string => typeof v === 'string');

  it('names every contributed command once, and nothing else', () => {
    assert.deepEqual([...named].sort(), [...contributed].sort());
    assert.equal(new Set(named).size, named.length);
  });

  it('is the only file that spells a command id', () => {
    const spelled = files(SRC).filter((f) => !f.endsWith('commandIds.ts'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['"`](walletscope\.[A-Za-z]+)['"`]/g)].map((m) => m[1]!).filter((id) => contributed.includes(id)).map((id) => `${f.slice(SRC.length + 1)}: ${id}`));
    assert.deepEqual(spelled, []);
  });

  it('groups the sidebar\'s lazy commands from the ids themselves', () => {
    for (const id of [...ids.WALLET_COMMANDS, ...ids.NFT_COMMANDS]) assert.ok(contributed.includes(id), id);
  });
});
