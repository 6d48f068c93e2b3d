// The asset page's HTML and element tree: hostile values in every field stay text, links never reach an href,
// and the document carries a strict CSP with one nonce'd script.
import assert from 'node:assert/strict';
import type { Asset, Holding } from '../../src/api/types';
import { buildPageHtml } from '../../src/asset/html';
import { contentSecurityPolicy, newNonce } from '../../src/format/html';
import { buildAssetView } from '../../src/asset/model';
import { renderPage } from '../../src/asset/pageView';
import type { PageState } from '../../src/asset/protocol';
import { ATTRIBUTES, TAGS, textOf, toHtml, type ViewElement, type ViewNode } from '../../src/asset/view';

const SCRIPT = '<script>alert(1)</script>';
const HANDLER = '"><img src=x onerror=alert(1)>';
const SINGLE = "' onmouseover='alert(1)";

const hostile: Asset = {
  id: 1, name: SCRIPT, symbol: HANDLER, logo: 'javascript:alert(1)',
  contracts: [
    { address: SCRIPT, blockchain: HANDLER },
    { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', blockchain: 'Ethereum' },
    { address: SINGLE, blockchain: 'Ethereum' },
  ],
  blockchains: ['Ethereum'], price: 1, marketCap: 1e9, liquidity: 1e6, volume: 1e7,
  description: `<img src=x onerror=alert(1)>Hello ${SCRIPT} &amp; <b>bold</b> <a href="javascript:alert(1)">click</a>`,
  website: 'javascript:alert(1)', twitter: 'command:workbench.action.terminal.new', discord: 'data:text/html,<script>alert(1)</script>',
  chat: 'https://chat.example/"><script>alert(1)</script>', kyc: 'file:///etc/passwd', audit: 'vbscript:msgbox(1)',
  totalSupply: 1e9, circulatingSupply: 9e8, maxSupply: undefined,
  circulatingSupplyAddresses: [SCRIPT, HANDLER, SINGLE], totalSupplyContracts: [], rank: 1, telegram: undefined, tags: [], listedAt: undefined, exchanges: [], investors: [], distribution: [], unlocks: [],
};

const holding = (label: string): { label: string; holdings: Holding[] } => ({
  label,
  holdings: [{
    asset: { id: 1, name: SCRIPT, symbol: HANDLER, logo: undefined, contracts: [], blockchains: [] },
    price: 1, tokenBalance: 12.5, usdValue: 12.5, allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined,
    realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [{ chain: SCRIPT, chainId: undefined, tokenBalance: 12.5, address: undefined }],
  }],
});

const hostileState: PageState = {
  status: 'loaded', query: SCRIPT, blockchain: HANDLER, refreshing: false, warning: SCRIPT,
  asset: buildAssetView(hostile, [holding(SCRIPT), holding(HANDLER)], Date.UTC(2025, 0, 1, 12, 0, 0)),
};

function elements(node: ViewNode): ViewElement[] {
  return typeof node === 'string' ? [] : [node, ...node.children.flatMap(elements)];
}

/** The document the extension builds (hostile title and query) with the page's drawing of `state` in its main element. */
function pageHtml(state: PageState, title = SCRIPT): string {
  const doc = buildPageHtml({
    cspSource: 'https://*.vscode-cdn.net', nonce: 'n0nce-ABC_123', title, query: SCRIPT, blockchain: HANDLER,
    scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/asset.js', styleUris: ['https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/asset.css'],
  });
  return doc.replace(/(<main id="root"[^>]*>)[\s\S]*<\/main>/, (_, main: string) => `${main}${toHtml(renderPage(state))}</main>`);
}

describe('asset page HTML', () => {
  it('keeps hostile values in every field as text', () => {
    const html = pageHtml(hostileState);
    const body = html.slice(html.indexOf('<body>'));
    assert.equal((html.match(/<script\b/g) ?? []).length, 1, 'only the page script');
    assert.match(html, /<script type="module" nonce="n0nce-ABC_123" src="[^"]+asset\.js"><\/script>/);
    // Values are escaped, so no quote ends an attribute early: this reads every tag and attribute exactly.
    const openTags = [...body.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*>/g)];
    const closeTags = body.match(/<\/[a-z0-9]+>/g) ?? [];
    assert.equal(openTags.length + closeTags.length, (body.match(/</g) ?? []).length, 'every < starts a tag the page made');
    const attributeNames = openTags.flatMap((m) => [...m[2]!.matchAll(/\s([a-z-]+)="/g)].map((a) => a[1]!));
    for (const name of attributeNames) assert.ok((ATTRIBUTES as readonly string[]).includes(name) || ['nonce', 'src', 'data-query', 'data-blockchain'].includes(name), `attribute ${name}`);
    assert.ok(!attributeNames.some((name) => /^on|^(href|style|action|formaction)$/.test(name)), 'no handler, link, inline style or form');
    assert.doesNotMatch(html, /javascript:|vbscript:|command:|data:text|file:\/\//i, 'no dangerous URL anywhere');
    assert.ok(body.includes('&#60;script&#62;alert(1)&#60;/script&#62;'), 'script tags shown as text');
    assert.ok(body.includes('&#34;&#62;&#60;img src=x onerror=alert(1)&#62;'), 'attribute breakers shown as text');
    assert.ok(body.includes('&#39; onmouseover=&#39;alert(1)'), 'single quotes escaped');
    for (const tag of openTags.map((m) => m[1]!)) assert.ok((TAGS as readonly string[]).includes(tag) || tag === 'script' || tag === 'body', `unexpected <${tag}>`);
    assert.ok(html.includes('<title>&#60;script&#62;alert(1)&#60;/script&#62;</title>'));
  });

  it('paints the loading state first, hostile query included, as text', () => {
    const html = buildPageHtml({
      cspSource: 'https://*.vscode-cdn.net', nonce: 'abc', title: SCRIPT, query: SCRIPT, blockchain: HANDLER, scriptUri: 'https://x/asset.js', styleUris: ['https://x/asset.css'],
    });
    const body = html.slice(html.indexOf('<body>'));
    assert.ok(body.includes('<p>Loading &#60;script&#62;alert(1)&#60;/script&#62; on &#34;&#62;&#60;img src=x onerror=alert(1)&#62;…</p>'));
    const tags = body.match(/<\/?[a-z]+/g) ?? [];
    assert.ok(body.includes('<main id="root" data-query="&#60;script&#62;alert(1)&#60;/script&#62;" data-blockchain="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;">'));
    assert.deepEqual(tags, ['<body', '<main', '<div', '<div', '</div', '<p', '</p', '</div', '</main', '<div', '</div', '<script', '</script', '</body', '</html']);
  });

  it('builds the tree from allow-listed attributes only, with https images and http(s) links', () => {
    const all = elements(renderPage(hostileState));
    for (const element of all) {
      for (const name of Object.keys(element.attrs)) assert.ok((ATTRIBUTES as readonly string[]).includes(name), `attribute ${name}`);
      assert.ok(!element.attrs.src || element.attrs.src.startsWith('https://'), `src ${element.attrs.src}`);
      if (element.attrs['data-url'] !== undefined) assert.match(element.attrs['data-url'], /^https?:\/\//);
    }
    assert.equal(all.filter((e) => e.tag === 'img').length, 0, 'a javascript: logo is dropped');
    const links = all.filter((e) => e.attrs['data-action'] === 'open').map((e) => e.attrs['data-url']);
    assert.deepEqual(links, [
      'https://etherscan.io/token/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      'https://chat.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    ], 'only the explorer link of the real address and the https chat link');
    assert.ok(all.every((e) => e.tag !== 'button' || e.attrs.type === 'button'));
  });

  it('shows the description as plain text, tags removed', () => {
    assert.equal(hostileState.status === 'loaded' && hostileState.asset.description, 'Hello & bold click');
  });

  it('leaves unknown tags, unknown attributes and non-https images out when serialising', () => {
    const forged = { tag: 'div', attrs: { onclick: 'alert(1)', href: 'javascript:x', style: 'x', class: 'ok' }, children: [
      { tag: 'script', attrs: {}, children: ['alert(1)'] },
      { tag: 'img', attrs: { src: 'http://tracker.example/x.png' }, children: [] },
      { tag: 'img', attrs: { src: 'https://logo.example/x.png', alt: '' }, children: [] },
    ] } as unknown as ViewElement;
    assert.equal(toHtml(forged), '<div class="ok"><img><img src="https://logo.example/x.png" alt=""></div>');
  });

  it('has a strict Content Security Policy and a fresh nonce each time', () => {
    const csp = contentSecurityPolicy('https://*.vscode-cdn.net', 'abc');
    assert.match(csp, /^default-src 'none'; /);
    assert.match(csp, /script-src 'nonce-abc'/);
    assert.match(csp, /img-src https:\/\/\*\.vscode-cdn\.net https:(;|$)/);
    assert.match(csp, /style-src https:\/\/\*\.vscode-cdn\.net(;|$)/);
    assert.doesNotMatch(csp, /unsafe-(inline|eval)|\*;|http:/);
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    assert.equal(nonces.size, 50);
    for (const nonce of nonces) assert.match(nonce, /^[A-Za-z0-9_-]{22}$/);
    assert.ok(pageHtml({ status: 'loading', query: 'x' }).includes(`content="${csp.replace('abc', 'n0nce-ABC_123').replace(/'/g, '&#39;')}"`));
  });

  it('designs the loading, not-found and error states, each with text and, where useful, a retry', () => {
    const text = (state: PageState) => textOf(renderPage(state)).replace(/\s+/g, ' ');
    assert.equal(text({ status: 'loading', query: 'USDC', blockchain: 'Base' }), 'Loading USDC on Base…');
    assert.match(text({ status: 'not-found', query: 'NOPE' }), /^Asset not found.*“NOPE”.*Try Again$/);
    const retryAt = Date.UTC(2025, 0, 1, 12, 1, 0);
    const limited = renderPage({ status: 'error', query: 'USDC', message: 'The service is rate limiting requests; try again in 60 s.', retryAt });
    assert.match(textOf(limited), /^Could not load USDCThe service is rate limiting requests; try again in 60 s\.You can try again at .+\.Retry$/);
    assert.ok(elements(limited).some((e) => e.tag === 'time' && e.attrs.datetime === '2025-01-01T12:01:00.000Z'));
    assert.ok(elements(limited).some((e) => e.tag === 'button' && e.attrs['data-action'] === 'refresh'));
    assert.equal(limited.attrs.role, 'alert');
  });

  it('shows a refresh in progress and a failed refresh over the earlier data', () => {
    const state = { ...hostileState, refreshing: true } as PageState;
    const refresh = elements(renderPage(state)).find((e) => e.attrs['data-action'] === 'refresh');
    assert.equal(refresh?.attrs['aria-busy'], 'true');
    assert.equal(textOf(refresh!), 'Refreshing…');
    assert.match(textOf(renderPage(hostileState)), /Showing earlier data: <script>/);
  });
});
