// Search results as contract addresses to insert, one per asset and chain ("USD Coin · Ethereum ·
// 0xA0b8…eB48"), for the language server's completion. Only text that is itself an address is offered:
// the service's data is untrusted and would otherwise be inserted into the user's code.
import type { SearchResult } from '../api/types';
import { addressAt } from '../detect';
import { formatPrice } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { shortenAddress } from '../format/text';

export interface ContractChoice {
  /** "USD Coin · Ethereum · 0xA0b8…eB48" */
  readonly label: string;
  /** "USDC · $1.00" */
  readonly detail: string;
  readonly address: string;
}

export const MAX_CHOICES = 50;

export function contractChoices(results: readonly SearchResult[], max = MAX_CHOICES): ContractChoice[] {
  const choices: ContractChoice[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    if (result.kind === 'pair') continue;
    const name = safeLabel(result.name || result.symbol, 60);
    const detail = [safeLabel(result.symbol, 20), result.price !== undefined ? formatPrice(result.price) : ''].filter(Boolean).join(' · ');
    for (const contract of result.contracts) {
      const address = contract.address.trim();
      const key = `${contract.blockchain}\n${address}`;
      if (seen.has(key) || addressAt(address, 0)?.address !== address) continue;
      seen.add(key);
      choices.push({ label: `${name} · ${safeLabel(contract.blockchain, 40)} · ${shortenAddress(address)}`, detail, address });
      if (choices.length >= max) return choices;
    }
  }
  return choices;
}

/** The text typed after an opening quote up to the cursor ("USDC" in `token = "USDC`), or undefined. */
export function quotedPrefix(beforeCursor: string): string | undefined {
  const match = /(["'`])([^"'`\\]{2,40})$/.exec(beforeCursor.slice(-41));
  const text = match?.[2]?.trim();
  return text && /\p{L}/u.test(text) ? text : undefined;
}
