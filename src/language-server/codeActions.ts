// Quick fixes for checksum warnings: the checksummed address (preferred) or the lower-case one. The
// titles and replacement texts are VS Code's, and so is the check that the text is still an address
// (core/checksumFixes.ts). A client that sends the range without our diagnostics (some do) gets the fixes for the
// checksum problems found in that range.
import type { CodeAction, Connection, Diagnostic, Position, Range, TextDocuments } from 'vscode-languageserver';
import { CodeActionKind, TextEdit } from './protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { checksumFixes } from '../core/checksumFixes';
import { CHECKSUM_CODE } from '../core/checksumWarning';
import { isRecord } from '../core/settings';
import { checksumDiagnostics } from './diagnostics';
import { documentOf, invalidParams, rangeOf } from './params';
import type { ServerState } from './state';

export function registerCodeActions(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState): void {
  connection.onCodeAction((params): CodeAction[] | null => {
    const document = documentOf(documents, params);
    const context: unknown = params.context;
    if (!isRecord(context) || !Array.isArray(context.diagnostics)) throw invalidParams('context.diagnostics must be an array');
    if (!document) return null;
    const wanted = context.only;
    if (Array.isArray(wanted) && !wanted.some((kind) => typeof kind === 'string' && CodeActionKind.QuickFix.startsWith(kind))) return [];
    const sent = (context.diagnostics as unknown[]).filter(isChecksumDiagnostic);
    return (sent.length > 0 ? sent : foundIn(document, rangeOf(params.range), state)).flatMap((diagnostic) => {
      const range = rangeOf(diagnostic.range, 'diagnostic.range');
      return checksumFixes(document.getText(range)).map((fix): CodeAction => ({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: fix.preferred,
        edit: { changes: { [document.uri]: [TextEdit.replace(range, fix.text)] } },
      }));
    });
  });
}

/** The checksum problems that touch `range`, as the warnings published for them. */
function foundIn(document: TextDocument, range: Range, state: ServerState): Diagnostic[] {
  const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.character < b.character);
  return checksumDiagnostics(document, state, { first: range.start.line, last: range.end.line })
    .filter((d) => !before(d.range.end, range.start) && !before(range.end, d.range.start));
}

function isChecksumDiagnostic(value: unknown): value is Diagnostic {
  return isRecord(value) && value.code === CHECKSUM_CODE;
}
