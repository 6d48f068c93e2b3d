// The overview page's document: the pages' shell (../format/html) with no images (no remote anything), and a first
// paint that says it is loading. Pure, no vscode.
import { pageDocument, type PageShell } from '../format/html';

/** The document the overview panel gives its webview; no images in its policy: the overview shows no logos. */
export function buildOverviewHtml(shell: PageShell): string {
  return pageDocument(shell, {
    title: 'Portfolio Overview',
    body: '<main id="root" class="overview" aria-busy="true"><h1>Portfolio overview</h1><p class="hint">Loading…</p></main>',
    images: false,
  });
}
