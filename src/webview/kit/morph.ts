// Redraws in place. A live page is redrawn on every tick; replacing its nodes (or moving a section that outlives
// redraws) blurs whatever had the keyboard, drops a half-typed amount's caret and a hovered row, so a redraw is
// applied instead to the nodes already there: same tag, same place, new attributes and text. Only what changed
// shape is replaced. (morphdom does this too, with keys and hooks; these pages need the 40 lines below.)

/**
 * Makes `parent`'s children look like `next`. A node of `next` that is already a child (a section that outlives
 * redraws) stays where it is when it is in the same place; `resolve` may swap a placeholder of `next` (a slot) for
 * such a node.
 */
export function morphChildren(parent: Element, next: readonly Node[], resolve: (node: Node) => Node = (n) => n): void {
  const wanted = next.map(resolve);
  const later = new Set(wanted);
  for (let i = 0; i < wanted.length; i++) {
    const want = wanted[i]!;
    later.delete(want);
    let have = parent.childNodes[i];
    // A kept section further on stays where it is: what stood before it and is no longer wanted goes instead.
    while (have && have !== want && want.parentNode === parent && !later.has(have) && !isKept(have)) {
      have.remove();
      have = parent.childNodes[i];
    }
    if (have === want) continue;
    if (!have) parent.append(resolveInside(want, resolve));
    // A node new in front of a kept section (a warning that appears) is put before it: the section is not moved.
    else if (isKept(have) || later.has(have)) parent.insertBefore(resolveInside(want, resolve), have);
    else if (!morphNode(have, want, resolve)) parent.replaceChild(resolveInside(want, resolve), have);
  }
  while (parent.childNodes.length > wanted.length) parent.lastChild!.remove();
}

/**
 * A subtree put in whole (the first state on an empty page, a loaded page after an error): its placeholders are swapped
 * for what they stand for, as a morph does on the way down, or the sections that outlive redraws would be missing.
 */
function resolveInside(node: Node, resolve: (node: Node) => Node): Node {
  for (const child of [...node.childNodes]) {
    const resolved = resolve(child);
    if (resolved !== child) node.replaceChild(resolved, child);
    else resolveInside(child, resolve);
  }
  return node;
}

function isKept(node: Node): boolean {
  return node instanceof HTMLElement && kept(node);
}

/** Brings `have` in line with `want` in place; false when they differ in kind (the caller replaces it). */
function morphNode(have: Node, want: Node, resolve: (node: Node) => Node): boolean {
  if (have.nodeType !== want.nodeType) return false;
  if (have instanceof Text) {
    if (have.data !== (want as Text).data) have.data = (want as Text).data;
    return true;
  }
  if (!(have instanceof HTMLElement) || !(want instanceof HTMLElement) || have.tagName !== want.tagName || kept(have) || kept(want)) return false;
  // A logo that is there stays as it is, loaded or loading (no reload, no flash); another address is another image.
  if (have instanceof HTMLImageElement) return have.getAttribute('src') === want.getAttribute('src');
  for (const { name } of [...have.attributes]) if (!want.hasAttribute(name)) have.removeAttribute(name);
  for (const { name, value } of [...want.attributes]) if (have.getAttribute(name) !== value) have.setAttribute(name, value);
  morphChildren(have, [...want.childNodes], resolve);
  return true;
}

/**
 * Marks a section with a life of its own (one that outlives redraws, with its listeners, a chart, a half-typed
 * amount): a redraw never rewrites its element from a new tree, it only puts it in its place.
 */
export function keepSection<T extends { readonly element: HTMLElement }>(section: T): T {
  section.element.dataset.kept = '';
  return section;
}

function kept(element: HTMLElement): boolean {
  return element.dataset.kept !== undefined;
}
