// HTML (or plain text) from the network to readable text in one linear pass: error pages and asset
// descriptions are untrusted, so no backtracking regex ever reads them and input is clipped first.

export interface HtmlToTextOptions {
  /** Line breaks for <br>, </p>, </div>, </li>, </h1..6> and raw newlines; otherwise the text is one line. */
  readonly keepParagraphs: boolean;
  /** Characters read at most; the rest of the input is ignored. */
  readonly maxInputChars: number;
}

const [LT, GT, AMP, SEMICOLON, HASH, SLASH, NBSP] = [0x3c, 0x3e, 0x26, 0x3b, 0x23, 0x2f, 0xa0];
const NAMED_ENTITIES = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"], ['nbsp', ' ']]);
const LINE_BREAKS = new Set(['br', 'p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const RAW_TEXT = new Set(['script', 'style']);
/** Longest tag name worth telling apart ("script"); longer names are all "other". */
const MAX_NAME = 6;

/** Text of an HTML fragment: tags and script/style content dropped, entities decoded, whitespace collapsed, trimmed. */
export function htmlToText(html: string, options: HtmlToTextOptions): string {
  const s = clipText(html, options.maxInputChars);
  const out = new TextBuilder(options.keepParagraphs);
  const nextGt = gtFinder(s);
  let run = 0; // start of the current stretch of ordinary characters
  let i = 0;
  while (i < s.length) {
    const code = s.charCodeAt(i);
    if (code === LT) {
      const end = markupEnd(s, i, nextGt);
      if (end === undefined) { i++; continue; } // a '<' that opens no tag is text
      out.text(s.slice(run, i));
      out.markup(s, i);
      i = run = end;
    } else if (code === AMP) {
      const entity = readEntity(s, i);
      if (!entity) { i++; continue; }
      out.text(s.slice(run, i));
      if (entity.value === ' ') out.space(); else out.text(entity.value);
      i = run = entity.end;
    } else if ((code > 0x20 && code < 0x7f) || code > NBSP) {
      i++;
    } else {
      out.text(s.slice(run, i));
      if (code === 0x0a) out.newline();
      else if (isSpace(code)) out.space();
      i = run = i + 1; // other control characters are dropped
    }
  }
  out.text(s.slice(run));
  return out.result();
}

/** Text of the page's <title>, else of its first <h1>; undefined when neither has any. */
export function htmlHeadline(html: string, maxInputChars: number): string | undefined {
  const s = clipText(html, maxInputChars);
  for (const name of ['title', 'h1']) {
    const inner = elementContent(s, name);
    const text = inner === undefined ? '' : htmlToText(inner, { keepParagraphs: false, maxInputChars });
    if (text) return text;
  }
  return undefined;
}

/** The first `maxChars` characters, without a half surrogate pair at the cut. */
export function clipText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.charCodeAt(maxChars - 1) >= 0xd800 && text.charCodeAt(maxChars - 1) <= 0xdbff ? maxChars - 1 : maxChars;
  return text.slice(0, Math.max(0, cut));
}

class TextBuilder {
  private out = '';
  private pendingSpace = false;
  private pendingNewlines = 0;

  constructor(private readonly keepParagraphs: boolean) {}

  /** Appends text after the pending separator: at most one blank line, no space at either end. */
  text(chunk: string): void {
    if (!chunk) return;
    if (this.out) this.out += this.pendingNewlines > 1 ? '\n\n' : this.pendingNewlines === 1 ? '\n' : this.pendingSpace ? ' ' : '';
    this.out += chunk;
    this.pendingSpace = false;
    this.pendingNewlines = 0;
  }

  space(): void { this.pendingSpace = true; }

  newline(): void { if (this.keepParagraphs) this.pendingNewlines++; else this.pendingSpace = true; }

  /** The tag, comment or raw-text element at s[start] is a line break, a word boundary, or nothing. */
  markup(s: string, start: number): void {
    const closing = s.charCodeAt(start + 1) === SLASH;
    const name = tagName(s, start + (closing ? 2 : 1));
    if (name === 'br' || (closing && LINE_BREAKS.has(name))) this.newline();
    else if (!this.keepParagraphs || LINE_BREAKS.has(name) || RAW_TEXT.has(name)) this.space();
  }

  result(): string { return this.out; }
}

/**
 * Where the markup starting at s[i] === '<' ends (exclusive), or undefined when it is a literal '<'.
 * A comment or a script/style element runs to its end, or to the end of the input when unterminated.
 */
function markupEnd(s: string, i: number, nextGt: (from: number) => number): number | undefined {
  if (s.startsWith('<!--', i)) {
    const close = s.indexOf('-->', i + 4);
    return close < 0 ? s.length : close + 3;
  }
  const next = s.charCodeAt(i + 1);
  const closing = next === SLASH;
  const first = closing ? s.charCodeAt(i + 2) : next;
  if (!isLetter(first) && next !== 0x21 && next !== 0x3f) return undefined; // "a < b" stays text
  const gt = nextGt(i);
  if (gt < 0) return undefined; // an unterminated tag is shown as written, as plain-text descriptions expect
  const name = tagName(s, closing ? i + 2 : i + 1);
  if (closing || !RAW_TEXT.has(name)) return gt + 1;
  const close = closingTag(s, gt + 1, name);
  if (close < 0) return s.length;
  const closeGt = nextGt(close);
  return closeGt < 0 ? s.length : closeGt + 1;
}

/** A function giving the next '>' at or after `from`; one found is reused, so repeated calls stay linear. */
function gtFinder(s: string): (from: number) => number {
  let found = -1;
  let none = false;
  return (from) => {
    if (none) return -1;
    if (found >= from) return found;
    found = s.indexOf('>', from);
    none = found < 0;
    return found;
  };
}

/** Lower-case tag name at `at` when it is at most MAX_NAME letters/digits and ends at a boundary, else ''. */
function tagName(s: string, at: number): string {
  let name = '';
  for (let j = at; j < s.length; j++) {
    const code = s.charCodeAt(j);
    if (isLetter(code) || (code >= 0x30 && code <= 0x39 && j > at)) {
      if (name.length === MAX_NAME) return '';
      name += String.fromCharCode(code | 0x20);
      continue;
    }
    return code === GT || code === SLASH || isSpace(code) ? name : '';
  }
  return name;
}

/** HTML whitespace, and the no-break space, which reads as one here. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x0c || code === NBSP;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Offset of the first `</name` (any case, then a boundary) at or after `from`, or -1. */
function closingTag(s: string, from: number, name: string): number {
  for (let j = s.indexOf('</', from); j >= 0; j = s.indexOf('</', j + 2)) {
    if (tagName(s, j + 2) === name) return j;
  }
  return -1;
}

/** Inner HTML of the first `<name ...>` element, or undefined when there is none or it never closes. */
function elementContent(s: string, name: string): string | undefined {
  for (let i = s.indexOf('<'); i >= 0; i = s.indexOf('<', i + 1)) {
    if (tagName(s, i + 1) !== name) continue;
    const open = s.indexOf('>', i);
    if (open < 0) return undefined;
    const close = closingTag(s, open + 1, name);
    return close < 0 ? undefined : s.slice(open + 1, close);
  }
  return undefined;
}

/** The entity at s[i] === '&': its text (' ' for a space, '' for a dropped character) and end, or undefined. */
function readEntity(s: string, i: number): { value: string; end: number } | undefined {
  if (s.charCodeAt(i + 1) === HASH) return readNumericEntity(s, i);
  let j = i + 1;
  while (j < i + 6 && isLetter(s.charCodeAt(j))) j++;
  const value = s.charCodeAt(j) === SEMICOLON ? NAMED_ENTITIES.get(s.slice(i + 1, j)) : undefined;
  return value === undefined ? undefined : { value, end: j + 1 };
}

function readNumericEntity(s: string, i: number): { value: string; end: number } | undefined {
  const hex = (s.charCodeAt(i + 2) | 0x20) === 0x78;
  const start = i + (hex ? 3 : 2);
  let j = start;
  while (j < start + 8 && isDigit(s.charCodeAt(j), hex)) j++;
  if (j === start || s.charCodeAt(j) !== SEMICOLON) return undefined;
  return { value: textOfCodePoint(parseInt(s.slice(start, j), hex ? 16 : 10)), end: j + 1 };
}

function isDigit(code: number, hex: boolean): boolean {
  return (code >= 0x30 && code <= 0x39) || (hex && (code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}

/** Whitespace becomes a space; control characters, surrogates and out-of-range numbers are dropped. */
function textOfCodePoint(code: number): string {
  if (isSpace(code)) return ' ';
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return '';
  return String.fromCodePoint(code);
}
