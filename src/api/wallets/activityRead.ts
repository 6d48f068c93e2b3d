// What both generations' activity readers share: an asset, an amount, a time and a direction read leniently, as the
// rest of the client reads the service. An amount is its size (a negative one counts as positive: the type or the
// addresses say the direction); a number that is not finite is no amount; a time ahead of the clock is held to it and
// flagged; text is clipped. Pure, no schema per field: an answer can carry 100 transactions of thousands of actions.
import { addressKey } from '../../detect/evm';
import { readNumber, readString } from '../schemas/primitives';
import type { ActivityAsset, TransferDirection } from './types';

/** The most actions read of one transaction (an airdrop can list thousands); the rest are counted. */
export const MAX_ACTIONS = 50;
/** The most transactions read of one answer: more than a page holds. */
export const MAX_TRANSACTIONS = 100;
/** A time this far ahead of the clock is a clock's drift; beyond it, the service's time is not believed. */
const FUTURE_SLACK_MS = 5 * 60_000;

const MAX_NAME = 200;
const MAX_SYMBOL = 60;
const MAX_ADDRESS = 128;
const MAX_URL = 2_000;

export type Raw = Readonly<Record<string, unknown>>;

export function isRaw(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Text, clipped: service text stays raw here (surfaces escape it) but never longer than `max`. */
export function clipped(value: unknown, max: number): string | undefined {
  const text = readString(value);
  return text === undefined ? undefined : text.length <= max ? text : text.slice(0, max);
}

export const readAddress = (value: unknown) => clipped(value, MAX_ADDRESS);
export const readName = (value: unknown) => clipped(value, MAX_NAME);

function positive(n: number | undefined): number | undefined {
  return n !== undefined && n > 0 ? n : undefined;
}

/** An asset needs a name or a symbol; an id that is not a positive whole number is none (unlisted). */
export function readActivityAsset(value: unknown): ActivityAsset | undefined {
  if (!isRaw(value)) return undefined;
  const name = clipped(value.name, MAX_NAME), symbol = clipped(value.symbol, MAX_SYMBOL);
  if (name === undefined && symbol === undefined) return undefined;
  const id = readNumber(value.id);
  const liquidity = readNumber(value.liquidity);
  return {
    id: id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined, name: name ?? symbol!, symbol: symbol ?? name!,
    contract: readAddress(value.contract ?? value.address), logo: clipped(value.logo, MAX_URL), price: positive(readNumber(value.price)),
    liquidity: liquidity !== undefined && liquidity >= 0 ? liquidity : undefined,
  };
}

/** An amount's size; undefined for anything but a finite number (or numeric text). */
export function readAmount(value: unknown): number | undefined {
  const n = readNumber(value);
  return n === undefined ? undefined : Math.abs(n);
}

/** A USD figure that is not negative (a negative one read as its size, as amounts are). */
export const readUsd = readAmount;

/** When: ms, or a date as text; held to `now` (and flagged) when ahead of it; undefined when neither is a time. */
export function readTime(ms: unknown, text: unknown, now: number): { time: number; timeInFuture: boolean } | undefined {
  let time = readNumber(ms);
  if (time === undefined && typeof text === 'string') {
    const parsed = Date.parse(text);
    time = Number.isFinite(parsed) ? parsed : undefined;
  }
  if (time === undefined || time < 0) return undefined;
  return time > now + FUTURE_SLACK_MS ? { time: now, timeInFuture: true } : { time, timeInFuture: false };
}

/** A whole number at least 0 (a block), else undefined. */
export function readCount(value: unknown): number | undefined {
  const n = readNumber(value);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

const TRANSFER_TYPES: Readonly<Record<string, TransferDirection>> = {
  TOKEN_IN: 'in', NATIVE_IN: 'in', TOKEN_OUT: 'out', NATIVE_OUT: 'out',
  VAULT_DEPOSIT: 'vaultDeposit', VAULT_WITHDRAW: 'vaultWithdraw', VAULT_UNSTAKE: 'unstake',
};

/**
 * Which way a transfer went: by its type when the service names one, else by which side is the wallet, else by the
 * sign of its amount (negative: out). Undefined when nothing tells.
 */
export function transferDirection(
  type: unknown, signedAmount: number | undefined, from: string | undefined, to: string | undefined, wallet: string,
): TransferDirection | undefined {
  const named = typeof type === 'string' ? TRANSFER_TYPES[type.trim().toUpperCase()] : undefined;
  if (named) return named;
  const me = addressKey(wallet.trim());
  if (from !== undefined && addressKey(from) === me) return 'out';
  if (to !== undefined && addressKey(to) === me) return 'in';
  return signedAmount !== undefined && signedAmount < 0 ? 'out' : undefined;
}

/** The other side of a transfer: who sent what came in, who got what went out. */
export function counterpartyOf(direction: TransferDirection, from: string | undefined, to: string | undefined): string | undefined {
  return direction === 'out' || direction === 'vaultDeposit' ? to : from;
}
