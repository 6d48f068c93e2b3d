// How a hover is written for each host. The builders (./hoverContent, ./poolHover) say once what a hover shows; a
// HoverMarkup writes it: VS Code's markdown (command links, icons, images), CommonMark for other editors (https links
// only), or plain text for editors that declare no markdown (no markup at all, links written out, lines wrapped).
import { commandLink, escapeMarkdown, markdownCode, markdownLink, type MarkdownFlavour } from './markdown';
import { safePlainText } from './safeText';
import { safeHttpUrl } from './url';

/**
 * 'commands' (VS Code, the default): command links, `$(warning)` icons, the logo and sparkline images.
 * 'plain' (other editors over LSP): CommonMark, no command links, "⚠" for the icon, no images (their size syntax and
 * data: URIs are VS Code's; elsewhere they show as noise), and CommonMark's escapes (see MarkdownFlavour).
 * 'text' (other editors whose client declares no markdown hovers): plain text, no markup; links written out as
 * "Website: https://…", one a line; lines wrapped at PLAIN_TEXT_COLUMNS.
 */
export type HoverLinks = 'commands' | 'plain' | 'text';

export interface HoverMarkup {
  /** Whether the host runs our commands from links (VS Code). */
  readonly commands: boolean;
  /** Whether the host draws markdown images (VS Code): the logo and the sparkline. */
  readonly images: boolean;
  readonly warning: string;
  /** Untrusted text on one line, shown as it is; `max` characters at most. */
  text(value: string, max?: number): string;
  /** Emphasis, for what text() wrote or our own words. */
  strong(written: string): string;
  /** An address or other identifier (untrusted) as code. */
  code(value: string): string;
  /** A link to an http(s) URL, undefined when the URL is not one. `textLabel`: a shorter label for plain text. */
  link(label: string, url: string | undefined, textLabel?: string): string | undefined;
  /** A link that runs one of our commands, undefined where the host runs none. */
  command(label: string, id: `walletscope.${string}`, args: readonly unknown[]): string | undefined;
  /** Links and actions together: side by side in markdown, one a line in plain text. */
  links(items: ReadonlyArray<string | undefined>): string;
  /** The whole hover from its sections (lists of lines; empty lines are dropped), a rule between sections. */
  document(sections: ReadonlyArray<ReadonlyArray<string>>): string;
}

/** How wide a plain-text hover's lines may be: a terminal popup's width. A URL is never broken, so its line may be wider. */
export const PLAIN_TEXT_COLUMNS = 80;
/** A longer URL is left out of plain text: markdown hides it behind its label, plain text would fill the popup with it. */
const PLAIN_TEXT_MAX_URL = 200;
/** Untrusted text in plain text is clipped sooner than in markdown: a hostile name should not fill a terminal. */
const PLAIN_TEXT_MAX = 200;
const SEPARATOR = ' · ';
const INDENT = '  ';
const URL_START = /^https?:\/\//;

export function hoverMarkup(links: HoverLinks = 'commands'): HoverMarkup {
  return links === 'text' ? PLAIN_TEXT : links === 'plain' ? markdownMarkup('commonmark') : markdownMarkup('vscode');
}

function markdownMarkup(flavour: MarkdownFlavour): HoverMarkup {
  const vscode = flavour === 'vscode';
  return {
    commands: vscode,
    images: vscode,
    warning: vscode ? '$(warning)' : '⚠',
    text: (value, max) => escapeMarkdown(value, max, flavour),
    strong: (written) => `**${written}**`,
    code: (value) => markdownCode(value),
    link: (label, url) => markdownLink(label, url, flavour),
    command: (label, id, args) => (vscode ? commandLink(label, id, args) : undefined),
    links: (items) => items.filter(Boolean).join(SEPARATOR),
    document: (sections) => sections.flatMap((lines, i) => (i === 0 ? lines : ['---', ...lines])).filter((l) => l !== '').join('\n\n'),
  };
}

const PLAIN_TEXT: HoverMarkup = {
  commands: false,
  images: false,
  warning: '⚠',
  text: (value, max = PLAIN_TEXT_MAX) => safePlainText(value, Math.min(max, PLAIN_TEXT_MAX)),
  strong: (written) => written,
  code: (value) => safePlainText(value),
  link: (label, url, textLabel = label) => {
    const safe = safeHttpUrl(url);
    return safe && safe.length <= PLAIN_TEXT_MAX_URL ? `${safePlainText(textLabel)}: ${safePlainText(safe, PLAIN_TEXT_MAX_URL)}` : undefined;
  },
  command: () => undefined,
  links: (items) => items.filter(Boolean).join('\n'),
  document: (sections) => sections
    .map((lines) => lines.filter((l) => l !== '').flatMap((l) => l.split('\n')).flatMap((l) => wrapLine(l, PLAIN_TEXT_COLUMNS)).join('\n'))
    .filter((s) => s !== '')
    .join('\n\n'),
};

/**
 * Wraps a line at `columns` (counted in code points), later lines indented by two spaces: between " · " items where
 * one fits a line, else between words. A URL is never broken (a terminal finds it only whole) nor parted from the word
 * before it, its label ("Website: https://…"); any other word longer than a line is cut.
 */
export function wrapLine(line: string, columns: number): string[] {
  const width = (text: string) => [...text].length;
  if (width(line) <= columns) return [line];
  const lines: string[] = [];
  let current = '';
  const lead = () => (lines.length === 0 ? '' : INDENT);
  const fits = (joiner: string, piece: string) => width(current) + width(joiner) + width(piece) <= columns;
  const breakLine = (joiner: string) => {
    if (current !== '') lines.push(current + joiner.trimEnd());
    current = '';
  };
  for (const [i, item] of line.split(SEPARATOR).entries()) {
    const joiner = i === 0 ? '' : SEPARATOR;
    if (current !== '' && fits(joiner, item)) {
      current += joiner + item;
      continue;
    }
    if (current !== '' && width(item) <= columns - INDENT.length) {
      breakLine(joiner);
      current = lead() + item;
      continue;
    }
    for (const [j, word] of item.split(' ').filter((w) => w !== '').entries()) {
      const join = j === 0 ? joiner : ' ';
      const url = URL_START.test(word);
      if (current !== '' && (url || fits(join, word))) {
        current += join + word;
        continue;
      }
      breakLine(join);
      let rest = [...word];
      for (let room = columns - width(lead()); !url && rest.length > room; room = columns - width(lead())) {
        lines.push(lead() + rest.slice(0, room).join(''));
        rest = rest.slice(room);
      }
      current = lead() + rest.join('');
    }
  }
  breakLine('');
  return lines;
}
