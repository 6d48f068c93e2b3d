// textDocument/hover on EVM, Solana and Tron addresses: the VS Code hover's content (src/core), without command links,
// as portable markdown or, for a client that declares no markdown hovers, as plain text. $/cancelRequest aborts the
// lookup's HTTP request.
import type { ClientCapabilities, Connection, Hover, TextDocuments } from 'vscode-languageserver';
import { MarkupKind } from './protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { hoverApplies } from '../core/documentPolicy';
import { addressAt } from '../detect';
import { cancelled, documentOf, factsOf, lineText, positionOf } from './params';
import type { ServerState } from './state';

/**
 * The client's preferred hover format (`textDocument.hover.contentFormat`, most preferred first) of the two we write;
 * plain text when it names neither, or declares none: only a client that says so is sent markdown.
 */
export function hoverKindOf(capabilities: ClientCapabilities | undefined): MarkupKind {
  const formats: unknown = capabilities?.textDocument?.hover?.contentFormat;
  const known = Array.isArray(formats) ? formats.find((f) => f === MarkupKind.Markdown || f === MarkupKind.PlainText) : undefined;
  return known === MarkupKind.Markdown ? MarkupKind.Markdown : MarkupKind.PlainText;
}

/** `kind`: what the client asked for at initialize (hoverKindOf). */
export function registerHover(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState, kind: () => MarkupKind): void {
  connection.onHover(async (params, token): Promise<Hover | null> => {
    const document = documentOf(documents, params);
    const position = positionOf(params.position);
    const settings = state.settings;
    if (!document || position.line >= document.lineCount || !hoverApplies(factsOf(document), settings)) return null;
    const found = addressAt(lineText(document, position.line), position.character);
    if (!found) return null;
    const { client, addressHoverContent } = await state.lookups();
    const markup = kind();
    const value = await addressHoverContent(client, found, token, { ...settings, links: markup === MarkupKind.Markdown ? 'plain' : 'text' });
    if (value === undefined || token.isCancellationRequested) throw cancelled();
    return {
      contents: { kind: markup, value },
      range: { start: { line: position.line, character: found.start }, end: { line: position.line, character: found.end } },
    };
  });
}
