// Small DOM helpers for the page script: elements with text children only, a logo that goes when it does not load, a
// keyboard-friendly radio group (one tab stop; arrows move and pick, as native radio buttons do), and the box and cell
// names of a wide table.
import { isHttpsUrl } from '../../format/url';

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

const brokenLogos = new Set<string>();

/**
 * A logo from the service, https only (else none). It is drawn once it has loaded (the class `loaded`; until then
 * what is behind it shows, never a blank circle) and removes itself if it does not load.
 */
export function remoteLogo(url: string | undefined): HTMLImageElement | undefined {
  if (!url || !isHttpsUrl(url) || brokenLogos.has(url)) return undefined;
  const image = el('img', 'remote-logo');
  image.alt = '';
  image.src = url;
  dropWhenBroken(image);
  return image;
}

/**
 * Marks a logo `loaded` when it has, and removes one that does not load, remembering its address for the page's
 * life: the next redraw (a tick) leaves it out instead of asking the unreachable host again.
 */
export function dropWhenBroken(image: HTMLImageElement): void {
  const drop = () => {
    // Whichever copy failed (one on the page, one built for a redraw and not used, one in a section not yet placed):
    // the address does not load, and no later redraw asks for it again.
    brokenLogos.add(image.getAttribute('src') ?? image.src);
    image.remove();
  };
  if (image.complete && image.naturalWidth > 0) image.classList.add('loaded');
  else if (image.complete && image.src) drop();
  else {
    image.addEventListener('load', () => image.classList.add('loaded'), { once: true });
    image.addEventListener('error', drop, { once: true });
  }
}

/** Whether `url` is a logo that did not load on this page. */
export function isBrokenLogo(url: string | undefined): boolean {
  return url !== undefined && brokenLogos.has(url);
}

/** Options are [value, visible label, accessible name]. */
export function radioGroup<T extends string>(name: string, options: ReadonlyArray<readonly [T, string, string]>, selected: T, onPick: (value: T) => void) {
  const element = el('div', 'segmented');
  element.setAttribute('role', 'radiogroup');
  element.setAttribute('aria-label', name);
  const buttons = options.map(([value, label, accessible]) => {
    const button = el('button', undefined, label);
    button.type = 'button';
    button.dataset.value = value;
    button.setAttribute('role', 'radio');
    button.setAttribute('aria-label', accessible);
    button.addEventListener('click', () => pick(value, true));
    return button;
  });
  let current = selected;
  const mark = () => buttons.forEach((b) => {
    const on = b.dataset.value === current;
    b.setAttribute('aria-checked', String(on));
    b.tabIndex = on ? 0 : -1;
  });
  const pick = (value: T, notify: boolean) => {
    const changed = value !== current;
    current = value;
    mark();
    if (notify && changed) onPick(value);
  };
  element.addEventListener('keydown', (e) => {
    const index = buttons.findIndex((b) => b.dataset.value === current);
    const move = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
    const target = move !== undefined ? (index + move + buttons.length) % buttons.length : e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : undefined;
    if (target === undefined) return;
    e.preventDefault();
    buttons[target]!.focus();
    pick(buttons[target]!.dataset.value as T, true);
  });
  element.append(...buttons);
  mark();
  return { element, get value() { return current; } };
}

/**
 * Redraws `scope`, keeping keyboard focus on the same control (matched by data-focus, e.g. Refresh, a sort button),
 * without scrolling to it: a redraw the user did not ask for leaves the page where they are reading. When that
 * control is gone or cannot take focus (a live trade pushed out of the list, a button now hidden or disabled), focus
 * takes its place in the list (the control now at the same position), else the scope's first stop: the keyboard
 * never falls to the page.
 */
export function keepFocus(scope: HTMLElement, redraw: () => void): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !scope.contains(active)) return redraw();
  const marked = (): HTMLElement[] => [...scope.querySelectorAll<HTMLElement>('[data-focus]')];
  const focused = active.dataset.focus;
  const place = focused !== undefined ? marked().indexOf(active) : -1; // the list is read only for a marked control
  redraw();
  if (active.isConnected && document.activeElement === active) return;
  const now = marked().filter(usable);
  const candidates = [
    focused !== undefined ? now.find((e) => e.dataset.focus === focused) : undefined,
    place >= 0 ? now[Math.min(place, now.length - 1)] : undefined,
    scope.tabIndex >= 0 ? scope : undefined,
    ...[...scope.querySelectorAll<HTMLElement>(STOPS)].filter(usable),
  ];
  for (const target of candidates) {
    target?.focus({ preventScroll: true });
    if (target && document.activeElement === target) return;
  }
}

const STOPS = 'button, input, select, textarea, [tabindex="0"]';
/** A control that can take the keyboard: in the page, drawn, not disabled. */
const usable = (e: HTMLElement): boolean => e.isConnected && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0;

/**
 * The box a wide table sits in (base.css .table-scroll): the page's stylesheet reflows the rows where the box is
 * narrow; if the table is wider still the box scrolls sideways, so it is a tab stop named for a keyboard user.
 */
export function tableBox(label: string, ...children: Node[]): HTMLDivElement {
  const box = el('div', 'table-scroll', ...children);
  box.tabIndex = 0;
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', label);
  return box;
}

/** Names each data cell by its column (`labels` in column order; a row header takes its place), for the reflowed rows. */
export function labelCells(row: HTMLTableRowElement, labels: readonly string[]): void {
  [...row.cells].forEach((cell, i) => {
    if (cell.tagName === 'TD' && labels[i]) cell.dataset.label = labels[i];
  });
}

/** A button that asks the extension (through startPage's click handler on [data-action]); data-* says what. */
export function button(label: string, data: Record<string, string>, accessible?: string, className?: string): HTMLButtonElement {
  const b = el('button', className, label);
  b.type = 'button';
  if (accessible) b.setAttribute('aria-label', accessible);
  Object.assign(b.dataset, data);
  return b;
}
