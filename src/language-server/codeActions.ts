// Quick fixes for checksum warnings: the checksummed address (preferred) or the lower-case one. The
// titles and replacement texts are VS Code's, and so is the check that the text is still an address
// (core/checksumFixes.ts).
import { CodeActionKind, TextEdit, type CodeAction, type Connection, type Diagnostic, type TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CHECKSUM_CODE, checksumFixes } from '../core/checksumFixes';
import { isRecord } from '../core/settings';
import { documentOf, invalidParams, rangeOf } from './params';

export function registerCodeActions(connection: Connection, documents: TextDocuments<TextDocument>): void {
  connection.onCodeAction((params): CodeAction[] | null => {
    const document = documentOf(documents, params);
    const context: unknown = params.context;
    if (!isRecord(context) || !Array.isArray(context.diagnostics)) throw invalidParams('context.diagnostics must be an array');
    if (!document) return null;
    const wanted = context.only;
    if (Array.isArray(wanted) && !wanted.some((kind) => typeof kind === 'string' && CodeActionKind.QuickFix.startsWith(kind))) return [];
    return (context.diagnostics as unknown[]).filter(isChecksumDiagnostic).flatMap((diagnostic) => {
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

function isChecksumDiagnostic(value: unknown): value is Diagnostic {
  return isRecord(value) && value.code === CHECKSUM_CODE;
}
