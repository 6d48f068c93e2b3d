// The overview page's document: a strict Content Security Policy (no images, no remote anything), the bundled
// stylesheet, one script with a fresh nonce, and a first paint that says it is loading. Pure, no vscode.
import { contentSecurityPolicy } from '../format/html';
import { webviewDocument } from '../format/html';

export interface OverviewDocument {
  /** `webview.cspSource`: where the extension's stylesheet comes from. */
  readonly cspSource: string;
  /** A fresh one per document; the only script allowed to run carries it. */
  readonly nonce: string;
  readonly scriptUri: string;
  /** dist/webview/overview.css: the page's styles and the chart library's. */
  readonly styleUri: string;
}

/** No images: the overview shows no logos. */
export const overviewCsp = (cspSource: string, nonce: string): string => contentSecurityPolicy(cspSource, nonce, false);

export function buildOverviewHtml(doc: OverviewDocument): string {
  return webviewDocument({
    csp: overviewCsp(doc.cspSource, doc.nonce),
    styleUris: [doc.styleUri],
    title: 'Portfolio Overview',
    body: '<main id="root" class="overview" aria-busy="true"><h1>Portfolio overview</h1><p class="hint">Loading…</p></main>',
    script: { nonce: doc.nonce, uri: doc.scriptUri },
  });
}
