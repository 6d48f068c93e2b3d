// The pool page's document (pure, no vscode): the asset page's strict Content Security Policy, the bundled stylesheet,
// one script with a fresh nonce, and an escaped first paint so the page is never blank.
import { contentSecurityPolicy } from '../format/html';
import { escapeHtml, webviewDocument } from '../format/html';

export interface PoolDocument {
  /** `webview.cspSource`: where the extension's styles and images come from. */
  readonly cspSource: string;
  /** A fresh one per document; the only script allowed to run carries it. */
  readonly nonce: string;
  readonly scriptUri: string;
  /** dist/webview/pool.css: the pages' base, the chart library's and the page's own. */
  readonly styleUri: string;
  /** Already safe for a tab (safeTabTitle). */
  readonly title: string;
  readonly address: string;
  readonly blockchain: string | undefined;
}

export function buildPoolHtml(doc: PoolDocument): string {
  const attr = escapeHtml;
  const where = doc.blockchain ? ` on ${doc.blockchain}` : '';
  return webviewDocument({
    csp: contentSecurityPolicy(doc.cspSource, doc.nonce),
    styleUris: [doc.styleUri],
    title: doc.title,
    body: `<main id="root" class="pool-page" data-address="${attr(doc.address)}" data-blockchain="${attr(doc.blockchain ?? '')}">` +
      `<div class="state loading" aria-busy="true"><div class="spinner" aria-hidden="true"></div><p>${escapeHtml(`Loading pool ${doc.address}${where}…`)}</p></div></main>
<div id="notice" class="notice" role="status" aria-live="polite"></div>`,
    script: { nonce: doc.nonce, uri: doc.scriptUri },
  });
}
