// Reads the Walletscope views the way a user sees them: labels, descriptions and tooltips of tree items,
// through the tree providers the extension returns from activate().
import * as vscode from 'vscode';
import { activateExtension, waitFor } from './helpers';

export interface Row {
  readonly node: unknown;
  /** The tree item's id, which VS Code needs unique within the view. */
  readonly id: string | undefined;
  readonly label: string;
  readonly description: string;
  readonly tooltip: string;
  readonly contextValue: string | undefined;
  readonly collapsible: boolean;
  readonly command: vscode.Command | undefined;
}

interface WalletscopeApi {
  readonly walletTree: vscode.TreeDataProvider<unknown>;
  readonly nftTree: vscode.TreeDataProvider<unknown>;
}

export async function views(): Promise<WalletscopeApi> {
  return (await activateExtension()).exports as WalletscopeApi;
}

export async function rows(tree: vscode.TreeDataProvider<unknown>, parent?: Row): Promise<Row[]> {
  const nodes = (await tree.getChildren(parent?.node)) ?? [];
  return Promise.all(nodes.map(async (node) => {
    const unresolved = await tree.getTreeItem(node);
    // As when the user hovers the row: VS Code asks for what it left out (holding rows build their tooltip then).
    const item = unresolved.tooltip === undefined && tree.resolveTreeItem
      ? (await tree.resolveTreeItem(unresolved, node, new vscode.CancellationTokenSource().token)) ?? unresolved : unresolved;
    const label = typeof item.label === 'string' ? item.label : item.label?.label ?? '';
    return {
      node, label, id: item.id,
      description: typeof item.description === 'string' ? item.description : '',
      tooltip: typeof item.tooltip === 'string' ? item.tooltip : item.tooltip?.value ?? '',
      contextValue: item.contextValue,
      collapsible: item.collapsibleState !== undefined && item.collapsibleState !== vscode.TreeItemCollapsibleState.None,
      command: item.command,
    };
  }));
}

/** Waits until the rows under `parent` satisfy `ready`, and returns them. */
export function rowsWhen(tree: vscode.TreeDataProvider<unknown>, what: string, ready: (rows: Row[]) => boolean, parent?: Row): Promise<Row[]> {
  return waitFor(what, async () => {
    const current = await rows(tree, parent);
    return ready(current) ? current : undefined;
  }, { timeoutMs: 15_000, intervalMs: 50 });
}

/** "$1,234.56" → 1234.56 */
export function usd(text: string): number {
  const match = /-?\$([\d,]+(?:\.\d+)?(?:e-?\d+)?)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
}

/** The wallet row labelled `label` once `ready` holds for it (by default: its total has come). */
export async function walletRowWhen(label: string, ready: (row: Row) => boolean = (r) => /\$/.test(r.description)): Promise<Row> {
  const roots = await rowsWhen((await views()).walletTree, `the wallet row "${label}"`, (rs) => rs.some((r) => r.label === label && ready(r)));
  return roots.find((r) => r.label === label)!;
}
