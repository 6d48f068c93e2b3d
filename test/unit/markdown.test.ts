import assert from 'node:assert/strict';
import { commandLink, escapeMarkdown, markdownImage, markdownLink } from '../../src/format/markdown';
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
});
