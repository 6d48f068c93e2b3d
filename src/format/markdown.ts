// Text from the service goes into hover markdown only through these helpers: every markdown and HTML
// metacharacter is escaped, links are built only from http(s) URLs, and command links only by us.
import { stripHidden } from './safeText';
import { safeHttpUrl } from './url';

/**
 * How `:` and `@` are kept from making a URL or e-mail address in service text a link. 'entities' (`&#58;`,
 * `&#64;`): VS Code's hovers, whose autolinking backslashes do not stop. 'backslashes' (`\:`, `\@`): other
 * editors over LSP, whose hover renderers (Neovim's) show numeric entities literally; any CommonMark
 * renderer shows a backslash-escaped punctuation mark as the mark alone.
 */
export type LinkBreaks = 'entities' | 'backslashes';

/**
 * Escapes text so markdown shows it literally: no emphasis, links, autolinks, images, HTML, line breaks, hidden
 * characters or theme icons. Hovers render `$(name)` as an icon after markdown is parsed, so `$(` is given the
 * escape VS Code's own MarkdownString.appendText uses; `:` and `@` are escaped as `breaks` says so no URL or
 * e-mail address in a name turns into a link.
 */
export function escapeMarkdown(text: string, max = 1000, breaks: LinkBreaks = 'entities'): string {
  return stripHidden(text, max)
    .slice(0, max)
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[:@]/g, (c) => (breaks === 'backslashes' ? `\\${c}` : `&#${c.charCodeAt(0)};`))
    .replace(/\$\\\(/g, '\\\\$$\\(');
}

/** Text for an inline code span: one line, no backticks, hidden characters stripped. */
export function markdownCode(text: string, max = 200): string {
  return `\`${stripHidden(text, max).slice(0, max).replace(/[\s`]+/g, ' ').trim()}\``;
}

/** A markdown link to an http(s) URL, or undefined when the URL is not one. */
export function markdownLink(label: string, url: string | undefined, breaks: LinkBreaks = 'entities'): string | undefined {
  const safe = safeHttpUrl(url);
  return safe ? `[${escapeMarkdown(label, undefined, breaks)}](${encodeLinkTarget(safe)})` : undefined;
}

/** A link that runs one of our commands with JSON arguments. Only for our own command ids. */
export function commandLink(label: string, command: `walletscope.${string}`, args: readonly unknown[]): string {
  return `[${escapeMarkdown(label)}](command:${command}?${strictEncode(JSON.stringify(args))} "${escapeMarkdown(label)}")`;
}

/** An https image with a size hint; anything else is left out. */
export function markdownImage(url: string | undefined, size: number): string | undefined {
  const safe = safeHttpUrl(url);
  return safe?.startsWith('https:') ? `![](${encodeLinkTarget(safe)}|width=${size},height=${size})` : undefined;
}

/** encodeURIComponent leaves ( ) ! ' * alone, and a ) in service data would end the link target. */
function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Parentheses, spaces and quotes would end a markdown link target early; `|width=…` would size an image. */
export function encodeLinkTarget(url: string): string {
  return url.replace(/[()\s"'<>`|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
