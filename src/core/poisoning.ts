// Address poisoning (no vscode): an attacker sends a wallet zero-value or dust transfers from an address made to look
// like one it really dealt with (the same first and last characters), hoping the wallet later copies the fake from its
// history. Here: which counterparties of a wallet's activity are such lookalikes (only dust with the wallet, and the
// same look as a counterparty it moved value with), and a way to write addresses short that never makes two of them
// read the same. Linear in the transactions.
import type { ActivityTransaction } from '../api/wallets/types';
import { addressKey } from '../detect/evm';
import { shortenAddress } from '../format/text';

/** At most this many dollars a transfer is dust: what poisoning sends (a zero-value transfer most of all). */
export const DUST_USD = 1;
/** Characters of each end compared: what a hurried eye (and a shortened address) checks. */
const LOOK = 4;

/** How an address looks at a glance: its first and last LOOK characters (after 0x; EVM case folded). */
function look(address: string): string {
  const a = address.trim();
  const evm = /^0x[0-9a-f]{40}$/i.test(a);
  const body = evm ? a.slice(2).toLowerCase() : a;
  return body.length <= 2 * LOOK ? body : `${body.slice(0, LOOK)}…${body.slice(-LOOK)}`;
}

/**
 * The counterparties that imitate another, keyed by addressKey, with the address each imitates: every transfer with it
 * is dust, and the wallet moved more than dust with a different address that looks the same.
 */
export function lookalikes(transactions: readonly ActivityTransaction[]): Map<string, string> {
  const real = new Map<string, string>(); // look → an address the wallet moved value with
  const dustOnly = new Map<string, string>(); // addressKey → address, for counterparties seen with dust so far
  const valued = new Set<string>();
  for (const tx of transactions) {
    for (const a of tx.actions) {
      if (a.kind !== 'transfer' || !a.counterparty) continue;
      const key = addressKey(a.counterparty.trim());
      const dust = a.amount === 0 || (a.usd !== undefined && Number.isFinite(a.usd) && Math.abs(a.usd) <= DUST_USD);
      if (dust) {
        if (!valued.has(key)) dustOnly.set(key, a.counterparty.trim());
        continue;
      }
      valued.add(key);
      dustOnly.delete(key);
      if (!real.has(look(a.counterparty))) real.set(look(a.counterparty), a.counterparty.trim());
    }
  }
  const found = new Map<string, string>();
  for (const [key, address] of dustOnly) {
    const imitated = real.get(look(address));
    if (imitated !== undefined && addressKey(imitated) !== key) found.set(key, imitated);
  }
  return found;
}

/**
 * Each address written short, keyed by addressKey: as usual ("0x28C6…1d60"), unless another of them looks the same at
 * a glance; then longer, as long as it takes for each to read differently (the whole address at worst).
 */
export function distinctShort(addresses: Iterable<string>): Map<string, string> {
  const byLook = new Map<string, Map<string, string>>();
  for (const raw of addresses) {
    const address = raw.trim();
    const group = byLook.get(look(address)) ?? new Map<string, string>();
    group.set(addressKey(address), address);
    byLook.set(look(address), group);
  }
  const out = new Map<string, string>();
  for (const group of byLook.values()) {
    if (group.size === 1) {
      for (const [key, address] of group) out.set(key, shortenAddress(address));
      continue;
    }
    const list = [...group];
    const longest = Math.max(...list.map(([, a]) => a.length));
    let n = LOOK + 2;
    const cut = (a: string) => (a.length <= 2 * n + 2 ? a : `${a.slice(0, n + (a.startsWith('0x') ? 2 : 0))}…${a.slice(-n)}`);
    while (2 * n < longest && new Set(list.map(([, a]) => cut(a).toLowerCase())).size < list.length) n += 2;
    for (const [key, address] of list) out.set(key, cut(address));
  }
  return out;
}

/** Lookalikes found in the activity this window read, for the hovers: each with what it imitates and whose activity. */
export class Lookalikes {
  private readonly found = new Map<string, { readonly imitates: string; readonly wallets: readonly string[] }>();

  /** The lookalikes in the activity of `wallets` (./lookalikes); the newest few thousand are kept. */
  add(wallets: readonly string[], found: ReadonlyMap<string, string>): void {
    for (const [key, imitates] of found) {
      this.found.delete(key);
      this.found.set(key, { imitates, wallets });
    }
    for (const key of this.found.keys()) {
      if (this.found.size <= MAX_KEPT) break;
      this.found.delete(key);
    }
  }

  /** What `address` imitates, and in whose activity, when it is a lookalike this window saw. */
  of(address: string): { readonly imitates: string; readonly wallets: readonly string[] } | undefined {
    return this.found.get(addressKey(address.trim()));
  }
}

const MAX_KEPT = 5000;
