// The check's own positionAt (positions.ts) places every offset where the document's would, for ascending offsets and
// for offsets out of order, in LF and CRLF text; a text with a lone CR is left to the document.
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { forwardPositions } from '../../src/language-server/positions';

function placesLikeTheDocument(text: string, offsets: number[]): void {
  const document = TextDocument.create('file:///t.sol', 'solidity', 1, text);
  const positionAt = forwardPositions(text);
  assert.ok(positionAt, 'placed');
  for (const offset of offsets) assert.deepEqual(positionAt(offset), document.positionAt(offset), `offset ${offset} of ${JSON.stringify(text)}`);
}

describe('language server warning positions', () => {
  const lines = ['address a = 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48;', '', 'x', '  y = 0x1;', ''];
  const every = (text: string) => Array.from({ length: text.length + 3 }, (_, i) => i - 1);

  it('places every offset of LF text as the document does, in order', () => {
    const text = lines.join('\n');
    placesLikeTheDocument(text, every(text));
  });

  it('places every offset of CRLF text as the document does, the CR of a line end included', () => {
    const text = lines.join('\r\n');
    placesLikeTheDocument(text, every(text));
  });

  it('places offsets out of order too', () => {
    const text = lines.join('\n');
    placesLikeTheDocument(text, [40, 3, 58, 0, 70, 12, text.length, 5]);
  });

  it('leaves a text with a lone CR to the document', () => {
    assert.equal(forwardPositions('a\rb\nc'), undefined);
    assert.equal(forwardPositions('a\r\nb\r'), undefined);
    assert.ok(forwardPositions('a\r\nb\r\n'));
  });
});
