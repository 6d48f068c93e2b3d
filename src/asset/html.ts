// The asset page's document: a strict Content Security Policy, the extension's stylesheet, one script with a
// fresh nonce, and a first paint of the loading state (escaped) so the page is never blank. Pure, no vscode.
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
  /** The chart library's stylesheet, bundled beside the script (dist/webview/asset.css). */
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
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(contentSecurityPolicy(doc.cspSource, doc.nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${doc.chartStyleUri ? `<link rel="stylesheet" href="${attr(doc.chartStyleUri)}">\n` : ''}<link rel="stylesheet" href="${attr(doc.styleUri)}">
<title>${escapeHtml(doc.title)}</title>
</head>
<body>
<main id="root" data-query="${attr(doc.query)}" data-blockchain="${attr(doc.blockchain ?? '')}">${toHtml(loadingView(doc.query, doc.blockchain))}</main>
<div id="notice" class="notice" role="status" aria-live="polite"></div>
<script nonce="${attr(doc.nonce)}" src="${attr(doc.scriptUri)}"></script>
</body>
</html>`;
}
