// The few pieces of the vscode module the Wallets view's code touches as it restores and draws, for timing that code
// in a plain Node process (bench/scaleMain.ts): the same classes' shapes, no behaviour beyond events.

export class EventEmitter<T> {
  private readonly listeners = new Set<(value: T) => void>();
  readonly event = (listener: (value: T) => void) => {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  };
  fire(value: T): void { for (const listener of this.listeners) listener(value); }
  dispose(): void { this.listeners.clear(); }
}

export enum TreeItemCollapsibleState { None = 0, Collapsed = 1, Expanded = 2 }

export class TreeItem {
  id?: string;
  description?: string;
  tooltip?: unknown;
  iconPath?: unknown;
  contextValue?: string;
  command?: unknown;
  accessibilityInformation?: unknown;
  constructor(public label: string | { label: string }, public collapsibleState?: TreeItemCollapsibleState) {}
}

export class ThemeIcon {
  constructor(readonly id: string, readonly color?: ThemeColor) {}
}

export class ThemeColor {
  constructor(readonly id: string) {}
}

export class MarkdownString {
  constructor(public value = '') {}
}

export class Disposable {
  constructor(private readonly onDispose: () => void) {}
  static from(...items: Array<{ dispose(): unknown }>): Disposable { return new Disposable(() => items.forEach((i) => i.dispose())); }
  dispose(): void { this.onDispose(); }
}
