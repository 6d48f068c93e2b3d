// DEX markets as the rest of the extension sees them, whichever generation of the service answered.
// Unknown figures are undefined, never 0: the service's v2 schema fills gaps with 0, v1 leaves them out.

/** A pool: where a pair of tokens trades on one DEX and chain. */
export interface Pool {
  readonly address: string;
  /** The chain as the service named it ("ethereum", "evm:1", "Solana"). */
  readonly blockchain: string;
  /** The token priced (WETH in USDC/WETH) and the token it is priced in. */
  readonly base: PoolToken;
  readonly quote: PoolToken;
  readonly exchange: { readonly name: string | undefined; readonly logo: string | undefined };
  /** The pool's kind as the service words it ("uniswap-v3", "CLMM"). */
  readonly type: string | undefined;
  /** The base token's price, in USD and in the quote token. */
  readonly priceUSD: number | undefined;
  readonly priceQuote: number | undefined;
  readonly liquidityUSD: number | undefined;
  /** When the pool was created, ms since the epoch. */
  readonly createdAt: number | undefined;
  /** Figures per window; v1 gives only the 24h volume. */
  readonly windows: Readonly<Partial<Record<PoolWindowName, PoolWindow>>>;
}

export type PoolWindowName = '5m' | '1h' | '4h' | '24h';
export const POOL_WINDOWS: readonly PoolWindowName[] = ['5m', '1h', '4h', '24h'];

export interface PoolWindow {
  readonly volumeUSD: number | undefined;
  /** Percent. */
  readonly priceChange: number | undefined;
  readonly buys: number | undefined;
  readonly sells: number | undefined;
}

export interface PoolToken {
  readonly address: string;
  readonly symbol: string | undefined;
  readonly name: string | undefined;
  readonly logo: string | undefined;
  /** The service's asset id, to open the asset page exactly. */
  readonly assetId: number | undefined;
  readonly priceUSD: number | undefined;
}

/** A token's pools, most liquid first as the service ranks them; `total` counts those not sent too. */
export interface PoolList {
  readonly pools: readonly Pool[];
  readonly total: number | undefined;
}

/** One candle: start time (ms), open, high, low, close (USD), volume (USD). */
export interface Candle {
  readonly t: number;
  readonly o: number;
  readonly h: number;
  readonly l: number;
  readonly c: number;
  readonly v: number;
}

export interface Trade {
  /** ms since the epoch. */
  readonly date: number;
  readonly side: 'buy' | 'sell';
  /** The base token's price in USD at the trade. */
  readonly priceUSD: number | undefined;
  /** Base tokens traded. */
  readonly amount: number | undefined;
  readonly amountUSD: number | undefined;
  readonly hash: string | undefined;
  /** Who traded (the transaction's sender when the service knows it). */
  readonly trader: string | undefined;
}

/** A read-only swap preview: what an amount in would give out, never a transaction. */
export interface SwapQuote {
  readonly amountOut: number | undefined;
  readonly amountInUSD: number | undefined;
  readonly amountOutUSD: number | undefined;
  /** Percent. */
  readonly priceImpact: number | undefined;
  readonly poolFees: number | undefined;
  readonly hops: readonly SwapHop[];
  /** The service's refusal ("no route"), when it gave one instead of a quote. */
  readonly error: string | undefined;
}

export interface SwapHop {
  readonly pool: string;
  readonly exchange: string | undefined;
  readonly tokenIn: string | undefined;
  readonly tokenOut: string | undefined;
  readonly feePercent: number | undefined;
}

export interface SwapRequest {
  /** The service's chain id: "evm:1", "solana:solana". */
  readonly chainId: string;
  readonly tokenIn: string;
  readonly tokenOut: string;
  /** Human units of tokenIn, as a plain decimal ("1000", "0.5"). */
  readonly amount: string;
  /** Required by the service even for a preview; see ./quoteWallet. */
  readonly walletAddress: string;
}
