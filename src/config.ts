// Typed access to Walletscope's settings; tells listeners which settings changed.
import * as vscode from 'vscode';

export const SECTION = 'walletscope';

export type SettingKey = 'apiBaseUrl' | 'requestTimeoutMs' | 'cacheTtlSeconds';
const KEYS: readonly SettingKey[] = ['apiBaseUrl', 'requestTimeoutMs', 'cacheTtlSeconds'];

export const DEFAULT_API_BASE_URL = 'https://api.mobula.io';

export class Config implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<readonly SettingKey[]>();
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor() {
    this.subscription = vscode.workspace.onDidChangeConfiguration((e) => {
      const keys = KEYS.filter((key) => e.affectsConfiguration(`${SECTION}.${key}`));
      if (keys.length > 0) this.changed.fire(keys);
    });
  }

  get apiBaseUrl(): string {
    return this.read('apiBaseUrl', DEFAULT_API_BASE_URL).trim() || DEFAULT_API_BASE_URL;
  }

  get requestTimeoutMs(): number {
    return clamp(this.read('requestTimeoutMs', 10_000), 1_000, 120_000);
  }

  get cacheTtlSeconds(): number {
    return clamp(this.read('cacheTtlSeconds', 60), 0, 86_400);
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }

  private read<T>(key: SettingKey, fallback: T): T {
    const value = vscode.workspace.getConfiguration(SECTION).get<T>(key);
    return typeof value === typeof fallback ? (value as T) : fallback;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}
