// Line and character of a check's offsets, without the document's table of every line start: an opened 1 MB file's
// warnings were placed with TextDocument.positionAt, whose first call builds that table in a JavaScript loop over each
// character (about 9 ms of the first check in a fresh process, against 1-2 for this; bench/languageServer.ts).
import type { Position } from 'vscode-languageserver';

const CR = 0x0d;

/**
 * positionAt for offsets in `text` asked in ascending order (as a check finds its problems): it jumps from one line end
 * to the next with indexOf. Undefined when a line of `text` ends in a lone '\r' (LSP counts it as a line end, and
 * indexOf('\n') would not see it); CRLF lines are placed right, as their '\r' is the line's last character.
 */
export function forwardPositions(text: string): ((offset: number) => Position) | undefined {
  if (/\r(?!\n)/.test(text)) return undefined;
  let line = 0;
  let lineStart = 0;
  let lineEnd = text.indexOf('\n');
  return (offset) => {
    if (offset < lineStart) [line, lineStart, lineEnd] = [0, 0, text.indexOf('\n')]; // not ascending: from the top
    const at = Math.max(0, Math.min(offset, text.length));
    while (lineEnd !== -1 && lineEnd < at) {
      line++;
      lineStart = lineEnd + 1;
      lineEnd = text.indexOf('\n', lineStart);
    }
    // As TextDocument does: an offset on the '\n' of a CRLF is placed before its '\r'.
    return { line, character: (at > lineStart && text.charCodeAt(at - 1) === CR ? at - 1 : at) - lineStart };
  };
}
