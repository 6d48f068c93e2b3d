// Wrong EIP-55 checksums as warnings, published when a document opens and debounced after it changes; files over
// walletscope.maxFileSizeKb are skipped. The check, the message and which files get warnings are shared
// with VS Code (detect/checksumProblems.ts, core/checksumWarning.ts, core/documentPolicy.ts).
import type { Connection, Diagnostic, Position, TextDocuments } from 'vscode-languageserver';
import { DiagnosticSeverity } from './protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CHECKSUM_CODE, CHECKSUM_DEBOUNCE_MS, checksumMessage, DIAGNOSTIC_SOURCE } from '../core/checksumWarning';
import { checksumWarningsApply } from '../core/documentPolicy';
import { findChecksumProblems } from '../detect';
import { factsOf } from './params';
import { forwardPositions } from './positions';
import type { ServerState } from './state';

/** The warnings for a document's text as it is now: all of it, or the lines from `first` to `last` (an address is on one). */
export function checksumDiagnostics(document: TextDocument, state: ServerState, lines?: { first: number; last: number }): Diagnostic[] {
  if (!checksumWarningsApply(factsOf(document), state.settings)) return [];
  if (!lines) {
    const text = document.getText();
    return warnings(text, forwardPositions(text) ?? ((offset) => document.positionAt(offset)));
  }
  const range = { start: { line: lines.first, character: 0 }, end: { line: lines.last + 1, character: 0 } };
  const from = document.offsetAt(range.start);
  return warnings(document.getText(range), (offset) => document.positionAt(from + offset));
}

/** Places offsets in `text` (positions.ts), or with a document of its own when a line of it ends in a lone CR. */
function positionsIn(text: string): (offset: number) => Position {
  const forward = forwardPositions(text);
  if (forward) return forward;
  const document = TextDocument.create('', 'plaintext', 0, text);
  return (offset) => document.positionAt(offset);
}

/** An opened text longer than this is checked in two steps: its first lines (what an editor shows on open), then all. */
export const FIRST_LINES_CHARS = 32 * 1024;

/**
 * The warnings of an opened document's first lines (up to the last line end within FIRST_LINES_CHARS), or undefined when
 * it is short enough to check whole at once. Positions come from those lines alone: the whole text's line table is not
 * built for them (an address is on one line, so none is cut).
 */
function firstLinesDiagnostics(document: TextDocument, state: ServerState): Diagnostic[] | undefined {
  if (!checksumWarningsApply(factsOf(document), state.settings)) return undefined; // nothing to publish early
  const text = document.getText();
  const cut = text.length > FIRST_LINES_CHARS ? text.lastIndexOf('\n', FIRST_LINES_CHARS) : -1;
  if (cut <= 0) return undefined;
  const firstLines = text.slice(0, cut);
  return warnings(firstLines, positionsIn(firstLines));
}

/** One warning per checksum problem in `text`, placed by `positionAt` (offsets in `text`). */
function warnings(text: string, positionAt: (offset: number) => Position): Diagnostic[] {
  return findChecksumProblems(text).map((problem) => ({
    range: { start: positionAt(problem.start), end: positionAt(problem.end) },
    message: checksumMessage(problem.checksummed),
    severity: DiagnosticSeverity.Warning,
    source: DIAGNOSTIC_SOURCE,
    code: CHECKSUM_CODE,
  }));
}

/**
 * Checks documents on open and change (debounced: a typing burst is checked once) and clears them on close; `recheck`
 * after settings change. An opened text is new as a whole, not a burst: once the client's settings are in (so a
 * warning the user turned off never flashes), its warnings go out at once, a long text's first lines' first (in a fresh
 * process the whole 1 MB's warnings reach the editor about 30 ms after its first 32 KB's: bench/languageServer.ts). (VS Code's host waits
 * on open too: there a document opens before its editor is visible, and only visible ones are checked.)
 */
export function registerDiagnostics(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState): { recheck(): void; stop(): void } {
  const timers = new Map<string, NodeJS.Timeout>();
  /** Opened documents whose warnings were not published yet (at start, until the client's settings are in). */
  const unshown = new Set<string>();
  /**
   * Publishes the document's warnings now, if a publish is waiting for it (none after a close). A text with no warnings
   * shown yet may have its first lines' go first, when there are any; the rest follows once they are sent (an edit or
   * a close before then replaces or cancels it). Later all go at once: a partial set would hide warnings below.
   */
  const flush = (uri: string) => {
    const current = documents.get(uri);
    if (!current || !timers.has(uri)) return;
    clearTimeout(timers.get(uri));
    timers.delete(uri);
    const first = unshown.delete(uri) ? firstLinesDiagnostics(current, state) : undefined;
    const early = first !== undefined && first.length > 0;
    void connection.sendDiagnostics({ uri, version: current.version, diagnostics: early ? first : checksumDiagnostics(current, state) });
    if (early) timers.set(uri, setTimeout(() => flush(uri), 0));
  };
  const schedule = (document: TextDocument) => {
    clearTimeout(timers.get(document.uri));
    timers.set(document.uri, setTimeout(() => flush(document.uri), CHECKSUM_DEBOUNCE_MS));
  };
  // After the open is handled (which scheduled a publish) and anything read with it.
  documents.onDidOpen(({ document }) => {
    unshown.add(document.uri);
    if (state.configured) setImmediate(() => flush(document.uri));
  });
  documents.onDidChangeContent((e) => schedule(e.document)); // fires on open too
  documents.onDidClose((e) => {
    unshown.delete(e.document.uri);
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  return { recheck: () => documents.all().forEach(schedule), stop: () => timers.forEach((t) => clearTimeout(t)) };
}
