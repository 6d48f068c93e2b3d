// The server's settings: the extension's `walletscope.*` keys with the defaults, limits, choices and scopes of its
// package.json (bundled at build time, so nothing is typed twice), read from the user's own sources (userConfig.ts) and
// from what clients send (initializationOptions, workspace/configuration). One key exists only here:
// languageServer.completion. Nothing read here decides where the API key comes from or goes to (apiKey.ts).
import { contributes } from '../../package.json';
import type { PlanName } from '../api/credits/plans';
import type { ApiVersion } from '../api/transport/routes';
import { explorerTemplates, isRecord, remoteImagesOf, stringList } from '../core/settings';
import { parseWalletSetting, type WatchedWallet } from '../core/watchedWallets';
import type { RemoteImages } from '../format/url';

interface PropertySchema {
  readonly type?: string | readonly string[];
  readonly scope?: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly string[];
}

export const SECTION = 'walletscope';
const SERVER_ONLY: Readonly<Record<string, PropertySchema>> = {
  [`${SECTION}.languageServer.completion`]: { type: 'boolean', default: false },
};
/** An empty value here leaves the key to earlier sources (the server's own default comes first). */
const BLANK_MEANS_UNSET: ReadonlySet<string> = new Set(['apiBaseUrl']);
const SCHEMA: Readonly<Record<string, PropertySchema>> = { ...(contributes.configuration.properties as Record<string, PropertySchema>), ...SERVER_ONLY };

/**
 * The keys only the user sets, never a client: Helix, Zed and Emacs fill a client's settings from files inside the
 * project, and these spend the user's credits (inline notes, the cache, completion's searches) or decide requests (the
 * timeout, the file-size limit, the plan the budget is read from). VS Code keeps its `application` and `machine` keys
 * out of any workspace for the same reason; the timeout and the file-size limit are named here, as is completion.
 * apiBaseUrl and explorers are not here: a client may choose within what the environment allows (confine.ts).
 */
export const USER_KEYS: ReadonlySet<string> = new Set([
  ...Object.entries(SCHEMA).filter(([, schema]) => schema.scope === 'application' || schema.scope === 'machine').map(([key]) => key.slice(SECTION.length + 1)),
  // Which remote images load (a privacy setting: each tells its host the user's IP) is the user's too.
  'requestTimeoutMs', 'maxFileSizeKb', 'languageServer.completion', 'remoteImages',
].filter((key) => key !== 'apiBaseUrl' && key !== 'explorers'));

export interface ServerSettings {
  readonly apiBaseUrl: string;
  readonly requestTimeoutMs: number;
  readonly cacheTtlSeconds: number;
  readonly hoverEnabled: boolean;
  readonly hoverExcludedLanguages: readonly string[];
  readonly maxFileSizeBytes: number;
  readonly explorers: Readonly<Record<string, string>>;
  readonly checksumDiagnostics: boolean;
  readonly inlineInfo: boolean;
  readonly remoteImages: RemoteImages;
  readonly completion: boolean;
  readonly apiVersion: ApiVersion;
  readonly plan: PlanName;
  readonly monthlyCredits: number;
  /** The agent's tools (`--mcp`): the watched wallets, Hide Amounts and what the agent may spend; all user keys. */
  readonly wallets: readonly WatchedWallet[];
  readonly hideAmounts: boolean;
  readonly maskAddresses: boolean;
  readonly agentDailyCredits: number;
  readonly agentConfirmAboveCredits: number;
}

export interface ReadSettings {
  readonly settings: ServerSettings;
  /** User keys (USER_KEYS) a client set to something else than the user's own value: ignored. */
  readonly ignored: readonly string[];
}

/** package.json's default walletscope.apiBaseUrl (the service's own API). */
export const DEFAULT_API_BASE_URL = SCHEMA[`${SECTION}.apiBaseUrl`]!.default as string;

/**
 * Settings from sources of the shape editors send: `{ walletscope: {...} }` or the section itself, nested
 * (`hover: { enabled }`) or dotted (`"hover.enabled"`). Later sources win, key by key. Here every source counts for
 * every key, as the user's own do; what clients send goes through `readServerSettings`.
 */
export function readSettings(...sources: unknown[]): ServerSettings {
  return readServerSettings(sources, []).settings;
}

/**
 * Settings from the user's sources (`own`: the server's defaults, the user's file, the environment) and the clients';
 * USER_KEYS come from `own` only.
 */
export function readServerSettings(own: readonly unknown[], clients: readonly unknown[]): ReadSettings {
  const ownSections = own.map(sectionOf);
  const allSections = [...ownSections, ...clients.map(sectionOf)];
  const ignored: string[] = [];
  const get = (key: string): unknown => {
    if (!USER_KEYS.has(key)) return valueOf(key, allSections);
    const value = valueOf(key, ownSections);
    const asked = lastValid(key, allSections.slice(ownSections.length));
    if (asked !== undefined && JSON.stringify(asked) !== JSON.stringify(value)) ignored.push(key);
    return value;
  };
  return { settings: settingsOf(get), ignored };
}

function settingsOf(get: (key: string) => unknown): ServerSettings {
  return {
    apiBaseUrl: (get('apiBaseUrl') as string).trim() || DEFAULT_API_BASE_URL,
    requestTimeoutMs: get('requestTimeoutMs') as number,
    cacheTtlSeconds: get('cacheTtlSeconds') as number,
    hoverEnabled: get('hover.enabled') as boolean,
    hoverExcludedLanguages: stringList(get('hover.excludedLanguages')),
    maxFileSizeBytes: (get('maxFileSizeKb') as number) * 1024,
    explorers: explorerTemplates(get('explorers')),
    checksumDiagnostics: get('checksumDiagnostics') as boolean,
    inlineInfo: get('inlineInfo') as boolean,
    remoteImages: remoteImagesOf(get('remoteImages')),
    completion: get('languageServer.completion') as boolean,
    apiVersion: get('apiVersion') as ApiVersion,
    plan: get('plan') as PlanName,
    monthlyCredits: get('monthlyCredits') as number,
    wallets: parseWalletSetting(get('wallets')),
    hideAmounts: get('privacy.hideAmounts') as boolean,
    maskAddresses: get('privacy.maskAddresses') as boolean,
    agentDailyCredits: get('agent.dailyCredits') as number,
    agentConfirmAboveCredits: get('agent.confirmAboveCredits') as number,
  };
}

/** The last source's valid value for `key`, else the package.json default. */
function valueOf(key: string, sections: ReadonlyArray<Record<string, unknown> | undefined>): unknown {
  return lastValid(key, sections) ?? schemaOf(key).default;
}

/** The last source's valid value for `key`; undefined when no source has one. */
function lastValid(key: string, sections: ReadonlyArray<Record<string, unknown> | undefined>): unknown {
  const schema = schemaOf(key);
  for (const section of [...sections].reverse()) {
    const value = section && (lookup(section, key) ?? lookup(section, `${SECTION}.${key}`));
    const valid = value === undefined ? undefined : validated(value, schema);
    if (valid !== undefined && !(BLANK_MEANS_UNSET.has(key) && typeof valid === 'string' && !valid.trim())) return valid;
  }
  return undefined;
}

function schemaOf(key: string): PropertySchema {
  const schema = SCHEMA[`${SECTION}.${key}`];
  if (!schema) throw new Error(`no setting ${SECTION}.${key}`);
  return schema;
}

function validated(value: unknown, schema: PropertySchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'boolean': return typeof value === 'boolean' ? value : undefined;
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      const n = type === 'integer' ? Math.round(value) : value;
      return Math.min(schema.maximum ?? Infinity, Math.max(schema.minimum ?? -Infinity, n));
    }
    case 'string': return typeof value === 'string' && (!schema.enum || schema.enum.includes(value)) ? value : undefined;
    case 'array': return Array.isArray(value) ? value : undefined;
    case 'object': return isRecord(value) ? value : undefined;
    default: return undefined;
  }
}

function sectionOf(source: unknown): Record<string, unknown> | undefined {
  if (!isRecord(source)) return undefined;
  return isRecord(source[SECTION]) ? (source[SECTION] as Record<string, unknown>) : source;
}

/** `hover.enabled` as a dotted key or as `hover: { enabled }`. */
function lookup(section: Record<string, unknown>, key: string): unknown {
  if (Object.hasOwn(section, key)) return section[key];
  const [head, ...rest] = key.split('.');
  const inner = section[head!];
  return rest.length && isRecord(inner) ? lookup(inner, rest.join('.')) : undefined;
}
