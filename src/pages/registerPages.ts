// A page's part in activation: its Show command and its panel serializer. Nothing of the page loads until one runs;
// then its bundle is loaded and its registry made, once (a failed load is tried again on the next use). The test API
// reads the open pages without loading anything.
import * as vscode from 'vscode';
import { loadOnce } from '../platform/types';
import { noPageFor, type MessageOutcome } from './outcome';

/** The test API of a page's registry: the open pages, and a message delivered as if a page's script had posted it. */
export interface PagesApi<Row> {
  list(): Row[];
  postFromPage(key: string, message: unknown): Promise<MessageOutcome>;
}

/** What a page's bundle makes: its registry, and how Show asks for what to show when given nothing. */
export interface LoadedPages<Query, Row> extends vscode.Disposable {
  readonly panels: PagesApi<Row> & {
    readonly pages: { reloadUnsettled(): void };
    show(query: Query): unknown;
    /** The serializer's half: a panel from before a window reload, with the state its page saved. */
    revive(panel: vscode.WebviewPanel, saved: unknown): void;
  };
  ask(): Promise<Query | undefined>;
}

export interface PageRegistration<Loaded> {
  readonly disposable: vscode.Disposable;
  /** The bundle's registry, made on first use. */
  readonly feature: () => Promise<Loaded>;
  /** Made already, or undefined. */
  readonly loaded: () => Loaded | undefined;
  /** Reloads open pages that failed or wait, from the service now configured. */
  readonly reloadPages: () => void;
}

/** The rows a registry lists. */
type RowOf<Loaded> = Loaded extends LoadedPages<unknown, infer Row> ? Row : never;

export function registerPages<Query, Loaded extends LoadedPages<Query, unknown>>(
  page: { readonly viewType: string; readonly showCommand: string; readonly fromArguments: (...args: unknown[]) => Query | undefined },
  make: () => Promise<Loaded>,
): PageRegistration<Loaded> & { readonly api: PagesApi<RowOf<Loaded>> } {
  let loaded: Loaded | undefined;
  const feature = loadOnce(async () => (loaded = await make()));
  const disposable = vscode.Disposable.from(
    { dispose: () => loaded?.dispose() },
    vscode.window.registerWebviewPanelSerializer(page.viewType, {
      deserializeWebviewPanel: async (panel, saved: unknown) => (await feature()).panels.revive(panel, saved),
    }),
    vscode.commands.registerCommand(page.showCommand, async (...args: unknown[]) => {
      const query = page.fromArguments(...args) ?? (await (await feature()).ask());
      if (query) await (await feature()).panels.show(query); // a page may read something first: the command ends once it shows
    }),
  );
  const api: PagesApi<RowOf<Loaded>> = {
    list: () => (loaded?.panels.list() ?? []) as RowOf<Loaded>[],
    postFromPage: (key, message) => loaded?.panels.postFromPage(key, message) ?? Promise.resolve(noPageFor(key)),
  };
  return { disposable, feature, loaded: () => loaded, api, reloadPages: () => loaded?.panels.pages.reloadUnsettled() };
}
