// The asset page's document (pure, no vscode): a strict Content Security Policy, the extension's stylesheets, one
// script with a fresh nonce, and a first paint (escaped) so a page is never blank; the shell is ../format/html's.
import { loadingView } from './loadingView';
import { contentSecurityPolicy, escapeHtml, webviewDocument } from '../format/html';
import { toHtml } from './view';

export interface PageDocument {
  /** `webview.cspSource`: where the extension's styles and images come from. */
  readonly cspSource: string;
  /** A fresh one per document; the only script allowed to run carries it. */
  readonly nonce: string;
  readonly scriptUri: string;
  readonly styleUri: string;
  /** The stylesheet bundled beside the script (dist/webview/asset.css): the pages' base and the chart library's. */
  readonly chartStyleUri?: string;
  readonly title: string;
  /** What the page is about to load, for the first paint. */
  readonly query: string;
  readonly blockchain: string | undefined;
}

export function buildPageHtml(doc: PageDocument): string {
  const attr = escapeHtml;
  return webviewDocument({
    csp: contentSecurityPolicy(doc.cspSource, doc.nonce),
    styleUris: doc.chartStyleUri ? [doc.chartStyleUri, doc.styleUri] : [doc.styleUri],
    title: doc.title,
    body: `<main id="root" data-query="${attr(doc.query)}" data-blockchain="${attr(doc.blockchain ?? '')}">${toHtml(loadingView(doc.query, doc.blockchain))}</main>
<div id="notice" class="notice" role="status" aria-live="polite"></div>`,
    script: { nonce: doc.nonce, uri: doc.scriptUri },
  });
}
