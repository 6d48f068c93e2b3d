// The HTML shells of our webview pages (asset, pool, wallet, overview, Credit Usage), their Content Security Policy
// and nonce, and text for them. Page content is set as text nodes by the page scripts; only the shell's few
// attributes and title are written as HTML.

/** Text for HTML: `&`, `<`, `>`, and both quotes escaped, so it is safe in content and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface WebviewDocument {
  readonly csp: string;
  readonly styleUris: readonly string[];
  /** Plain text. */
  readonly title: string;
  /** Markup, already escaped: what shows before the script runs. */
  readonly body: string;
  /** The one script and its nonce. */
  readonly script: { readonly nonce: string; readonly uri: string };
}

/** Every page's document: the policy, stylesheets and title, the first paint, then the one script, with its nonce. */
function webviewDocument(doc: WebviewDocument): string {
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
<script type="module" nonce="${attr(doc.script.nonce)}" src="${attr(doc.script.uri)}"></script>
</body>
</html>`;
}

/** What each page's document is built from: the webview's source, a fresh nonce, the page's script and its stylesheet. */
export interface PageShell {
  /** `webview.cspSource`: where the extension's styles (and, on pages with logos, images) come from. */
  readonly cspSource: string;
  /** A fresh one per document; the only script allowed to run carries it. */
  readonly nonce: string;
  /** dist/webview/<page>.js */
  readonly scriptUri: string;
  /** The kit's stylesheets the page uses (dist/webview/base.css, controls.css), then its own (<page>.css, beside its script). */
  readonly styleUris: readonly string[];
}

/** The live region a page reads its short confirmations out in ("Copied …"): webview/kit's startPage fills it. */
export const NOTICE_REGION = '<div id="notice" class="notice" role="status" aria-live="polite"></div>';

/** A page's document: the shared policy (images only if it shows logos), its stylesheets, its first paint, its script. */
export function pageDocument(shell: PageShell, page: { readonly title: string; readonly body: string; readonly images?: boolean }): string {
  return webviewDocument({
    csp: contentSecurityPolicy(shell.cspSource, shell.nonce, page.images ?? true),
    styleUris: shell.styleUris,
    title: page.title,
    body: page.body,
    script: { nonce: shell.nonce, uri: shell.scriptUri },
  });
}

/** 128 random bits from Web Crypto (the desktop's Node and the browser both have it), base64url: nothing to escape. */
export function newNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
