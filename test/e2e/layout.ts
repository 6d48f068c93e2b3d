// What a reader sees of a webview page's layout: whether anything is cut on the right, and the editor at half the
// window's width (the editor split in two, as a user makes room for a second file).
import type { FrameLocator } from 'playwright-core';
import { waitFor } from '../host/wait';
import type { Workbench } from './workbench';

/** The DOM used in the page (this tsconfig has no DOM types). */
interface Box { readonly left: number; readonly right: number; readonly width: number; readonly height: number }
interface Element {
  readonly tagName: string; readonly className: unknown; readonly textContent: string | null; readonly innerText: string; readonly parentElement: Element | null;
  readonly clientLeft: number; readonly clientWidth: number; readonly dataset: Record<string, string | undefined>; readonly children: Iterable<Element>;
  getBoundingClientRect(): Box; querySelectorAll(selector: string): Iterable<Element>;
}
interface PageGlobals {
  readonly document: { readonly documentElement: Element };
  getComputedStyle(e: Element, pseudo?: string): { readonly overflowX: string; readonly display: string };
}

/**
 * Every drawn element under `selector` whose right edge lies beyond what shows of it: the window, or the visible part of
 * any box around it that clips or scrolls (a table in a box scrolled to its start is cut there until the reader
 * scrolls). What is hidden for the eye only (a 1 px clipped box for screen readers) is skipped.
 */
export async function cutOff(page: FrameLocator, selector: string): Promise<string[]> {
  return page.locator('body').evaluate((body, selector) => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
    const cut: string[] = [];
    for (const top of (body as unknown as Element).querySelectorAll(selector)) {
      for (const e of [top, ...top.querySelectorAll('*')]) {
        const box = e.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        let right = document.documentElement.clientWidth;
        let hidden = false;
        for (let a = e.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflowX === 'visible') continue;
          if (a.clientWidth <= 1) hidden = true;
          right = Math.min(right, a.getBoundingClientRect().left + a.clientLeft + a.clientWidth);
        }
        if (hidden || box.right <= right + 0.5) continue;
        // No named helper in here: the test runner's bundler would wrap it in a function the page does not have.
        const name = e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : '');
        cut.push(`${name} "${(e.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)} px, the reader sees to ${Math.round(right)} px`);
      }
    }
    return cut;
  }, selector);
}

/**
 * Cells under `selector` whose content is wider than the cell (text that does not wrap runs into the next cell: the
 * wallet page's time over its chain at 900 px), with what they hold.
 */
export async function overflowingCells(page: FrameLocator, selector: string): Promise<string[]> {
  return page.locator('body').evaluate((body, selector) => {
    const over: string[] = [];
    for (const cell of (body as unknown as { querySelectorAll(s: string): Iterable<{ scrollWidth: number; clientWidth: number; className: unknown; innerText: string }> }).querySelectorAll(selector)) {
      if (cell.clientWidth > 0 && cell.scrollWidth > cell.clientWidth + 1) over.push(`${String(cell.className)} "${cell.innerText.replace(/\s+/g, ' ').slice(0, 40)}": ${cell.scrollWidth} px in ${cell.clientWidth}`);
    }
    return over;
  }, selector);
}

/**
 * A table row as it reads on screen: each cell's text, after its column's name where the page draws one (a reflowed
 * row's data-label, drawn before the cell; innerText leaves out what a stylesheet draws).
 */
export async function rowAsShown(page: FrameLocator, row: string): Promise<string> {
  const text = await page.locator(row).first().evaluate((tr) => {
    const { getComputedStyle } = globalThis as unknown as PageGlobals;
    return [...(tr as unknown as Element).children].map((cell) => {
      const label = cell.dataset.label !== undefined && getComputedStyle(cell, '::before').display !== 'none' ? `${cell.dataset.label} ` : '';
      return label + cell.innerText;
    }).join(' ');
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** The page's width in CSS pixels (its frame's viewport). */
export async function pageWidth(page: FrameLocator): Promise<number> {
  return page.locator('html').evaluate((html) => (html as unknown as Element).clientWidth, undefined, { timeout: 5_000 });
}

/**
 * Splits the editor (View: Split Editor: a webview stays in its group, the new one beside it is empty), so the page
 * has half the editor's width, runs `check`, and joins the groups again.
 */
export async function atHalfWidth<T>(wb: Workbench, page: FrameLocator, check: (width: number) => Promise<T>): Promise<T> {
  const full = await pageWidth(page);
  await wb.focus(); // keyboard focus may be inside the page's frame, which keeps F1 to itself
  await wb.runCommand('View: Split Editor');
  try {
    const width = await waitFor('the page to take half the editor', async () => {
      const now = await pageWidth(page);
      return now < full * 0.6 ? now : undefined;
    }, { timeoutMs: 10_000, intervalMs: 100 });
    await wb.page.waitForTimeout(300); // the page's own redraws on resize (charts) run on the next frames
    return await check(width);
  } catch (e) {
    await wb.screenshot('FAILED at half width'); // the runner's own screenshot comes after the groups are joined again
    throw e;
  } finally {
    await wb.focus();
    await wb.runCommand('View: Join All Editor Groups'); // whichever group has focus now
  }
}
