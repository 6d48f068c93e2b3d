// textDocument/hover on EVM, Solana and Tron addresses: the VS Code hover's content (src/core), as
// portable markdown without command links. $/cancelRequest aborts the lookup's HTTP request.
import type { Connection, Hover, TextDocuments } from 'vscode-languageserver';
import { MarkupKind } from './protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { hoverApplies } from '../core/documentPolicy';
import { addressAt } from '../detect';
import { cancelled, documentOf, factsOf, lineText, positionOf } from './params';
import type { ServerState } from './state';

export function registerHover(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState): void {
  connection.onHover(async (params, token): Promise<Hover | null> => {
    const document = documentOf(documents, params);
    const position = positionOf(params.position);
    const settings = state.settings;
    if (!document || position.line >= document.lineCount || !hoverApplies(factsOf(document), settings)) return null;
    const found = addressAt(lineText(document, position.line), position.character);
    if (!found) return null;
    const { client, addressHoverContent } = await state.lookups();
    const markdown = await addressHoverContent(client, found, token, { ...settings, links: 'plain' });
    if (markdown === undefined || token.isCancellationRequested) throw cancelled();
    return {
      contents: { kind: MarkupKind.Markdown, value: markdown },
      range: { start: { line: position.line, character: found.start }, end: { line: position.line, character: found.end } },
    };
  });
}
