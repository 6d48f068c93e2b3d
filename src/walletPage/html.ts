// The wallet page's document (pure, no vscode): the pages' shell (../format/html) with no images, and an escaped first
// paint that says it is loading, so the page is never blank.
import { escapeHtml, NOTICE_REGION, pageDocument, type PageShell } from '../format/html';

export interface WalletDocument extends PageShell {
  /** Already safe for a tab (safeTabTitle). */
  readonly title: string;
  /** The wallet's address, or `all`. */
  readonly key: string;
}

export function buildWalletHtml(doc: WalletDocument): string {
  return pageDocument(doc, {
    title: doc.title,
    body: `<main id="root" class="wallet-page" data-key="${escapeHtml(doc.key)}">` +
      `<div class="state loading" aria-busy="true"><div class="spinner" aria-hidden="true"></div><p>${escapeHtml(`Loading ${doc.title}…`)}</p></div></main>
${NOTICE_REGION}`,
    images: false,
  });
}
