// A tiny element tree for the asset page: built from data by pure code, then either serialised with every
// value escaped (the first paint, in tests) or turned into DOM nodes by the page script with createElement and
// text nodes. Attribute names are an allow-list: no event handlers, no href, no inline style can be expressed.
// No vscode and no DOM here: shared by the extension and the page bundle.
import { isHttpsUrl } from '../format/url';
import { escapeHtml } from '../format/html';

export const TAGS = [
  'main', 'header', 'section', 'div', 'span', 'h1', 'h2', 'p', 'code', 'button', 'img', 'dl', 'dt', 'dd',
  'ul', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'time', 'meter',
] as const;
export type Tag = (typeof TAGS)[number];

export const ATTRIBUTES = [
  'class', 'id', 'type', 'src', 'alt', 'title', 'role', 'aria-label', 'aria-live', 'aria-busy', 'aria-hidden',
  'data-action', 'data-url', 'data-copy', 'data-what', 'data-focus', 'data-slot', 'datetime', 'scope', 'disabled', 'min', 'max', 'value',
] as const;
export type AttributeName = (typeof ATTRIBUTES)[number];
export type Attributes = Partial<Record<AttributeName, string>>;

export interface ViewElement {
  readonly tag: Tag;
  readonly attrs: Attributes;
  readonly children: readonly ViewNode[];
}
export type ViewNode = ViewElement | string;

const TAG_SET: ReadonlySet<string> = new Set(TAGS);
const ATTRIBUTE_SET: ReadonlySet<string> = new Set(ATTRIBUTES);
const VOID_TAGS: ReadonlySet<string> = new Set(['img']);

/** Builds an element; `false`, `undefined` and `null` children are dropped so sections can be conditional. */
export function h(tag: Tag, attrs: Attributes = {}, ...children: Array<ViewNode | readonly ViewNode[] | false | undefined | null>): ViewElement {
  const flat: ViewNode[] = [];
  for (const child of children) {
    if (child === false || child === undefined || child === null) continue;
    if (Array.isArray(child)) flat.push(...(child as readonly ViewNode[]));
    else flat.push(child as ViewNode);
  }
  return { tag, attrs, children: flat };
}

const NUMERIC_ATTRIBUTES: ReadonlySet<string> = new Set(['min', 'max', 'value']);

/** Whether an attribute may be set: allow-listed, `src` only for https images, a meter's figures only as numbers. */
export function isSafeAttribute(name: string, value: string): boolean {
  if (!ATTRIBUTE_SET.has(name)) return false;
  if (name === 'src') return isHttpsUrl(value);
  if (NUMERIC_ATTRIBUTES.has(name)) return /^-?\d{1,12}(\.\d{1,6})?$/.test(value);
  return true;
}


/** HTML for a tree; unknown tags and attributes are left out rather than trusted. */
export function toHtml(node: ViewNode): string {
  if (typeof node === 'string') return escapeHtml(node);
  if (!TAG_SET.has(node.tag)) return '';
  const attrs = Object.entries(node.attrs)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && isSafeAttribute(entry[0], entry[1]))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs}>`;
  return `<${node.tag}${attrs}>${node.children.map(toHtml).join('')}</${node.tag}>`;
}

/** All text of a tree, for tests and accessible names. */
export function textOf(node: ViewNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}
