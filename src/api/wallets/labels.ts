// Names for addresses (1 credit a request of up to 100 addresses). Each address's answer
// is kept for days, "no label" too, under its own key (EVM case folded, Solana's base58 as written: detect's
// addressKey), so a hover or an activity page asks only for addresses it has not seen, in as few requests as it can.
// Label text is service text: kept raw (each surface escapes it) but clipped.
import * as z from 'zod/mini';
import { addressKey } from '../../detect/evm';
import type { WalletAssetClient } from '../client';
import { operation } from '../operation';
import { parseResponse } from '../schemas';
import { arrayHead } from '../schemas/primitives';
import { clipped, isRaw } from './activityRead';
import type { AddressLabel, WalletCallOptions } from './types';

/** The most addresses the service takes in one request. */
export const MAX_LABEL_BATCH = 100;
/** How long an address's answer is kept: who owns an address changes rarely. */
export const LABEL_TTL_MS = 3 * 24 * 3_600_000;
const MAX_ADDRESS = 128;
const MAX_LABEL_TEXT = 80;
const MAX_LABELS = 8;

const NO_LABEL: AddressLabel = { name: undefined, type: undefined, labels: [] };

/** A batch of addresses; not kept as a batch (each address's answer is kept on its own, in the client's names). */
export const labelsOperation = operation({
  name: 'labels', keep: () => 0,
  generations: {
    v1: {
      path: '/api/1/wallet/labels', price: { credits: 1, per: 'call' },
      query: (_: readonly string[]) => ({}), body: (addresses) => ({ walletAddresses: addresses }),
      parse: (b) => parseResponse(labelsResponseSchema, b),
    },
  },
});

/** An address's answer in the client's cache. */
function cacheKey(client: WalletAssetClient, key: string): string {
  return `${client.settings().baseUrl.trim()} wallet-labels ${key}`;
}

/**
 * What the service says of each address, keyed by `addressKey(address)`; an address it knows nothing of is absent.
 * Cached answers are used without a request unless `forceRefresh`.
 */
export async function getWalletLabels(client: WalletAssetClient, addresses: Iterable<string>, options: WalletCallOptions): Promise<ReadonlyMap<string, AddressLabel>> {
  const asked = new Map<string, string>();
  for (const raw of addresses) {
    const address = raw.trim();
    if (address !== '' && address.length <= MAX_ADDRESS && !asked.has(addressKey(address))) asked.set(addressKey(address), address);
  }
  const found = new Map<string, AddressLabel>();
  const missing: string[] = [];
  for (const key of asked.keys()) {
    const known = options.forceRefresh ? undefined : client.names.peek<AddressLabel>(cacheKey(client, key));
    if (known) found.set(key, known);
    else missing.push(key);
  }
  const ttl = client.settings().cacheTtlSeconds > 0 ? LABEL_TTL_MS : 0;
  const answers = await Promise.all(chunks(missing, MAX_LABEL_BATCH).map((keys) => {
    // Each address is kept on its own (a batch body is never asked twice). An address already being asked (a hover
    // while the page names its counterparties) joins that ask: the batch holds only the addresses whose load starts
    // here (getOrLoad starts it at once), and is not sent when there are none.
    const mine: string[] = [];
    let send!: (batch: Promise<ReadonlyMap<string, AddressLabel>>) => void;
    const batch = new Promise<ReadonlyMap<string, AddressLabel>>((resolve) => { send = resolve; });
    const loads = Promise.all(keys.map(async (key) => [key, await client.names.getOrLoad(cacheKey(client, key),
      (() => { mine.push(key); return (async () => (await batch).get(key) ?? NO_LABEL)(); }), { ttlMs: () => ttl, force: true })] as const));
    send(mine.length === 0 ? Promise.resolve(new Map()) : client.call(labelsOperation, mine.map((k) => asked.get(k)!), options));
    return loads;
  }));
  const labelled = new Map<string, AddressLabel>();
  for (const [key, label] of [...found, ...answers.flat()]) if (label.name !== undefined || label.labels.length > 0) labelled.set(key, label);
  return labelled;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function readLabel(entry: unknown): [string, AddressLabel] | undefined {
  if (!isRaw(entry)) return undefined;
  const address = clipped(entry.walletAddress, MAX_ADDRESS);
  if (address === undefined) return undefined;
  const meta = isRaw(entry.walletMetadata) ? entry.walletMetadata : {};
  const texts = (value: unknown) => (Array.isArray(value) ? value : []).slice(0, MAX_LABELS)
    .map((l) => clipped(l, MAX_LABEL_TEXT)?.trim()).filter((l): l is string => l !== undefined && l !== '');
  const labels = [...new Set([...texts(entry.labels), ...texts(meta.entityLabels)])].slice(0, MAX_LABELS);
  const name = clipped(meta.entityName, MAX_LABEL_TEXT)?.trim() || undefined;
  return [addressKey(address.trim()), { name, type: clipped(meta.entityType, MAX_LABEL_TEXT)?.trim() || undefined, labels }];
}

/** `{data: [{walletAddress, labels, walletMetadata}]}`, matched by address (never by order). */
export const labelsResponseSchema = z.pipe(
  z.object({ data: arrayHead(MAX_LABEL_BATCH * 2) }),
  z.transform(({ data }) => new Map(data.map(readLabel).filter((e): e is [string, AddressLabel] => e !== undefined))),
);
