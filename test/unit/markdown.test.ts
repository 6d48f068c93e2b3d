import assert from 'node:assert/strict';
import { commandLink, escapeMarkdown, markdownCode, markdownImage, markdownLink } from '../../src/format/markdown';
import { safeHttpUrl } from '../../src/format/url';

describe('markdown escaping', () => {
  it('shows hostile names as text: no links, commands, images or HTML', () => {
    const name = '[x](command:workbench.action.terminal.new) <img src=x onerror=alert(1)> **bold** `code` ![i](https://e/x.png)';
    const escaped = escapeMarkdown(name);
    assert.doesNotMatch(escaped, /(?<!\\)\[/, 'every [ is escaped');
    assert.doesNotMatch(escaped, /(?<!\\)\(/, 'every ( is escaped');
    assert.doesNotMatch(escaped, /</, 'no raw <');
    assert.doesNotMatch(escaped, /(?<!\\)[*`!]/, 'no raw emphasis, code or image marks');
    assert.match(escaped, /&lt;img src=x onerror=alert\\\(1\\\)&gt;/);
  });

  it('keeps everything on one line', () => {
    assert.equal(escapeMarkdown('a\n# heading\r\n- item'), 'a \\# heading \\- item');
  });

  it('builds links only from http(s) URLs', () => {
    assert.equal(markdownLink('Site', 'https://www.circle.com'), '[Site](https://www.circle.com/)');
    assert.equal(markdownLink('x', 'javascript:alert(1)'), undefined);
    assert.equal(markdownLink('x', 'command:workbench.action.terminal.new'), undefined);
    assert.equal(markdownLink('x', 'data:text/html,<b>'), undefined);
    assert.equal(markdownLink('x', 'not a url'), undefined);
    assert.equal(safeHttpUrl('  http://a.b/c  '), 'http://a.b/c');
  });

  it('keeps a URL with parentheses or quotes inside its link', () => {
    assert.equal(markdownLink('Docs', 'https://e.com/a(b) "c"'), '[Docs](https://e.com/a%28b%29%20%22c%22)');
  });

  it('encodes command arguments so they cannot break out of the link', () => {
    const link = commandLink('Open', 'walletscope.showAsset', ['0xabc) [evil](command:x', 'Ethereum']);
    assert.match(link, /^\[Open\]\(command:walletscope\.showAsset\?%5B%220xabc%29/);
    assert.equal(link.split('](').length, 2);
    assert.doesNotMatch(link.slice(link.indexOf('?'), link.lastIndexOf(' "')), /[()\s]/, 'nothing in the target can end it');
    assert.deepEqual(JSON.parse(decodeURIComponent(link.slice(link.indexOf('?') + 1, link.lastIndexOf(' "')))), ['0xabc) [evil](command:x', 'Ethereum']);
  });

  it('shows only https images, with a size hint', () => {
    assert.equal(markdownImage('https://cdn.example/usdc.png', 16), '![](https://cdn.example/usdc.png|width=16,height=16)');
    assert.equal(markdownImage('http://cdn.example/usdc.png', 16), undefined);
    assert.equal(markdownImage('javascript:alert(1)', 16), undefined);
  });

  it('breaks autolinks with entities for VS Code, with backslashes only where markup could start for other editors', () => {
    const text = 'mail a@b.example: https://c.example & more';
    assert.equal(escapeMarkdown(text), 'mail a&#64;b\\.example&#58; https&#58;//c\\.example &amp; more');
    assert.equal(escapeMarkdown(text, undefined, 'commonmark'), 'mail a\\@b.example: https\\://c.example & more');
    assert.equal(markdownLink('Scan: @x', 'https://s.example', 'commonmark'), '[Scan: @x](https://s.example/)');
  });

  it('draws no theme icon, autolink, hidden character or image size from service text', () => {
    assert.equal(escapeMarkdown('$(verified-filled) USD Coin'), '\\\\$\\(verified\\-filled\\) USD Coin', 'the escape VS Code itself gives icons');
    assert.doesNotMatch(escapeMarkdown('Visit https://claim.example now or www.claim.example or a@b.example'), /https:\/\/|www\.|@/);
    assert.equal(escapeMarkdown('US\u202E\u200BDC'), 'USDC');
    assert.equal(escapeMarkdown('x'.repeat(5_000_000)).length, 1000, 'clipped before escaping');
    assert.equal(markdownImage('https://cdn.example/a.png|width=2000,height=2000', 16), '![](https://cdn.example/a.png%7Cwidth=2000,height=2000|width=16,height=16)');
  });

  it('keeps a code span to one line without backticks', () => {
    assert.equal(markdownCode('0xab`\n# Heading\u202E'), '`0xab # Heading`');
  });
});
