// Search results as contract addresses to insert, one per asset and chain ("USD Coin · Ethereum · 0xA0b8…eB48") and
// one per pool ("WSOL/USDC pool · Raydium · Solana · 58oQ…ZQo2"), for the language server's completion. Only text
// that is itself an address is offered: the service's data is untrusted and would otherwise be inserted into the user's code. Only symbol- or
// name-like text is searched for: what is typed in a string may be a secret.
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
    if (result.kind === 'pair') {
      const choice = pairChoice(result);
      if (choice && !seen.has(`${result.pair.blockchain}\n${choice.address}`)) {
        seen.add(`${result.pair.blockchain}\n${choice.address}`);
        choices.push(choice);
      }
      if (choices.length >= max) return choices;
      continue;
    }
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

/** A pool hit ("WSOL/USDC pool · Raydium · Solana · 58oQ…ZQo2"): its own address, when it is one. */
function pairChoice(result: Extract<SearchResult, { kind: 'pair' }>): ContractChoice | undefined {
  const address = result.pair.address.trim();
  if (addressAt(address, 0)?.address !== address) return undefined;
  const pair = safeLabel(`${result.pair.base.symbol}/${result.pair.quote.symbol}`, 40);
  const where = [result.pair.exchange, result.pair.blockchain].map((t) => t && safeLabel(t, 40)).filter(Boolean).join(' · ');
  return { label: `${pair} pool · ${where} · ${shortenAddress(address)}`, detail: ['pool', result.price !== undefined ? formatPrice(result.price) : ''].filter(Boolean).join(' · '), address };
}

/** What a token's symbol or name looks like: letters, digits, spaces, dots and hyphens, 2 to 24 of them. */
const NAME_LIKE = /^[\p{L}\p{N} .-]{2,24}$/u;
/** A run of 16 or more letters and digits is likelier part of a secret, a hash or an address than a name. */
const SECRET_LIKE = /[\p{L}\p{N}]{16,}/u;

/**
 * The text typed after an opening quote up to the cursor ("USDC" in `token = "USDC`), or undefined. It is sent
 * to the service's search, so only what looks like a symbol or a name counts: not a path, a URL, a key, a hash,
 * an address or a sentence, nor code between two strings. Leading spaces are dropped; the text ends at the cursor
 * (the completion replaces it).
 */
export function quotedPrefix(beforeCursor: string): string | undefined {
  const match = /(["'`])([^"'`\\]{2,24})$/.exec(beforeCursor.slice(-25));
  const text = match?.[2]?.trimStart();
  if (!text || !NAME_LIKE.test(text) || SECRET_LIKE.test(text) || !/\p{L}/u.test(text)) return undefined;
  const quote = beforeCursor.length - match![2]!.length - 1;
  if (beforeCursor.slice(0, quote).split(match![1]!).length % 2 === 0) return undefined; // a closing quote: between strings
  return text.trim().length >= 2 ? text : undefined;
}
