// Every setting's scope, decided on purpose and written down here: what no workspace may choose (credits, requests,
// privacy: application), where requests go (machine), and what a trusted workspace may choose but an untrusted one's
// value is not read for (restricted). The manifest must say exactly this, and its words for untrusted workspaces must
// hold: every setting a workspace can set at all is restricted.
import assert from 'node:assert/strict';
import { capabilities, contributes } from '../../package.json';

const DECIDED: Readonly<Record<string, 'application' | 'machine' | 'restricted'>> = {
  // Spends credits or sends requests in the background, or guards privacy: the user's own choice in every workspace.
  plan: 'application', monthlyCredits: 'application', wallets: 'application', autoRefreshSeconds: 'application', cacheTtlSeconds: 'application', apiVersion: 'application',
  serviceCache: 'application', serviceStaleSeconds: 'application', statusBarTotal: 'application', livePrices: 'application',
  inlineInfo: 'application', 'privacy.hideAmounts': 'application', 'privacy.maskAddresses': 'application',
  // Where requests and links go: this computer's choice (a remote window reads the remote's).
  apiBaseUrl: 'machine', feedUrl: 'machine', ipfsGateway: 'machine', explorers: 'machine', remoteImages: 'machine',
  // A project may fairly choose these once trusted: timeouts, where hovers and warnings show, how rows are shown.
  requestTimeoutMs: 'restricted', 'hover.enabled': 'restricted', 'hover.excludedLanguages': 'restricted', maxFileSizeKb: 'restricted',
  checksumDiagnostics: 'restricted', smallBalanceThreshold: 'restricted', hideSmallBalances: 'restricted', spam: 'restricted', pnl: 'restricted',
  groupBy: 'restricted',
};

describe('settings scopes in the manifest', () => {
  const properties = contributes.configuration.properties as Record<string, { scope?: string }>;
  const untrusted = capabilities.untrustedWorkspaces;

  it('gives every setting the scope decided for it', () => {
    assert.deepEqual(Object.keys(properties).map((k) => k.slice('walletscope.'.length)).sort(), Object.keys(DECIDED).sort(), 'every setting is decided');
    for (const [key, decided] of Object.entries(DECIDED)) {
      const scope = properties[`walletscope.${key}`]!.scope ?? 'window';
      assert.equal(scope, decided === 'restricted' ? 'window' : decided, key);
    }
  });

  it('restricts in untrusted workspaces every setting a workspace can set, so its description holds', () => {
    const workspaceSettable = Object.entries(DECIDED).filter(([, d]) => d === 'restricted').map(([k]) => `walletscope.${k}`).sort();
    assert.deepEqual([...untrusted.restrictedConfigurations].sort(), workspaceSettable);
    assert.match(untrusted.description, /reads none of its settings from that workspace/);
  });
});
