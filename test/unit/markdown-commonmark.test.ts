// Other editors' hovers, read by a real CommonMark renderer (markdown-it, with GFM's tables, strikethrough and bare
// autolinks): every hostile string renders as one paragraph of exactly its own text, with no element in it, and
// ordinary names carry no escape at all ("fiat-backed", "BNB Smart Chain (BEP20)", "R&D").
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { escapeMarkdown } from '../../src/format/markdown';

interface Renderer { render(markdown: string): string }
const MarkdownIt = createRequire(__filename)('markdown-it') as new (options: object) => Renderer;
const md = new MarkdownIt({ html: true, linkify: true });
const commonmark = (text: string) => escapeMarkdown(text, undefined, 'commonmark');

/** The text a renderer shows for markdown that must be one paragraph of text and nothing else. */
function shownText(markdown: string): string {
  const html = md.render(markdown).trim();
  const inner = /^<p>([^<]*)<\/p>$/.exec(html);
  assert.ok(inner, `rendered as more than text: ${html}`);
  return inner[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

const HOSTILE = [
  '**bold** _em_ *em* __strong__ ~~gone~~ ~x~', '`code` ``more``', '[link](https://evil.example) ![img](https://evil.example/x.png)',
  '[ref]: https://evil.example', '<img src=x onerror=alert(1)> <b>b</b> <!-- c --> <https://auto.example> <a@b.example>',
  'https://claim-airdrop.example/now www.claim.example support@claim-airdrop.example mailto:a@b.example',
  'R&D &amp; &#58; &#x3A; &copy; & ;', '\\\\ \\* \\_ trailing\\\\', '# heading', '> quote', '- item', '+ item', '* item', '1. one', '2) two',
  '=== setext', '--- rule', '    indented code', '| a | b |', 'a\n---', 'line\nbreak  \nhard', '$(verified-filled) $(x)', '[^1] footnote',
  'x'.repeat(2000),
];

describe('markdown for other editors (CommonMark)', () => {
  it('shows each hostile string as its own text, in one paragraph with no element', () => {
    for (const text of HOSTILE) {
      const escaped = commonmark(text);
      const expected = text.slice(0, 1000).replace(/\s+/g, ' ').trim();
      assert.equal(shownText(escaped).trim(), expected, `${JSON.stringify(text)} → ${JSON.stringify(escaped)}`);
    }
  });

  it('leaves ordinary names as they are: no escape where no markup could start', () => {
    for (const text of ['fiat-backed', 'BNB Smart Chain (BEP20)', 'R&D', 'Wrapped Ether (WETH) · 1.5% fee: 0.3 ETH', 'Tags: DeFi, Layer 2 (L2)', 'Avalanche C-Chain', '$(verified-filled)']) {
      assert.equal(commonmark(text), text);
    }
  });
});
