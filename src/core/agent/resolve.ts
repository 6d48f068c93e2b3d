// What a tool's words name: a token (an address, with its chain found as hovers find it, or a name or symbol), a chain,
// a wallet (a watched wallet's label, an address or an ENS name). A malformed one is a BadInput said plainly.
import * as z from 'zod/mini';
import type { WalletAssetClient } from '../../api/client';
import type { CallOptions } from '../../api/options';
import { searchAssets } from '../../api/search';
import type { Asset, SearchResult } from '../../api/types';
import { CHAIN_NAMES, chainIdOf } from '../../detect/chains';
import { findAddresses, type FoundAddress } from '../../detect';
import { checkWalletInput, sameWallet } from '../../detect/walletInput';
import { safeAgentText } from '../../format/safeText';
import type { WatchedWallet } from '../watchedWallets';
import { BadInput } from './tool';

/** Every tool's last field: the credits the user agreed to after a quote. */
export const confirmCredits = z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000),
  z.describe('Only after an answer asked for it: the credits the user agreed to spend on this call.')));
export const chainField = z.optional(z.string().check(z.maxLength(60),
  z.describe(`The chain, e.g. ${CHAIN_NAMES.slice(0, 5).join(', ')}, or an id such as evm:8453. Optional.`)));
export const tokenField = z.string().check(z.minLength(1), z.maxLength(200),
  z.describe('A token contract address (EVM 0x..., Solana, Tron), or a name or symbol such as "USDC".'));
export const walletField = z.string().check(z.minLength(1), z.maxLength(200),
  z.describe('The label of a wallet the user watches in Walletscope, an address (EVM, Solana) or an ENS name.'));

export type TokenAsk =
  | { readonly kind: 'address'; readonly found: FoundAddress; readonly chain: string | undefined }
  | { readonly kind: 'name'; readonly text: string; readonly chain: string | undefined };

/** A chain the service knows by this name or id; undefined for none given. */
export function readChain(chain: string | undefined): string | undefined {
  const named = chain?.trim();
  if (!named) return undefined;
  if (chainIdOf(named) || /^(evm:\d{1,12}|solana:solana|tron:mainnet)$/i.test(named)) return named;
  throw new BadInput(`Unknown chain "${safeAgentText(named, 40)}": use one of ${CHAIN_NAMES.join(', ')}, or an id such as evm:8453.`);
}

export function readToken(text: string, chain: string | undefined): TokenAsk {
  const token = text.trim();
  const [first, ...others] = findAddresses(token);
  const whole = first && !others.length && first.start === 0 && first.end === token.length ? first : undefined;
  if (whole) return { kind: 'address', found: whole, chain: readChain(chain) };
  if (/^0x/i.test(token)) {
    const checked = checkWalletInput(token);
    throw new BadInput(`${checked.ok ? 'Not a token address.' : checked.problem} Nothing was asked.`);
  }
  if (/^[1-9A-HJ-NP-Za-km-z]{30,}$/.test(token)) throw new BadInput('That looks like a base58 address but is not a valid Solana or Tron one. Nothing was asked.');
  if (/\s{2,}|[\n\r]/.test(token) || token.length > 60) throw new BadInput('A name or symbol is a few words at most (or pass a contract address). Nothing was asked.');
  return { kind: 'name', text: token, chain: readChain(chain) };
}

/** A token as the user named it, for an answer: its address, or its name or symbol quoted. */
export function askedText(ask: TokenAsk): string {
  return ask.kind === 'address' ? safeAgentText(ask.found.address, 64) : `"${safeAgentText(ask.text, 40)}"`;
}

/** The first hit a name or symbol finds (an asset before a pair); the search's own order. */
export async function findByName(client: WalletAssetClient, text: string, chain: string | undefined, options: CallOptions): Promise<SearchResult | undefined> {
  const hits = (await searchAssets(client, text, options)).filter((hit) => hit.kind !== 'pair');
  const onChain = chain ? hits.find((hit) => hit.blockchains.some((b) => sameChain(b, chain))) : undefined;
  return onChain ?? hits[0];
}

/** A token's contract on a chain (the asked one, else its first). */
export function contractOn(asset: Pick<Asset, 'contracts'>, chain: string | undefined): Asset['contracts'][number] | undefined {
  return (chain ? asset.contracts.find((c) => sameChain(c.blockchain, chain)) : undefined) ?? asset.contracts[0];
}

export function sameChain(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase() || (chainIdOf(a) ?? a.toLowerCase()) === (chainIdOf(b) ?? b.toLowerCase());
}

/** The wallet a tool is asked about: a watched one by label or address, or any address or ENS name. */
export function readWallet(text: string, watched: readonly WatchedWallet[]): { readonly address: string; readonly label?: string; readonly chains?: readonly string[] } {
  const asked = text.trim();
  // An address or ENS name is itself, whatever a label says; a label names a watched wallet whose address is one.
  const checked = checkWalletInput(asked);
  if (checked.ok) return watched.find((w) => sameWallet(w.address, checked.address)) ?? { address: checked.address };
  const byLabel = watched.filter((w) => w.label?.toLowerCase() === asked.toLowerCase() && checkWalletInput(w.address).ok);
  const [labelled, ...same] = byLabel;
  if (labelled && !same.length) return labelled;
  const labels = watched.map((w) => w.label).filter((l): l is string => l !== undefined).slice(0, 20).map((l) => `"${safeAgentText(l, 40)}"`);
  throw new BadInput(`No watched wallet is labelled "${safeAgentText(asked, 40)}", and it is no address: ${checked.problem} `
    + `${labels.length ? `Watched wallets: ${labels.join(', ')}.` : 'The user watches no labelled wallet.'} Nothing was asked.`);
}
