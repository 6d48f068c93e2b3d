// The webview pages' documents (pure, no vscode): a strict Content Security Policy, the extension's stylesheets,
// one script with a fresh nonce, and a first paint (escaped) so a page is never blank. Here the asset page's,
// and webviewDocument, which the overview's shares.
import { randomBytes } from 'node:crypto';
import { loadingView } from './loadingView';
import { escapeHtml } from '../format/html';
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

/** 128 random bits, base64url (letters, digits, `-`, `_`: nothing to escape). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** A page's Content Security Policy: its own stylesheet and fonts, one nonce'd script, images only if it shows logos. */
export function contentSecurityPolicy(cspSource: string, nonce: string, images = true): string {
  return [
    "default-src 'none'",
    images ? `img-src ${cspSource} https:` : undefined,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].filter(Boolean).join('; ');
}

export function buildPageHtml(doc: PageDocument): string {
  const attr = escapeHtml;
  return webviewDocument({
    csp: contentSecurityPolicy(doc.cspSource, doc.nonce),
    styleUris: doc.chartStyleUri ? [doc.chartStyleUri, doc.styleUri] : [doc.styleUri],
    title: doc.title,
    body: `<main id="root" data-query="${attr(doc.query)}" data-blockchain="${attr(doc.blockchain ?? '')}">${toHtml(loadingView(doc.query, doc.blockchain))}</main>
<div id="notice" class="notice" role="status" aria-live="polite"></div>`,
    nonce: doc.nonce,
    scriptUri: doc.scriptUri,
  });
}

export interface WebviewDocument {
  readonly csp: string;
  readonly styleUris: readonly string[];
  /** Plain text. */
  readonly title: string;
  /** Markup, already escaped: what shows before the script runs. */
  readonly body: string;
  readonly nonce: string;
  readonly scriptUri: string;
}

/** Both pages' document: the policy, stylesheets and title, the first paint, then the one script, with the nonce. */
export function webviewDocument(doc: WebviewDocument): string {
  const attr = escapeHtml;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(doc.csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${doc.styleUris.map((uri) => `<link rel="stylesheet" href="${attr(uri)}">\n`).join('')}<title>${escapeHtml(doc.title)}</title>
</head>
<body>
${doc.body}
<script nonce="${attr(doc.nonce)}" src="${attr(doc.scriptUri)}"></script>
</body>
</html>`;
}
