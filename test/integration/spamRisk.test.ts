// Spam and risk in the Wallets view and the hover, against the reference API's `mixed` wallet: one spam token
// the service filters, one it misses (a made-up $2,500), a honeypot and a 25% sell tax.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { hoverTextAt, ReferenceApi, requireEnv, waitFor, openDocument } from './helpers';
import { API_URL_ENV } from './result';
import { rows, rowsWhen, usd, views, type Row } from './treeReader';

const config = () => vscode.workspace.getConfiguration('walletscope');

async function mixedWallet(): Promise<Row> {
  const roots = await rowsWhen((await views()).walletTree, 'the Mixed row with data', (rs) => rs.some((r) => r.label === 'Mixed' && r.description.startsWith('$')));
  return roots.find((r) => r.label === 'Mixed')!;
}

describe('Spam and risk', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(async () => {
    await api.reset();
    await config().update('wallets', [{ address: WALLETS.mixed, label: 'Mixed' }], vscode.ConfigurationTarget.Global);
  });
  after(async () => {
    await config().update('spam', undefined, vscode.ConfigurationTarget.Global);
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
  });

  it('sets spam aside under one row, out of the total, asking the service to filter too', async () => {
    const wallet = await mixedWallet();
    const children = await rows((await views()).walletTree, wallet);
    const spam = children.find((r) => /spam token/.test(r.label));
    assert.equal(spam?.label, '1 spam token hidden ($2,500.00)');
    assert.ok(!children.some((r) => r.label.startsWith('USDCR')), 'not among the holdings');
    const hidden = await rows((await views()).walletTree, spam);
    assert.match(hidden[0]?.label ?? '', /^USDCR · \$ 2,500 USDC Reward$/);
    assert.match(hidden[0]?.tooltip ?? '', /Looks like spam: its name is a lure/);
    const honeypot = children.find((r) => r.label.startsWith('SMINU'));
    const counted = children.filter((r) => r !== honeypot && r !== spam && r.description.includes('$')).reduce((sum, r) => sum + usd(r.description.replace(/^[^·]*sell tax · /, '')), 0);
    assert.ok(Math.abs(usd(wallet.description) - counted) < 1, `${wallet.description} vs ${counted}: neither spam nor the honeypot counted`);
    assert.match(wallet.tooltip, /1 spam token hidden \(\$2,500\.00\), not in the total/);
    assert.match(wallet.tooltip, /Honeypots left out of the total: \$[\d,.]+/);
    const request = (await api.requests('/api/1/wallet/')).at(-1);
    assert.equal(request?.query.filterSpam, 'true');
  });

  it('flags the honeypot and the taxed token on their rows, and in the hover of their contracts', async () => {
    const children = await rows((await views()).walletTree, await mixedWallet());
    const honeypot = children.find((r) => r.label.startsWith('SMINU'));
    assert.match(honeypot?.description ?? '', /^Honeypot: it cannot be sold \(\+4 more\) · /);
    assert.match(honeypot?.tooltip ?? '', /^Risk: Honeypot/);
    assert.match(children.find((r) => r.label.startsWith('PAYINU'))?.description ?? '', /^25% sell tax · /);
    const SMINU = '0xa5DeF57FfbCFDdeef5467Cd8397B3965047c6713';
    const document = await openDocument(`token = "${SMINU}"`, 'python');
    const text = await waitFor('the hover with the risk', async () => {
      const t = await hoverTextAt(document.uri, new vscode.Position(0, 20));
      return t.includes('Risk') ? t : undefined;
    }, { timeoutMs: 15_000, intervalMs: 200 });
    // Escaped as markdown like any text (":" as an entity, parentheses and "+" with backslashes).
    assert.match(text, /\$\(warning\) \*\*Risk:\*\* Honeypot&#58; it cannot be sold \\\(\\\+4 more\\\)/);
  });

  it('lists spam with the rest and counts it when spam is shown, never the honeypot', async () => {
    await config().update('spam', 'show', vscode.ConfigurationTarget.Global);
    const wallet = await waitFor('the spam shown', async () => {
      const w = await mixedWallet();
      const children = await rows((await views()).walletTree, w);
      return children.some((r) => r.label.startsWith('UNICLAIM')) ? w : undefined;
    }, { timeoutMs: 15_000, intervalMs: 200 });
    assert.match(wallet.tooltip, /Includes 2 tokens that look like spam/);
    const request = (await api.requests('/api/1/wallet/')).at(-1);
    assert.equal(request?.query.filterSpam, undefined, 'the service is not asked to filter');
  });
});
