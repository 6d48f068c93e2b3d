// Every setting's scope, decided on purpose and written down here: what no workspace may choose (credits, requests,
// privacy: application), where links go (machine), where requests and the key go (user: read from the user's and a
// remote's settings alone, by config.ts's one reader), and what a trusted workspace may choose but an untrusted one's
// value is not read for (restricted). The manifest must say exactly this, and its words for untrusted workspaces must
// hold: every setting a workspace can set at all is restricted.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { capabilities, contributes } from '../../package.json';

const DECIDED: Readonly<Record<string, 'application' | 'machine' | 'user' | 'restricted'>> = {
  // Spends credits or sends requests in the background, or guards privacy: the user's own choice in every workspace.
  plan: 'application', monthlyCredits: 'application', wallets: 'application', autoRefreshSeconds: 'application', cacheTtlSeconds: 'application', apiVersion: 'application',
  serviceCache: 'application', serviceStaleSeconds: 'application', statusBarTotal: 'application', livePrices: 'application',
  inlineInfo: 'application', 'privacy.hideAmounts': 'application', 'privacy.maskAddresses': 'application', 'agent.dailyCredits': 'application', 'agent.confirmAboveCredits': 'application',
  // An alert asks for the moved wallet's activity (a credit), and says what the user holds.
  'alerts.enabled': 'application', 'alerts.minUsd': 'application',
  // Where requests and the key go: the user's choice, in the user settings or a remote's, the same in every window. A
  // machine setting in a remote window's user settings is dropped by VS Code once it knows the scope (after a write).
  apiBaseUrl: 'user', feedUrl: 'user',
  // Where links and logos go, and which logos may load (privacy): the user's, read the same way, for the same reason.
  ipfsGateway: 'user', explorers: 'user', remoteImages: 'user',
  // A project may fairly choose these once trusted: timeouts, where hovers and warnings show, how rows are shown.
  requestTimeoutMs: 'restricted', 'hover.enabled': 'restricted', 'hover.excludedLanguages': 'restricted', maxFileSizeKb: 'restricted',
  checksumDiagnostics: 'restricted', smallBalanceThreshold: 'restricted', hideSmallBalances: 'restricted', spam: 'restricted', pnl: 'restricted',
  groupBy: 'restricted', 'discover.minLiquidityUsd': 'restricted',
};

describe('settings scopes in the manifest', () => {
  const properties = contributes.configuration.properties as Record<string, { scope?: string }>;
  const untrusted = capabilities.untrustedWorkspaces;

  it('gives every setting the scope decided for it', () => {
    assert.deepEqual(Object.keys(properties).map((k) => k.slice('walletscope.'.length)).sort(), Object.keys(DECIDED).sort(), 'every setting is decided');
    for (const [key, decided] of Object.entries(DECIDED)) {
      const scope = properties[`walletscope.${key}`]!.scope ?? 'window';
      assert.equal(scope, decided === 'restricted' || decided === 'user' ? 'window' : decided, key);
    }
  });

  it('reads the user\'s settings through the one reader that never takes a workspace\'s value', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'config.ts'), 'utf8');
    const listed = /USER_LEVEL_KEYS = \[([^\]]*)\]/.exec(source)?.[1]?.match(/[\w.]+/g) ?? [];
    assert.deepEqual(listed.sort(), Object.keys(DECIDED).filter((k) => DECIDED[k] === 'user').sort());
    assert.match(source, /inspect\(key\)\?\.globalValue/);
  });

  it('restricts in untrusted workspaces every setting a workspace can set, so its description holds', () => {
    const workspaceSettable = Object.entries(DECIDED).filter(([, d]) => d === 'restricted' || d === 'user').map(([k]) => `walletscope.${k}`).sort();
    assert.deepEqual([...untrusted.restrictedConfigurations].sort(), workspaceSettable);
    assert.match(untrusted.description, /reads none of its settings from that workspace/);
  });
});
