// Which wallets the All wallets page asks the service about (no vscode): a thousand watched wallets stay one page.
/**
 * The wallets whose net worth and activity the page asks for: all of them up to ASKED_AT_MOST, else the largest by
 * their last known total. Net worth over time is one request naming every wallet (a URL has room for a few dozen) and
 * activity one a wallet (a credit each): a thousand watched wallets cannot mean a thousand requests on opening a page.
 */
export const ASKED_AT_MOST = 20;

export function askedWallets(addresses: readonly string[], totalOf: (address: string) => number | undefined, masked = false): string[] {
  // Under Hide Amounts the first: which are largest is an amount too.
  if (addresses.length <= ASKED_AT_MOST || masked) return addresses.slice(0, ASKED_AT_MOST);
  return addresses.map((address, at) => ({ address, at, total: totalOf(address) ?? -1 }))
    .sort((a, b) => b.total - a.total || a.at - b.at).slice(0, ASKED_AT_MOST).map((w) => w.address);
}

/** What the header says when the page asks for fewer wallets than it shows. */
export function askedNote(shown: number, asked: number, masked = false): string | undefined {
  if (asked >= shown) return undefined;
  return `Net worth, activity and Refresh here: the ${masked ? 'first' : 'largest'} ${asked} of ${masked ? 'the' : shown.toLocaleString('en-US')} wallets (Refresh Wallets in the Wallets view refreshes every wallet).`;
}
