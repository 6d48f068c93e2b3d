// Characters that draw nothing or reorder what is drawn (every bidi control and default-ignorable code point) never
// reach a surface, raw or as HTML entities; and an asset page's tab title is a label like any other.
import assert from 'node:assert/strict';
import { htmlToText } from '../../src/api/transport/htmlText';
import { panelTitle } from '../../src/asset/query';
import { escapeMarkdown } from '../../src/format/markdown';
import { safeIconLabel, safeLabel, safeNotificationText, safePlainText, safeTabTitle, safeTooltip, stripHidden } from '../../src/format/safeText';

/** The ones a review found missing, and the rest of both classes by range. */
const HIDDEN = [
  0x061c, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x00ad, 0x180e, 0x034f, 0x115f, 0x1160, 0x3164, 0xffa0, 0xe0001, 0xe0041, 0xe007f,
  0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff, 0xfe0f, 0x17b4, 0x1d173,
];

const SURFACES: ReadonlyArray<readonly [string, (text: string) => string]> = [
  ['tree item / webview text', (t) => safeLabel(t)],
  ['tooltip', (t) => safeTooltip(t)],
  ['quick pick / status bar', (t) => safeIconLabel(t)],
  ['notification', (t) => safeNotificationText(t)],
  ['tab title', (t) => safeTabTitle(t)],
  ['VS Code markdown', (t) => escapeMarkdown(t)],
  ['other editors\' markdown', (t) => escapeMarkdown(t, undefined, 'commonmark')],
  ['other editors\' plain text', (t) => safePlainText(t)],
  ['a description\'s text', (t) => stripHidden(htmlToText(t, { keepParagraphs: true, maxInputChars: 10_000 }))],
];

describe('hidden characters', () => {
  for (const code of HIDDEN) {
    const char = String.fromCodePoint(code);
    it(`drops U+${code.toString(16).toUpperCase().padStart(4, '0')} on every surface, raw and as an HTML entity`, () => {
      for (const [surface, make] of SURFACES) {
        for (const text of [`US${char}DC`, `US&#x${code.toString(16)};DC`, `US&#${code};DC`]) {
          const shown = make(surface === 'a description\'s text' ? text : htmlToText(text, { keepParagraphs: false, maxInputChars: 1000 }));
          assert.ok(!shown.includes(char), `${surface}: ${JSON.stringify(shown)}`);
          assert.match(shown, /US(\\)?DC/, `${surface}: ${JSON.stringify(shown)}`);
        }
      }
    });
  }

  it('titles an asset page with a label: 5,010 characters starting with a right-to-left override read as a short title', () => {
    const symbol = `\u202E${'A'.repeat(5009)}`;
    const title = panelTitle(symbol);
    assert.ok(!title.includes('\u202E'));
    assert.ok(title.length <= 40, `${title.length} characters`);
    assert.equal(panelTitle('\u202E\u200B'), '…', 'nothing visible still titles the tab');
    assert.equal(panelTitle('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), '0xA0b8…eB48');
  });
});
