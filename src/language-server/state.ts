// What every handler shares: the settings (initializationOptions, then workspace/configuration), the API
// key, one client with its cache, and a log that never shows the key.
import { ResponseCache } from '../api/cache';
import type { WalletAssetClient } from '../api/client';
import { formatRequestLog } from '../format/requestLog';
import { folderPaths, keyFor, loadApiKey, originOf, redactKey } from './apiKey';
import { readSettings, type ServerSettings } from './settings';

export interface StartInfo {
  readonly initializationOptions?: unknown;
  readonly rootUri?: string | null;
  readonly workspaceFolders?: ReadonlyArray<{ readonly uri: string }> | null;
}

export class ServerState {
  settings: ServerSettings = readSettings();
  readonly cache = new ResponseCache(1000);
  private loading: Promise<WalletAssetClient> | undefined;
  private initOptions: unknown;
  private folders: string[] = [];
  private key: string | undefined;
  private keyOrigin: string | undefined;

  constructor(private readonly env: NodeJS.ProcessEnv, private readonly write: (line: string) => void, private readonly version: string) {}

  /**
   * The service client. Its schemas and HTTP stack are half of the server's start-up time, so they load after
   * initialize is answered (server.ts asks for them at once, in the background), not before.
   */
  client(): Promise<WalletAssetClient> {
    this.loading ??= import('../api/client').then(({ WalletAssetClient }) => new WalletAssetClient(
      () => ({ baseUrl: this.settings.apiBaseUrl, timeoutMs: this.settings.requestTimeoutMs, cacheTtlSeconds: this.settings.cacheTtlSeconds,
        apiKey: keyFor(this.key, this.keyOrigin, this.settings.apiBaseUrl) }),
      { cache: this.cache, userAgent: `walletscope-language-server/${this.version}`, onRequest: (entry) => this.log(formatRequestLog(entry)) },
    ));
    return this.loading;
  }

  /** From the initialize request: the key goes only to the origin of the API base URL set here (or the default). */
  start(info: StartInfo): void {
    this.initOptions = info.initializationOptions;
    this.folders = folderPaths([info.rootUri, ...(info.workspaceFolders ?? []).map((f) => f?.uri)]);
    this.settings = readSettings(this.initOptions);
    this.keyOrigin = originOf(this.settings.apiBaseUrl);
    this.reloadKey();
  }

  /** New settings from the client (workspace/configuration or didChangeConfiguration); true when they changed. */
  update(workspaceSettings: unknown): boolean {
    const before = this.settings;
    this.settings = readSettings(this.initOptions, workspaceSettings);
    if (before.apiBaseUrl !== this.settings.apiBaseUrl) {
      this.cache.clear();
      if (originOf(this.settings.apiBaseUrl) !== this.keyOrigin && this.key) this.log(`the API key is not sent to ${originOf(this.settings.apiBaseUrl) ?? 'that address'}: it is kept for ${this.keyOrigin}`);
    }
    if (before.apiKeyFile !== this.settings.apiKeyFile) this.reloadKey();
    return JSON.stringify(before) !== JSON.stringify(this.settings);
  }

  log(line: string): void {
    this.write(redactKey(line, this.key));
  }

  private reloadKey(): void {
    const source = loadApiKey(this.env, this.settings.apiKeyFile, this.folders);
    if (source.key !== this.key) this.cache.clear();
    this.key = source.key;
    if (source.problem) this.log(`API key: ${source.problem}`);
    this.log(this.key ? `API key: set (sent only to ${this.keyOrigin})` : 'API key: none (the free tier)');
  }
}
