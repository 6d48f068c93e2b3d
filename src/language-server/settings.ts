// The server's settings: the extension's `walletscope.*` keys with the defaults, limits and choices of its
// package.json (bundled at build time, so nothing is typed twice), read from initializationOptions and
// workspace/configuration. One key exists only here: languageServer.completion. Nothing read here decides
// where the API key comes from or goes to (apiKey.ts: the server's environment only).
import { contributes } from '../../package.json';
import { explorerTemplates, isRecord, remoteImagesOf, stringList } from '../core/settings';
import type { RemoteImages } from '../format/url';

interface PropertySchema {
  readonly type?: string | readonly string[];
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
}

/** package.json's default walletscope.apiBaseUrl (the service's own API). */
export const DEFAULT_API_BASE_URL = SCHEMA[`${SECTION}.apiBaseUrl`]!.default as string;

/**
 * Settings from what clients send: `{ walletscope: {...} }` or the section itself, nested (`hover: { enabled }`)
 * or dotted (`"hover.enabled"`). Later sources win, key by key.
 */
export function readSettings(...sources: unknown[]): ServerSettings {
  const sections = sources.map(sectionOf);
  const get = (key: string): unknown => valueOf(key, sections);
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
  };
}

/** The last source's valid value for `key`, else the package.json default. */
function valueOf(key: string, sections: ReadonlyArray<Record<string, unknown> | undefined>): unknown {
  const schema = SCHEMA[`${SECTION}.${key}`];
  if (!schema) throw new Error(`no setting ${SECTION}.${key}`);
  for (const section of [...sections].reverse()) {
    const value = section && (lookup(section, key) ?? lookup(section, `${SECTION}.${key}`));
    const valid = value === undefined ? undefined : validated(value, schema);
    if (valid !== undefined && !(BLANK_MEANS_UNSET.has(key) && typeof valid === 'string' && !valid.trim())) return valid;
  }
  return schema.default;
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
