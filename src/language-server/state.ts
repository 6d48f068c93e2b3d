// What every handler shares: the settings (the server's own defaults, the user's settings file and environment, then
// initializationOptions and workspace/configuration, confined to what a client may choose: confine.ts, settings.ts'
// USER_KEYS), the API key and the one origin it and every request go to (both from the server's environment, fixed at
// start: apiKey.ts), one client with its cache and credit meter (credits.ts), and a log that never shows the key.
import { ResponseCache } from '../api/transport/cache';
import type { ClientSettings, WalletAssetClient } from '../api/client';
import { accountId } from '../api/accountId';
import { formatRequestLog } from '../format/requestLog';
import { keyDecision, originOf, redactKey } from '../api/transport/keyPolicy';
import { API_URL_ENV, folderPaths, KEY_ENV, keyFor, keyServiceUrl, loadApiKey } from './apiKey';
import { userHome } from '../core/codeCacheFolder';
import { confine, explorersFromEnv, userKeyRefusal, type ServerOwn } from './confine';
import type { ServerCredits } from './credits';
import { DEFAULT_API_BASE_URL, readServerSettings, type ServerSettings } from './settings';
import { loadUserConfig, userConfigPath } from './userConfig';

export interface StartInfo {
  readonly initializationOptions?: unknown;
  readonly rootUri?: string | null;
  readonly workspaceFolders?: ReadonlyArray<{ readonly uri: string }> | null;
}

/** The service client, its credits and what builds answers with it (lookups.ts), loaded together after initialize. */
export type Lookups = Omit<typeof import('./lookups'), 'WalletAssetClient' | 'startCredits'> & {
  readonly client: WalletAssetClient;
  readonly credits: ServerCredits;
};

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
  /** The user's own sources, after the server's defaults: the settings file, then the environment. */
  private userSources: unknown[];
  private configPath: string | undefined;
  private credits: ServerCredits | undefined;
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
    this.userSources = [settingsFromEnv(env)];
    this.settings = this.confined();
  }

  /**
   * The service client, the credit ledger it counts into, and what builds hovers, notes and completions on it
   * (lookups.ts). Their schemas and HTTP stack were most of the server's start-up time, so they load after initialize is
   * answered: at the first request that needs them, or when server.ts preloads them once the editor's first burst of
   * messages is handled.
   */
  lookups(): Promise<Lookups> {
    this.loading ??= import('./lookups').then(async ({ startCredits, ...loaded }) => {
      const credits = await startCredits(this.env, () => this.settings, (line) => this.log(line), () => {
        const s = this.clientSettings();
        return accountId(s.baseUrl, s.apiKey);
      });
      this.credits = credits;
      return {
        ...loaded,
        credits,
        client: new loaded.WalletAssetClient(() => this.clientSettings(), {
          cache: this.cache, meter: credits.meter, userAgent: `walletscope-language-server/${this.version}`,
          onRequest: (entry) => this.log(formatRequestLog(entry)),
        }),
      };
    });
    return this.loading;
  }

  /** Writes what the credit ledger counted (at shutdown; a start that never loaded the client counted nothing). */
  flushCredits(): Promise<void> {
    return this.credits?.flush() ?? Promise.resolve();
  }

  /** The user's settings file as start() read it (or would have): where the user changes what a client may not. */
  get settingsFile(): string | undefined {
    return this.configPath;
  }

  private clientSettings(): ClientSettings {
    return { baseUrl: this.settings.apiBaseUrl, timeoutMs: this.settings.requestTimeoutMs, cacheTtlSeconds: this.settings.cacheTtlSeconds,
      apiKey: keyFor(this.key, this.keyOrigin, this.settings.apiBaseUrl), apiVersion: this.settings.apiVersion };
  }

  /** From the initialize request: the settings, and the key (a key file or settings file inside the workspace is refused). */
  start(info: StartInfo): void {
    this.initOptions = info.initializationOptions;
    const folders = folderPaths([info.rootUri, ...(info.workspaceFolders ?? []).map((f) => f?.uri)]);
    const config = loadUserConfig(userConfigPath(this.env, process.platform, userHome()), folders, this.env);
    this.configPath = config.path;
    this.userSources = [config.settings, settingsFromEnv(this.env)];
    for (const problem of config.problems) this.tell(`Settings: ${problem}`);
    this.log(config.settings ? `user settings: ${config.path}` : `user settings: none${config.path ? ` at ${config.path}` : ''}`);
    this.settings = this.confined(this.initOptions);
    const source = loadApiKey(this.env, folders);
    this.key = source.key;
    if (source.problem) this.log(`API key: ${source.problem}`);
    if (this.key && !this.keyOrigin) this.log(`${API_URL_ENV} is neither an https URL nor http to this computer: the API key is sent nowhere`);
    this.log(this.key ? `API key: set (sent only to ${this.keyOrigin ?? 'no service'})` : `API key: none (the service needs one: set ${KEY_ENV})`);
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

  /** Settings from the server's own, the user's and the clients' sources, with what a client may not choose refused (said once each). */
  private confined(...clientSources: unknown[]): ServerSettings {
    const read = readServerSettings([{ apiBaseUrl: this.own.apiBaseUrl }, ...this.userSources], clientSources);
    const { settings, refused } = confine(read.settings, this.own);
    for (const line of [...read.ignored.map((key) => userKeyRefusal(key, this.configPath)), ...refused]) this.tell(line);
    return settings;
  }

  /** A line for the log and, once, for the user (window/logMessage). */
  private tell(line: string): void {
    if (this.warned.has(line)) return;
    this.warned.add(line);
    this.log(line);
    this.warnUser(redactKey(line, this.key));
  }
}

/** WALLETSCOPE_API_VERSION: `1` or `2` for a service that speaks only one generation (it wins over the settings file). */
function settingsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const value = env.WALLETSCOPE_API_VERSION?.trim();
  return value === '1' || value === '2' ? { apiVersion: value } : {};
}
