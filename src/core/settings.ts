// How raw setting values become usable ones, where more than a type check is needed: both VS Code's
// Config and the language server's settings read these keys through here.
import type { RemoteImages } from '../format/url';

/** A plain object (not null, not an array): a settings section, a JSON-RPC params object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** User explorer URL templates per chain name, with `{address}`; only http(s) templates count. */
export function explorerTemplates(value: unknown): Readonly<Record<string, string>> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && /^https?:\/\/.*\{address\}/.test(e[1])));
}

/** Which remote logos load; anything unknown means the safe default, the service's own image hosts. */
export function remoteImagesOf(value: unknown): RemoteImages {
  return value === 'all' || value === 'none' ? value : 'service';
}

/** The strings of a list setting (e.g. excluded language ids); anything else is dropped. */
export function stringList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A finite number within [min, max]; the minimum when it is not a number at all. */
export function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/** `walletscope.discover.minLiquidityUsd`'s default, and the language server command's. */
export const DEFAULT_MIN_LIQUIDITY_USD = 50_000;

/**
 * The liquidity floor from a setting or a client's argument: a number within [0, 1e12]. Anything else (text, NaN, an
 * object) is the default: a broken value must not turn off the filter that keeps thin markets out.
 */
export function liquidityFloor(value: unknown): number {
  return typeof value === 'number' && !Number.isNaN(value) ? Math.min(1e12, Math.max(0, value)) : DEFAULT_MIN_LIQUIDITY_USD;
}
