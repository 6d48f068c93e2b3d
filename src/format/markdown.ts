// Text from the service goes into hover markdown only through these helpers: what could start markup is escaped
// (for VS Code's renderer, or CommonMark's in other editors), links are built only from http(s) URLs, and command
// links only by us.
import { stripHidden } from './safeText';
import { safeHttpUrl } from './url';

/**
 * Which renderer the markdown is for. 'vscode': VS Code's hovers, which draw `$(name)` as an icon after parsing and
 * autolink past backslashes (so `:` and `@` become numeric entities there). 'commonmark': other editors over LSP
 * (Neovim, Eglot, lsp-mode, Helix), whose renderers show entities, and sometimes backslashes, literally: only what
 * could start markup is escaped, so "fiat-backed", "(BEP20)" and "R&D" read as they are.
 */
export type MarkdownFlavour = 'vscode' | 'commonmark';

/**
 * Escapes text so markdown shows it literally: no emphasis, links, autolinks, images, HTML, line breaks, hidden
 * characters or (in VS Code) theme icons, whose `$(` gets the escape VS Code's own MarkdownString.appendText uses.
 */
export function escapeMarkdown(text: string, max = 1000, flavour: MarkdownFlavour = 'vscode'): string {
  const line = stripHidden(text, max).slice(0, max).replace(/\s+/g, ' ');
  return flavour === 'vscode' ? escapeForVsCode(line) : escapeForCommonMark(line);
}

function escapeForVsCode(line: string): string {
  return line
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[:@]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/\$\\\(/g, '\\\\$$\\(');
}

/**
 * CommonMark (with GFM's extensions) starts markup with: a backslash, code, emphasis, links and images, HTML and
 * autolinks (`<`), strikethrough (`~`), an entity reference (`&name;`), a block marker at the start of a line, and
 * GFM's bare autolinks (`scheme://`, `www.`, `name@host`). Each of these gets a backslash; nothing else does.
 */
function escapeForCommonMark(line: string): string {
  return line
    .replace(/[\\`*_[\]<~]/g, '\\$&')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '\\&')
    .replace(/^(\s*)([#>+=-])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2')
    .replace(/([a-z][a-z0-9+.-]*):(?=\/\/)/gi, '$1\\:')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/(?<=[\w.+-])@(?=[a-z0-9])/gi, '\\@');
}

/** Text for an inline code span: one line, no backticks, hidden characters stripped. */
export function markdownCode(text: string, max = 200): string {
  return `\`${stripHidden(text, max).slice(0, max).replace(/[\s`]+/g, ' ').trim()}\``;
}

/** A markdown link to an http(s) URL, or undefined when the URL is not one. */
export function markdownLink(label: string, url: string | undefined, flavour: MarkdownFlavour = 'vscode'): string | undefined {
  const safe = safeHttpUrl(url);
  return safe ? `[${escapeMarkdown(label, undefined, flavour)}](${encodeLinkTarget(safe)})` : undefined;
}

/** A link that runs one of our commands with JSON arguments. Only for our own command ids. */
export function commandLink(label: string, command: `walletscope.${string}`, args: readonly unknown[]): string {
  return `[${escapeMarkdown(label)}](command:${command}?${strictEncode(JSON.stringify(args))} "${escapeMarkdown(label).replace(/"/g, '&quot;')}")`;
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
