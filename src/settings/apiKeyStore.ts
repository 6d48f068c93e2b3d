// The API key lives in VS Code's secret storage (the OS keychain), never in settings.json. It is held in
// memory so each request can read it without waiting, and handed out only for origins the user approved:
// the one it was entered for, and any other the user said yes to once (see ../api/transport/keyPolicy).
import * as vscode from 'vscode';
import { feedKeyDecision } from '../api/feed/feedUrl';
import { keyDecision, originOf, type KeyDecision } from '../api/transport/keyPolicy';

const SECRET_ID = 'walletscope.apiKey';
const ORIGINS_ID = 'walletscope.apiKeyOrigins';
const REFUSED_ID = 'walletscope.apiKeyRefusedOrigins';

export class ApiKeyStore implements vscode.Disposable {
  private key: string | undefined;
  private readonly subscription: vscode.Disposable;
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when the key is set, cleared or changed (in this window or another). */
  readonly onDidChange = this.changed.event;

  constructor(private readonly secrets: vscode.SecretStorage, private readonly memento: vscode.Memento) {
    // Another window may set or clear the key.
    this.subscription = secrets.onDidChange((e) => {
      if (e.key === SECRET_ID) void this.load();
    });
  }

  get current(): string | undefined {
    return this.key;
  }

  /** The key for a request to `baseUrl`, or undefined when it must not go there. */
  keyFor(baseUrl: string): string | undefined {
    return this.key !== undefined && this.decision(baseUrl) === 'send' ? this.key : undefined;
  }

  /** The key for the price feed's subscribe messages: the service's own feed, or an approved origin. */
  keyForFeed(feedUrl: string): string | undefined {
    return this.key !== undefined && feedKeyDecision(feedUrl, new Set(this.list(ORIGINS_ID))) === 'send' ? this.key : undefined;
  }

  decision(baseUrl: string): KeyDecision {
    return keyDecision(baseUrl, new Set(this.list(ORIGINS_ID)));
  }

  /** Whether the user already said no to sending the key to this base URL's origin. */
  refused(baseUrl: string): boolean {
    const origin = originOf(baseUrl);
    return origin !== undefined && this.list(REFUSED_ID).includes(origin);
  }

  async answer(baseUrl: string, send: boolean): Promise<void> {
    const origin = originOf(baseUrl);
    if (!origin) return;
    await this.remember(send ? ORIGINS_ID : REFUSED_ID, origin);
  }

  /**
   * Loads the key. A key saved before origins were recorded was entered for the base URL in use then:
   * that origin is recorded, so nothing changes for the user.
   */
  async load(currentBaseUrl?: string): Promise<void> {
    const key = (await this.secrets.get(SECRET_ID)) || undefined;
    const origin = currentBaseUrl && originOf(currentBaseUrl);
    // Recorded before the key is announced: whoever hears of it asks keyFor() with the origins already known.
    if (key && origin && this.list(ORIGINS_ID).length === 0) await this.remember(ORIGINS_ID, origin);
    this.setKey(key);
  }

  /** Saves the key for the origin of `baseUrl`: the only one it goes to until the user approves another. */
  async set(key: string, baseUrl: string): Promise<void> {
    await this.secrets.store(SECRET_ID, key);
    await this.memento.update(ORIGINS_ID, []);
    await this.memento.update(REFUSED_ID, []);
    const origin = originOf(baseUrl);
    if (origin) await this.remember(ORIGINS_ID, origin);
    this.setKey(key);
  }

  async clear(): Promise<void> {
    await this.secrets.delete(SECRET_ID);
    await this.memento.update(ORIGINS_ID, []);
    await this.memento.update(REFUSED_ID, []);
    this.setKey(undefined);
  }

  private list(id: string): string[] {
    const value = this.memento.get<unknown>(id);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }

  private async remember(id: string, origin: string): Promise<void> {
    const list = this.list(id);
    if (!list.includes(origin)) await this.memento.update(id, [...list, origin].slice(-50));
  }

  private setKey(key: string | undefined): void {
    const changed = key !== this.key;
    this.key = key;
    if (changed) this.changed.fire();
    // The Wallets view's welcome leads with Set API Key only while none is set.
    void vscode.commands.executeCommand('setContext', 'walletscope.hasApiKey', key !== undefined);
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
