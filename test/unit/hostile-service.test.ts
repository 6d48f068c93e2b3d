// The reference server in hostile mode: attack payloads in every visible string, adversarial descriptions and
// error pages. Every answer still parses, and everything each surface builds from it shows the payloads as
// text: no foreign command link, no theme icon, no hidden character, no markup, and no handler over 100 ms.
import assert from 'node:assert/strict';
import { buildAssetView, searchItemText } from '../../src/asset/model';
import { renderPage } from '../../src/asset/pageView';
import { assetViewSchema } from '../../src/asset/protocol';
import { toHtml } from '../../src/asset/view';
import { holdingText } from '../../src/format/holdingText';
import { assetHover, hoverError, HOVER_COMMANDS } from '../../src/format/hoverContent';
import { safeIconLabel, safeLabel, safeNotificationText, safeTooltip } from '../../src/format/safeText';
import { describeError } from '../../src/api/transport/errors';
import { groupNfts } from '../../src/wallets/model';
import { HOSTILE_ERROR_QUERY, SENTINEL_COMMAND, WALLETS } from '../server/server';
import { startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';
import { nowMs } from '../../src/core/clock';

const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const LINK_TARGETS = /(?<!\\)\]\((command:[^)\s]*|[a-z]+:[^)\s]*)/g;

/** Command ids of the links markdown would render; only ours may be there. */
function commandLinks(markdown: string): string[] {
  return [...markdown.matchAll(LINK_TARGETS)].map((m) => m[1]!).filter((t) => t.startsWith('command:')).map((t) => t.slice(8).split('?')[0]!);
}

function timed<T>(what: string, run: () => T, budgetMs = 100): T {
  const started = performance.now();
  const result = run();
  const ms = performance.now() - started;
  assert.ok(ms < budgetMs, `${what} took ${ms.toFixed(1)} ms`);
  return result;
}

describe('a hostile service', function () {
  this.timeout(20_000);
  let h: Harness;
  before(async () => { h = await startHarness({ hostile: true }); });
  after(async () => { await h.server.close(); });

  it('hovers show names, links and descriptions as text and link only to Walletscope\'s commands', async () => {
    for (const query of ['USDC', 'ARB', 'PEPE']) {
      const asset = (await h.client.getAssetMetadata(query))!;
      assert.ok(asset.name.includes(SENTINEL_COMMAND), 'the payload arrived');
      const md = timed('a hover', () => assetHover(asset, { address: asset.contracts[0]?.address ?? '0x0000000000000000000000000000000000000000' }));
      assert.deepEqual([...new Set(commandLinks(md))].filter((c) => !(HOVER_COMMANDS as readonly string[]).includes(c)), []);
      assert.doesNotMatch(md, /javascript:|tracker\.example|<img|(?<!\\\\)\$\(verified|\n#/);
      assert.doesNotMatch(md, HIDDEN);
      assert.doesNotMatch(md, /https:\/\/claim-airdrop/, 'no autolink');
      assert.doesNotMatch(md, /support@claim/, 'no e-mail autolink');
    }
  });

  it('plain-text hovers (other editors that declare no markdown) show the same payloads as visible text on short lines', async () => {
    for (const query of ['USDC', 'ARB', 'PEPE']) {
      const asset = (await h.client.getAssetMetadata(query))!;
      const plain = timed('a plain-text hover', () => assetHover(asset, { address: asset.contracts[0]?.address ?? '0x0000000000000000000000000000000000000000', links: 'text' }));
      assert.ok(plain.includes(SENTINEL_COMMAND), 'the payload shows as text');
      assert.doesNotMatch(plain, HIDDEN);
      assert.doesNotMatch(plain, /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/, 'no control character reaches a terminal'); // eslint-disable-line no-control-regex
      assert.doesNotMatch(plain, /javascript:|tracker\.example/);
      assert.deepEqual(plain.split('\n').filter((line) => [...line].length > 80 && !/https?:\/\/\S+$/.test(line)), []);
    }
  });

  it('the asset page gets text only, within its protocol, quickly, whatever the description', async () => {
    const asset = (await h.client.getAssetMetadata('ARB'))!;
    assert.ok((asset.description?.length ?? 0) > 200_000, 'the adversarial description arrived');
    const view = timed('building the page view', () => buildAssetView(asset, [{ label: `Main ${SENTINEL_COMMAND}\u202E`, holdings: [] }], nowMs()));
    assert.ok(assetViewSchema.safeParse(view).success);
    assert.ok(view.mixedScripts, 'the look-alike symbol is flagged');
    assert.deepEqual(view.links, [], 'no command:, javascript: or tracker link');
    assert.equal(view.logo, undefined);
    const html = toHtml(renderPage({ status: 'loaded', query: 'ARB', refreshing: false, asset: view }));
    assert.doesNotMatch(html, /<img|<script|href=|\u202E/);
  });

  it('tree rows, quick picks, notifications and the status bar get visible, one-line, icon-free text', async () => {
    const portfolio = await h.client.getPortfolio(WALLETS.mixed);
    for (const holding of portfolio.holdings) {
      const text = holdingText(holding);
      for (const label of [safeLabel(text.label), safeLabel(text.description)]) assert.doesNotMatch(label, /[\n\r]|[\u200B-\u200F\u202A-\u202E]/);
      assert.doesNotMatch(safeTooltip(text.tooltip), HIDDEN);
    }
    for (const hit of await searchAssets(h.client, 'usd')) {
      const text = searchItemText(hit);
      assert.doesNotMatch(safeIconLabel(text.label), /(?<!\\)\$\(/, 'no theme icon in a quick pick');
    }
    const error = await searchAssets(h.client, HOSTILE_ERROR_QUERY).then(() => undefined, (e: unknown) => e);
    assert.ok(error, 'the hostile error page came back as an error');
    const message = timed('reading the error page', () => describeError(error));
    const notification = safeNotificationText(message);
    assert.doesNotMatch(notification, /\[[^\]]*\]\(/, 'no link in a notification');
    assert.doesNotMatch(notification, /(?<!\\)\$\(|\u202E/);
    assert.doesNotMatch(hoverError(message), new RegExp(`\\]\\(command:${SENTINEL_COMMAND}`));
  });

  it('NFTs group quickly and keep their hostile text for the surfaces to neutralise', async () => {
    const page = await h.client.getNfts(WALLETS.whale);
    const collections = timed('grouping NFTs', () => groupNfts(page.nfts));
    assert.ok(collections.length > 0);
    for (const c of collections) assert.doesNotMatch(safeLabel(c.name), /[\n\u202E]/);
    assert.ok(page.nfts.every((n) => !n.tokenUri || /^(command:|javascript:|https:\/\/tracker)/.test(n.tokenUri)), 'token URIs carry the payloads');
  });
});
