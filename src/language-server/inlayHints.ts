// Inlay hints (LSP 3.17) after known token addresses in the requested range: symbol and price, the notes
// VS Code shows (core/inlineNotes.ts). Off unless the user's own settings turn walletscope.inlineInfo on; background work,
// so they ask nothing while the credit budget says to wait (credits.ts, hintBudget.ts).
import type { Connection, InlayHint, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { lookupsAllowed } from '../core/documentPolicy';
import { cancelled, documentOf, factsOf, rangeOf } from './params';
import type { ServerState } from './state';

export function registerInlayHints(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState): void {
  connection.languages.inlayHint.on(async (params, token): Promise<InlayHint[] | null> => {
    const document = documentOf(documents, params);
    const range = rangeOf(params.range);
    const settings = state.settings;
    if (!settings.inlineInfo || !document || !lookupsAllowed(factsOf(document), settings)) return [];
    const base = document.offsetAt(range.start);
    const { client, credits, inlineNotes } = await state.lookups();
    if (credits.inlinePaused()) return [];
    const notes = await inlineNotes(client, document.getText(range), token, settings.requestTimeoutMs);
    if (token.isCancellationRequested) throw cancelled();
    return notes.map((note) => ({ position: document.positionAt(base + note.offset), label: note.label, tooltip: note.tooltip, paddingLeft: true }));
  });
}
