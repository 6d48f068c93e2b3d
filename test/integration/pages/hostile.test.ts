// A hostile service in a real extension host: every surface shows its payloads as text, and no link runs a
// command that is not Walletscope's. A sentinel command stands for what a payload link would run.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { HOSTILE_ERROR_QUERY, SENTINEL_COMMAND, WALLETS, type ReferenceServer } from '../../server/server';
import { BINANCE_14 } from '../../server/data/entities';
import { assetPanels, closeAllEditors } from '../assetPages';
import { globalSetting, hoverTextAt, setGlobalSetting, startOwnServer, waitFor, openDocument } from '../helpers';
import { rows, rowsWhen, views } from '../treeReader';

const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const config = () => vscode.workspace.getConfiguration('walletscope');

/** Quick pick labels draw no icon but the one of ours at their start (`ours`), and carry no hidden character. */
function assertPickText(labels: readonly string[], ours: RegExp): void {
  for (const label of labels) {
    assert.doesNotMatch(label.replace(ours, ''), /(?<!\\)\$\(|\u202E/, label);
    assert.doesNotMatch(label, HIDDEN);
  }
}

/** Targets of the links a hover's markdown renders (unescaped "](" only). */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/(?<!\\)\]\(([^)\s]+)/g)].map((m) => m[1]!);
}

describe('a hostile service', function () {
  this.timeout(60_000);
  let hostile: ReferenceServer;
  let configured: string | undefined;
  const ran: unknown[] = [];
  let sentinel: vscode.Disposable;

  before(async () => {
    sentinel = vscode.commands.registerCommand(SENTINEL_COMMAND, (...args: unknown[]) => { ran.push(args); });
    hostile = await startOwnServer({ hostile: true });
    configured = globalSetting<string>('apiBaseUrl');
    await setGlobalSetting('apiBaseUrl', hostile.url);
    await config().update('wallets', [{ address: WALLETS.mixed, label: 'Vitalik' }, { address: WALLETS.nftOnly, label: 'Collector' }], vscode.ConfigurationTarget.Global);
  });
  after(async () => {
    await closeAllEditors();
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    await setGlobalSetting('apiBaseUrl', configured);
    sentinel.dispose();
    await hostile.close();
    assert.deepEqual(ran, [], 'the sentinel command never ran');
  });

  it('hovers link only to Walletscope\'s commands, and following every link runs no other', async () => {
    const document = await openDocument(`const usdc = "${USDC}";\n`, 'typescript');
    await vscode.window.showTextDocument(document);
    const hovers = await waitFor('a hover with the hostile asset', async () => {
      const text = await hoverTextAt(document.uri, new vscode.Position(0, 20));
      return text.includes('Claim your airdrop') ? text : undefined;
    }, { timeoutMs: 20_000 });
    assert.doesNotMatch(hovers, HIDDEN);
    for (const target of linkTargets(hovers)) {
      if (target.startsWith('data:')) {
        // The one data: target is the sparkline the extension draws: an SVG of numbers, nothing from the service.
        const svg = Buffer.from(target.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
        assert.match(svg, /^<svg [^>]*><polyline [^>]*points="[\d., ]+"\/><\/svg>$/, `a data: target is only our sparkline: ${target.slice(0, 60)}`);
        continue;
      } else if (!target.startsWith('command:')) {
        assert.match(target, /^https:\/\/[^/]*(etherscan|basescan|arbiscan|bscscan|polygonscan|solscan|tronscan)/, `a plain link goes to a block explorer only: ${target}`);
        continue;
      }
      const [id, query] = target.slice('command:'.length).split('?') as [string, string | undefined];
      assert.match(id, /^walletscope\.(showAsset|copyText|addWallet)$/, target);
      if (id !== 'walletscope.addWallet') await vscode.commands.executeCommand(id, ...(query ? JSON.parse(decodeURIComponent(query)) as unknown[] : []));
    }
    // Open asset page passes the hostile chain name on; the service refuses it with its adversarial error page.
    const page = await waitFor('the asset page the hover opened', async () => (await assetPanels()).list().find((p) => p.asset === USDC && p.ready && p.status !== 'loading'), { timeoutMs: 20_000 });
    assert.ok(['loaded', 'error'].includes(page.status), page.status);
  });

  it('a name with markup in a hover is text: no link of its own, no hidden character, cut short', async () => {
    const document = await openDocument(`hot = ${BINANCE_14.address}\n`, 'typescript');
    const text = await waitFor('a hover with the hostile name', async () => {
      const t = await hoverTextAt(document.uri, new vscode.Position(0, 12));
      return t.includes('Claim your airdrop') ? t : undefined;
    }, { timeoutMs: 20_000 });
    const name = text.split('\n\n')[0]!;
    assert.doesNotMatch(text, HIDDEN);
    assert.deepEqual(linkTargets(name), [], `the name line links nowhere: ${name}`);
    assert.ok(name.length < 400, `cut short: ${name.length}`);
    for (const target of linkTargets(text)) assert.match(target, /^(command:walletscope\.(copyText|addWallet|lookUpHoldings)\?|https:\/\/etherscan\.io\/)/, target);
    assert.match(text, /`0x28C6c06298d514Db089934071355E5743bf21d60`/, 'the address is still shown');
  });

  it('tree rows and tooltips are visible, one-line text', async () => {
    await vscode.commands.executeCommand('walletscope.refreshWallets');
    const { walletTree, nftTree } = await views();
    const wallets = await rowsWhen(walletTree, 'the Vitalik wallet with a total', (rs) => rs.some((r) => r.label === 'Vitalik' && /\$/.test(r.description)));
    const children = await rows(walletTree, wallets.find((r) => r.label === 'Vitalik'));
    // Hostile names read as lures: they are set aside as spam, under their own row, still as text.
    const spam = children.find((r) => /spam tokens? hidden/.test(r.label));
    const holdings = [...children, ...(spam ? await rows(walletTree, spam) : [])];
    assert.ok(holdings.some((r) => r.label.includes('Claim your airdrop')), 'the payloads arrived, as text');
    for (const row of holdings) {
      assert.doesNotMatch(`${row.label}${row.description}`, /[\n\r]/);
      assert.doesNotMatch(`${row.label}${row.description}${row.tooltip}`, HIDDEN);
    }
    await vscode.commands.executeCommand('walletscope.refreshNfts');
    const collector = (await rowsWhen(nftTree, 'the Collector\'s NFTs', (rs) => rs.some((r) => r.label === 'Collector' && /NFTs/.test(r.description)))).find((r) => r.label === 'Collector');
    for (const collection of await rows(nftTree, collector)) {
      assert.doesNotMatch(`${collection.label}${collection.description}${collection.tooltip}`, HIDDEN);
      assert.doesNotMatch(collection.label, /\n/);
    }
  });

  it('search results and error lines draw no icon and carry no hidden character', async () => {
    const api = await assetPanels();
    await vscode.commands.executeCommand('walletscope.searchAssets', 'usd');
    const labels = await waitFor('hostile search results', () => {
      const items = api.searchItems();
      return items && items.some((l) => l.includes('Claim your airdrop')) ? items : undefined;
    }, { timeoutMs: 15_000 });
    assertPickText(labels, /^\$\((search|info|error|watch)\) /);
    await vscode.commands.executeCommand('walletscope.searchAssets', HOSTILE_ERROR_QUERY);
    const [line] = await waitFor('the error line', () => {
      const items = api.searchItems();
      return items?.length === 1 && items[0]!.startsWith('$(error)') ? items : undefined;
    }, { timeoutMs: 15_000 });
    assertPickText([line!], /^\$\(error\) /);
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  });

  it('Discover Tokens leaves out and counts rows whose names carry links, and an error page becomes a line of ours', async () => {
    const { discover } = (await assetPanels()) as unknown as { discover(): { title?: string; items: string[] } | undefined };
    const listed = (what: string, ready: (items: string[]) => boolean) => waitFor(what, () => {
      const items = discover()?.items;
      return items && ready(items) ? items : undefined;
    }, { timeoutMs: 15_000 });
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'trending', 'all');
    const items = await listed('the hostile list', (ls) => ls.some((l) => /\d+ spam hidden/.test(l)));
    assertPickText(items, /^\$\((info|eye-closed|warning)\) /);
    // A chain the service does not know: a 400, which hostile mode answers with its error page ($(error), bidi, a link).
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'losers', 'Nowhere');
    const [line] = await listed('the error line', (ls) => ls.length === 1 && ls[0]!.startsWith('$(error)'));
    assertPickText([line!], /^\$\(error\) /);
    assert.equal(line, '$(error) The service answered 400 (bad request).', 'nothing of the page reaches the line');
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  });
});
