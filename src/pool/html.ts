// The pool page's document (pure, no vscode): the pages' shell (../format/html: a strict Content Security Policy, the
// stylesheet bundled beside the script, one script with a fresh nonce) and an escaped first paint so the page is never blank.
import { escapeHtml, NOTICE_REGION, pageDocument, type PageShell } from '../format/html';

export interface PoolDocument extends PageShell {
  /** Already safe for a tab (safeTabTitle). */
  readonly title: string;
  readonly address: string;
  readonly blockchain: string | undefined;
}

export function buildPoolHtml(doc: PoolDocument): string {
  const attr = escapeHtml;
  const where = doc.blockchain ? ` on ${doc.blockchain}` : '';
  return pageDocument(doc, {
    title: doc.title,
    body: `<main id="root" class="pool-page" data-address="${attr(doc.address)}" data-blockchain="${attr(doc.blockchain ?? '')}">` +
      `<div class="state loading" aria-busy="true"><div class="spinner" aria-hidden="true"></div><p>${escapeHtml(`Loading pool ${doc.address}${where}…`)}</p></div></main>
${NOTICE_REGION}`,
  });
}
