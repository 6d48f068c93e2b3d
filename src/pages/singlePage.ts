// The registry of a page there is one of (the overview, Credit Usage), for registerPages: Show opens or reveals it, a
// window reload restores it, the test API lists it and posts to it as its script would. Nothing to reload from the
// service: such a page draws what the extension already holds.
import type * as vscode from 'vscode';
import type { PageLifecycle } from './channel';
import type { OpenPages } from './openPages';
import type { LoadedPages } from './registerPages';

/** What the test API lists of the page. */
export interface SinglePageRow {
  readonly title: string;
  readonly ready: boolean;
  readonly active: boolean;
}

export type SinglePageQuery = Record<string, never>;

export function singlePage<P extends { readonly channel: PageLifecycle }>(
  pages: OpenPages<P>, title: string, make: (panel: vscode.WebviewPanel) => P,
): LoadedPages<SinglePageQuery, SinglePageRow>['panels'] {
  return {
    pages: { reloadUnsettled: () => undefined },
    show: () => pages.show(pages.all[0], title, make),
    revive: (panel) => pages.revive(panel, pages.all[0], make),
    list: () => pages.all.map(({ channel: { panel, ready } }) => ({ title: panel.title, ready, active: panel.active })),
    postFromPage: (key, message) => pages.deliver(pages.all[0], key, message),
  };
}
