// What every handler shares: the settings (the server's own defaults, initializationOptions, then
// workspace/configuration, confined to what a client may choose: confine.ts), the API key and the one origin it
// and every request go to (both from the server's environment, fixed at start: apiKey.ts), one client with its
// cache, and a log that never shows the key.
import type { ApiVersion } from '../api/routes';
import { ResponseCache } from '../api/cache';
import type { ClientSettings, WalletAssetClient } from '../api/client';
import { formatRequestLog } from '../format/requestLog';
import { keyDecision, originOf, redactKey } from '../api/keyPolicy';
import { API_URL_ENV, folderPaths, keyFor, keyServiceUrl, loadApiKey } from './apiKey';
import { confine, explorersFromEnv, type ServerOwn } from './confine';
import { DEFAULT_API_BASE_URL, readSettings, type ServerSettings } from './settings';

export interface StartInfo {
  readonly initializationOptions?: unknown;
  readonly rootUri?: string | null;
  readonly workspaceFolders?: ReadonlyArray<{ readonly uri: string }> | null;
}

/** The service client and what builds answers with it (lookups.ts), loaded together after initialize. */
export type Lookups = Omit<typeof import('./lookups'), 'WalletAssetClient'> & { readonly client: WalletAssetClient };

export class ServerState {
  settings: ServerSettings;
  /** Whether the client's settings were asked for (or pushed) once: until then only initializationOptions are known. */
  configured = false;
  readonly cache = new ResponseCache(1000);
  private loading: Promise<Lookups> | undefined;
  /** The server's own settings, before anything a client sends: the API base URL and explorers from its environment. */
  private readonly own: ServerOwn;
  /** The only origin the key goes to, from the environment; no client setting changes it. */
  private readonly keyOrigin: string | undefined;
  private initOptions: unknown;
  private key: string | undefined;
  /** Refused client values already told (each is said once). */
  private readonly warned = new Set<string>();

  /**
   * `write`: the log (stderr). `warn`: a warning the user should see, e.g. as window/logMessage; both get
   * lines with the key redacted.
   */
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly write: (line: string) => void,
    private readonly version: string,
    private readonly warnUser: (line: string) => void = () => undefined,
  ) {
    const explorers = explorersFromEnv(env);
    if (explorers.problem) this.log(explorers.problem);
    this.own = { apiBaseUrl: keyServiceUrl(env, DEFAULT_API_BASE_URL), explorers: explorers.explorers };
    const origin = originOf(this.own.apiBaseUrl);
    this.keyOrigin = origin && keyDecision(origin, new Set([origin])) === 'send' ? origin : undefined; // https, or http to this computer
    this.settings = this.confined();
  }

  /**
   * The service client and what builds hovers, notes and completions on it (lookups.ts). Their schemas and HTTP stack
   * were most of the server's start-up time, so they load after initialize is answered: at the first request that needs
   * them, or when server.ts preloads them once the editor's first burst of messages is handled.
   */
  lookups(): Promise<Lookups> {
    this.loading ??= import('./lookups').then((loaded) => ({
      ...loaded,
      client: new loaded.WalletAssetClient(() => this.clientSettings(),
        { cache: this.cache, userAgent: `walletscope-language-server/${this.version}`, onRequest: (entry) => this.log(formatRequestLog(entry)) }),
    }));
    return this.loading;
  }

  private clientSettings(): ClientSettings {
    return { baseUrl: this.settings.apiBaseUrl, timeoutMs: this.settings.requestTimeoutMs, cacheTtlSeconds: this.settings.cacheTtlSeconds,
      apiKey: keyFor(this.key, this.keyOrigin, this.settings.apiBaseUrl), apiVersion: apiVersionFromEnv(this.env) };
  }

  /** From the initialize request: the settings, and the key (a key file inside the workspace is refused). */
  start(info: StartInfo): void {
    this.initOptions = info.initializationOptions;
    const folders = folderPaths([info.rootUri, ...(info.workspaceFolders ?? []).map((f) => f?.uri)]);
    this.settings = this.confined(this.initOptions);
    const source = loadApiKey(this.env, folders);
    this.key = source.key;
    if (source.problem) this.log(`API key: ${source.problem}`);
    if (this.key && !this.keyOrigin) this.log(`${API_URL_ENV} is neither an https URL nor http to this computer: the API key is sent nowhere`);
    this.log(this.key ? `API key: set (sent only to ${this.keyOrigin ?? 'no service'})` : 'API key: none (the free tier)');
  }

  /** New settings from the client (workspace/configuration or didChangeConfiguration); true when they changed. */
  update(workspaceSettings: unknown): boolean {
    const before = this.settings;
    this.settings = this.confined(this.initOptions, workspaceSettings);
    if (before.apiBaseUrl !== this.settings.apiBaseUrl) this.cache.clear();
    return JSON.stringify(before) !== JSON.stringify(this.settings);
  }

  log(line: string): void {
    this.write(redactKey(line, this.key));
  }

  /** Settings from the server's own and the clients' sources, with what a client may not choose refused (said once each). */
  private confined(...clientSources: unknown[]): ServerSettings {
    const { settings, refused } = confine(readSettings({ apiBaseUrl: this.own.apiBaseUrl }, ...clientSources), this.own);
    for (const line of refused) {
      if (this.warned.has(line)) continue;
      this.warned.add(line);
      this.log(line);
      this.warnUser(redactKey(line, this.key));
    }
    return settings;
  }
}

/** WALLETSCOPE_API_VERSION: `1` or `2` for a service that speaks only one generation; otherwise auto. */
function apiVersionFromEnv(env: NodeJS.ProcessEnv): ApiVersion {
  const value = env.WALLETSCOPE_API_VERSION?.trim();
  return value === '1' || value === '2' ? value : 'auto';
}
