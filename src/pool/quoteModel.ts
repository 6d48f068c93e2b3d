// The read-only swap quote (pure, no vscode): which chain id and wallet it is asked with, and what the page shows
// of the answer. The service wants a wallet even for a preview; Walletscope passes the first watched wallet whose
// address fits the chain's family, else a neutral address nobody holds keys to, and the page says which. The
// answer's transaction is never read (../api/markets/tradeSchemas drops it), so nothing here can sign or send one.
import { chainIdOf } from '../detect/chains';
import type { Pool, SwapQuote, SwapRequest } from '../api/markets/types';
import { formatPercent, formatTokenAmount, formatUsd } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { isPoolAddress } from './target';
import { tokenLabel } from './model';
import type { QuoteResult, QuoteSide } from './protocol';

/** EVM: the conventional burn address. Solana: the system program (32 zero bytes). Neither can sign anything. */
export const NEUTRAL_WALLETS = { evm: '0x000000000000000000000000000000000000dEaD', solana: '11111111111111111111111111111111' } as const;
export const NEUTRAL_WALLET_TEXT = 'a neutral address (no watched wallet on this chain)';
/** What the page says on a chain that is neither (Tron): Walletscope does not quote there. */
export const NO_QUOTES_TEXT = 'no wallet: Walletscope quotes pools on EVM chains and Solana only';

type Family = keyof typeof NEUTRAL_WALLETS;

/** Two tokens to quote between on one chain: a pool's sides, or an asset and a counter token (the asset page). */
export type QuotePair = Pick<Pool, 'blockchain' | 'address' | 'base' | 'quote'>;

/** The swap's chain id: a known name mapped, an id kept, anything else passed as named (the service reads names too). */
export function swapChainId(blockchain: string): string {
  const key = blockchain.trim().toLowerCase();
  return chainIdOf(key) ?? (/^(evm:\d+|solana:solana)$/.test(key) ? key : blockchain.trim());
}

/** EVM or Solana, by the chain id, else EVM by the shape of the pool's address; undefined for any other chain. */
export function chainFamily(blockchain: string, poolAddress: string): Family | undefined {
  const id = swapChainId(blockchain);
  if (id.startsWith('evm:')) return 'evm';
  if (id.startsWith('solana:')) return 'solana';
  return /^0x[0-9a-f]{40}$/i.test(poolAddress.trim()) ? 'evm' : undefined;
}

export interface QuoteWallet {
  readonly address: string;
  /** What the page says: "Quoted for <text>". */
  readonly text: string;
}

/** The first watched wallet that can be on this chain (an 0x address on EVM, base58 on Solana), else the neutral one. */
export function quoteWallet(wallets: ReadonlyArray<{ readonly address: string; readonly label: string }>, family: Family): QuoteWallet {
  const fits = wallets.find((w) => isPoolAddress(w.address.trim()) && (family === 'evm') === /^0x/i.test(w.address.trim()));
  return fits ? { address: fits.address.trim(), text: safeLabel(fits.label, 200) || 'a watched wallet' } : { address: NEUTRAL_WALLETS[family], text: NEUTRAL_WALLET_TEXT };
}

/** Selling the base token for the quote token, or the other way round; `amount` in the token sold. */
export function swapRequest(pool: QuotePair, side: QuoteSide, amount: string, wallet: QuoteWallet): SwapRequest {
  const [sold, bought] = side === 'sell-base' ? [pool.base, pool.quote] : [pool.quote, pool.base];
  return { chainId: swapChainId(pool.blockchain), tokenIn: sold.address, tokenOut: bought.address, amount, walletAddress: wallet.address };
}

/** The symbols sold and bought, for the form's labels ("Sell WETH for USDC"). */
export function sideTokens(pool: QuotePair, side: QuoteSide): { sold: string; bought: string } {
  const base = tokenLabel(pool.base), quote = tokenLabel(pool.quote);
  return side === 'sell-base' ? { sold: base, bought: quote } : { sold: quote, bought: base };
}

export function quoteResult(quote: SwapQuote, pool: QuotePair, side: QuoteSide, amount: string, wallet: QuoteWallet): QuoteResult {
  const { sold, bought } = sideTokens(pool, side);
  const common = { side, amountIn: `${formatTokenAmount(Number(amount))} ${sold}`, wallet: wallet.text, hops: [] };
  if (quote.error !== undefined || quote.amountOut === undefined) {
    return { ...common, status: 'error', message: safeLabel(quote.error ?? 'The service gave no amount out.', 1000) };
  }
  return {
    ...common,
    status: 'loaded',
    amountOut: `${formatTokenAmount(quote.amountOut)} ${bought}`,
    usdIn: quote.amountInUSD === undefined ? '—' : formatUsd(quote.amountInUSD),
    usdOut: quote.amountOutUSD === undefined ? '—' : formatUsd(quote.amountOutUSD),
    impact: impactText(quote.priceImpact),
    fees: quote.poolFees === undefined ? '—' : formatPercent(quote.poolFees),
    hops: quote.hops.slice(0, 16).map((hop) => {
      const fee = hop.feePercent === undefined ? '' : ` (${formatPercent(hop.feePercent)})`;
      const dex = hop.exchange === undefined ? '' : ` on ${safeLabel(hop.exchange, 80)}`;
      return safeLabel(`${safeLabel(hop.tokenIn ?? '?', 60)} → ${safeLabel(hop.tokenOut ?? '?', 60)}${dex}${fee}`, 300);
    }),
  };
}

/** Price impact in percent; one too small to show in two decimals reads "< 0.01%", not "0%". */
export function impactText(percent: number | undefined): string {
  if (percent === undefined || !Number.isFinite(percent)) return '—';
  const abs = Math.abs(percent);
  return abs > 0 && abs < 0.01 ? '< 0.01%' : formatPercent(percent);
}
