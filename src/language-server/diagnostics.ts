// Wrong EIP-55 checksums as warnings, published when a document opens and debounced after it changes; files over
// walletscope.maxFileSizeKb are skipped. The check, the message and which files get warnings are shared
// with VS Code (detect/checksumProblems.ts, core/checksumFixes.ts, core/documentPolicy.ts).
import type { Connection, Diagnostic, TextDocuments } from 'vscode-languageserver';
import { DiagnosticSeverity } from './protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CHECKSUM_CODE, CHECKSUM_DEBOUNCE_MS, checksumMessage, DIAGNOSTIC_SOURCE } from '../core/checksumWarning';
import { checksumWarningsApply } from '../core/documentPolicy';
import { findChecksumProblems } from '../detect';
import { factsOf } from './params';
import type { ServerState } from './state';

/** The warnings for a document's text as it is now: all of it, or the lines from `first` to `last` (an address is on one). */
export function checksumDiagnostics(document: TextDocument, state: ServerState, lines?: { first: number; last: number }): Diagnostic[] {
  if (!checksumWarningsApply(factsOf(document), state.settings)) return [];
  const range = lines && { start: { line: lines.first, character: 0 }, end: { line: lines.last + 1, character: 0 } };
  const from = range ? document.offsetAt(range.start) : 0;
  return findChecksumProblems(document.getText(range)).map((problem) => ({
    range: { start: document.positionAt(from + problem.start), end: document.positionAt(from + problem.end) },
    message: checksumMessage(problem.checksummed),
    severity: DiagnosticSeverity.Warning,
    source: DIAGNOSTIC_SOURCE,
    code: CHECKSUM_CODE,
  }));
}

/**
 * Checks documents on open and change (debounced: a typing burst is checked once) and clears them on close; `recheck`
 * after settings change. An opened text is new as a whole, not a burst: once the client's settings are in (so a
 * warning the user turned off never flashes), its warnings go out at once. (VS Code's host waits on open too: there a
 * document opens before its editor is visible, and only visible ones are checked.)
 */
export function registerDiagnostics(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState): { recheck(): void } {
  const timers = new Map<string, NodeJS.Timeout>();
  /** Publishes the document's warnings now, if a publish is waiting for it (none after a close). */
  const flush = (uri: string) => {
    const current = documents.get(uri);
    if (!current || !timers.has(uri)) return;
    clearTimeout(timers.get(uri));
    timers.delete(uri);
    void connection.sendDiagnostics({ uri, version: current.version, diagnostics: checksumDiagnostics(current, state) });
  };
  const schedule = (document: TextDocument) => {
    clearTimeout(timers.get(document.uri));
    timers.set(document.uri, setTimeout(() => flush(document.uri), CHECKSUM_DEBOUNCE_MS));
  };
  // After the open is handled (which scheduled a publish) and anything read with it.
  documents.onDidOpen(({ document }) => { if (state.configured) setImmediate(() => flush(document.uri)); });
  documents.onDidChangeContent((e) => schedule(e.document)); // fires on open too
  documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  connection.onShutdown(() => timers.forEach((t) => clearTimeout(t)));
  return { recheck: () => documents.all().forEach(schedule) };
}
