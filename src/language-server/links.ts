// Document links from each address to its block explorer (the family's usual chain: a lookup would cost a
// request per address). The same explorer choice as the hover's link (core/addressLinks.ts).
import type { Connection, DocumentLink, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { explorerLink } from '../core/addressLinks';
import { lookupsAllowed } from '../core/documentPolicy';
import { findAddresses } from '../detect';
import { documentOf, factsOf } from './params';
import type { ServerState } from './state';

/** Past this, a document is a data file and links would only slow the editor. */
const MAX_LINKS = 1000;

export function registerLinks(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState): void {
  connection.onDocumentLinks((params): DocumentLink[] | null => {
    const document = documentOf(documents, params);
    if (!document || !lookupsAllowed(factsOf(document), state.settings)) return null;
    return findAddresses(document.getText()).slice(0, MAX_LINKS).flatMap((found) => {
      const link = explorerLink(found.family, undefined, found.address, false, state.settings.explorers);
      return link ? [{ range: { start: document.positionAt(found.start), end: document.positionAt(found.end) }, target: link.url, tooltip: `Open in ${link.name}` }] : [];
    });
  });
}
