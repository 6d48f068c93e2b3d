// The asset page's document (pure, no vscode): the pages' shell (../format/html: a strict Content Security Policy, the
// stylesheet bundled beside the script, one script with a fresh nonce) and a first paint (escaped) so a page is never blank.
import { loadingView } from './loadingView';
import { escapeHtml, NOTICE_REGION, pageDocument, type PageShell } from '../format/html';
import { toHtml } from './view';

export interface PageDocument extends PageShell {
  readonly title: string;
  /** What the page is about to load, for the first paint. */
  readonly query: string;
  readonly blockchain: string | undefined;
}

export function buildPageHtml(doc: PageDocument): string {
  const attr = escapeHtml;
  return pageDocument(doc, {
    title: doc.title,
    body: `<main id="root" data-query="${attr(doc.query)}" data-blockchain="${attr(doc.blockchain ?? '')}">${toHtml(loadingView(doc.query, doc.blockchain))}</main>
${NOTICE_REGION}`,
  });
}
