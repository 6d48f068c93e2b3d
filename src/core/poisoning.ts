// Address poisoning (no vscode): an attacker sends a wallet zero-value or dust transfers from an address made to look
// like one it really dealt with (the same first and last characters), hoping the wallet later copies the fake from its
// history. Here: which counterparties of a wallet's activity are such lookalikes (only dust with the wallet, and the
// same look as a counterparty it moved value with), and a way to write addresses short that never makes two of them
// read the same. Linear in the transactions.
import type { ActivityTransaction } from '../api/wallets/types';
import { addressKey } from '../detect/evm';
import { shortenAddress } from '../format/text';

/** At most this many dollars a transfer is dust: what poisoning sends (a zero-value transfer most of all). A transfer
 *  the service gave no price for is dust too: a fake token sent in the amount the wallet really moved is the other lure. */
export const DUST_USD = 10;
/** A group of addresses that look alike beyond this many is a flood: each is written whole. */
const MAX_SHORTENED_GROUP = 64;
/** Characters of each end compared: what a hurried eye (and a shortened address) checks. */
const LOOK = 4;

/** How an address looks at a glance: its first and last LOOK characters (after 0x, and case folded, for any 0x-hex). */
function look(address: string): string {
  const a = address.trim();
  const hex = /^0x[0-9a-f]+$/i.test(a);
  const body = hex ? a.slice(2).toLowerCase() : a;
  return body.length <= 2 * LOOK ? body : `${body.slice(0, LOOK)}…${body.slice(-LOOK)}`;
}

/** A transfer that moved nothing worth counting: nothing, no price, or at most DUST_USD. */
export function isDustTransfer(a: { readonly amount: number; readonly usd: number | undefined }): boolean {
  return !(a.amount > 0) || a.usd === undefined || !Number.isFinite(a.usd) || Math.abs(a.usd) <= DUST_USD;
}

/**
 * The counterparties that imitate another, keyed by addressKey, with the address each imitates: every transfer with it
 * is dust, and the wallet moved more than dust with a different address that looks the same.
 */
export function lookalikes(transactions: readonly ActivityTransaction[], isWatched: (address: string) => boolean = () => false): Map<string, string> {
  const real = new Map<string, string>(); // look → an address the wallet moved value with
  const dustOnly = new Map<string, string>(); // addressKey → address, for counterparties seen with dust so far
  const valued = new Set<string>();
  for (const tx of transactions) {
    for (const a of tx.actions) {
      if (a.kind !== 'transfer' || !a.counterparty) continue;
      const key = addressKey(a.counterparty.trim());
      if (isDustTransfer(a)) {
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
    if (isWatched(address)) continue; // the user's own wallet is no lure, whatever the service says
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
    if (list.length > MAX_SHORTENED_GROUP) { // a flood of lookalikes: whole, and no time spent telling them apart
      for (const [key, address] of list) out.set(key, address);
      continue;
    }
    let longest = 0;
    for (const [, a] of list) longest = Math.max(longest, a.length);
    let n = LOOK + 2;
    const cut = (a: string) => (a.length <= 2 * n + 2 ? a : `${a.slice(0, n + (a.startsWith('0x') ? 2 : 0))}…${a.slice(-n)}`);
    while (2 * n < longest && new Set(list.map(([, a]) => cut(a).toLowerCase())).size < list.length) n += 2;
    for (const [key, address] of list) out.set(key, cut(address));
  }
  return out;
}

/** Lookalikes found in the activity this window read, for the hovers: each with what it imitates and whose activity. */
export class Lookalikes {
  private readonly found = new Map<string, { readonly imitates: string; readonly wallets: readonly string[]; readonly page: string }>();

  /** The lookalikes the activity of `wallets` shows now (./lookalikes), replacing what it showed before (an address
   *  the wallet has since paid for real is no lookalike any more); the newest few thousand are kept. */
  add(wallets: readonly string[], found: ReadonlyMap<string, string>): void {
    const page = wallets.map((w) => addressKey(w)).join(',');
    for (const [key, seen] of this.found) if (seen.page === page) this.found.delete(key);
    for (const [key, imitates] of found) {
      this.found.delete(key);
      this.found.set(key, { imitates, wallets, page });
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
