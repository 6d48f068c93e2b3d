// Short forms of addresses and times for labels and tooltips.

/** "0x7cdC…6720" for EVM, "89pF…UeZz" for base58; short strings are kept whole. */
export function shortenAddress(address: string): string {
  if (address.length <= 14) return address;
  const head = address.startsWith('0x') ? 6 : 4;
  return `${address.slice(0, head)}…${address.slice(-4)}`;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/** "48 minutes", "2.5 hours", "3.5 days": how long a wait is (at least a minute). */
export function formatSpan(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 90) return plural(Math.max(1, Math.round(minutes)), 'minute');
  const hours = minutes / 60;
  return hours < 48 ? `${Math.round(hours * 10) / 10} hours` : `${Math.round(hours / 2.4) / 10} days`;
}

/** "1 wallet", "3 wallets": a count and its noun (one that takes an "s"). */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * What a screen reader hears for a tree row: its name and figure ("Collector, 7 NFTs"; "All wallets, $122,841.77"),
 * not the whole tooltip VS Code otherwise reads after them. The label is read as shown: a token named like an address
 * is not made to sound like one of the user's wallets.
 */
export function rowAccessibleName(label: string, description?: string): string {
  return description ? `${label}, ${description}` : label;
}
