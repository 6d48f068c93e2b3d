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

/** "1 wallet", "3 wallets": a count and its noun (one that takes an "s"). */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
