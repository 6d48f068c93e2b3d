// The API key lives in VS Code's secret storage (the OS keychain), never in settings.json.
// It is held in memory so each request can read it without waiting.
import * as vscode from 'vscode';

const SECRET_ID = 'walletscope.apiKey';

export class ApiKeyStore implements vscode.Disposable {
  private key: string | undefined;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly secrets: vscode.SecretStorage) {
    // Another window may set or clear the key.
    this.subscription = secrets.onDidChange((e) => {
      if (e.key === SECRET_ID) void this.load();
    });
  }

  get current(): string | undefined {
    return this.key;
  }

  async load(): Promise<void> {
    this.remember((await this.secrets.get(SECRET_ID)) || undefined);
  }

  async set(key: string): Promise<void> {
    await this.secrets.store(SECRET_ID, key);
    this.remember(key);
  }

  async clear(): Promise<void> {
    await this.secrets.delete(SECRET_ID);
    this.remember(undefined);
  }

  private remember(key: string | undefined): void {
    this.key = key;
    // Views show the "API key is optional" note only while none is set.
    void vscode.commands.executeCommand('setContext', 'walletscope.hasApiKey', key !== undefined);
  }

  dispose(): void {
    this.subscription.dispose();
  }
}
