// Plain domain types the rest of the extension uses. Parsed from the service's responses by ./schemas.

/** A contract of an asset on one chain. */
export interface AssetContract {
  readonly address: string;
  readonly blockchain: string;
  /** Token decimals on that chain, when the service says (USDT: 6 on Ethereum, 18 on BNB Smart Chain). */
  readonly decimals?: number | undefined;
}

/** An exchange that lists the asset. */
export interface Exchange {
  readonly name: string;
  readonly logo: string | undefined;
}

export interface Investor {
  readonly name: string;
  /** "Venture Capital", "Angel"… as the service words it. */
  readonly type: string | undefined;
  readonly lead: boolean;
  readonly country: string | undefined;
}

/** One line of the token distribution: who got what share of the supply, in percent. */
export interface DistributionShare {
  readonly name: string;
  readonly percentage: number;
}

/** A scheduled release of locked tokens. */
export interface TokenUnlock {
  /** When, in ms since the epoch. */
  readonly date: number;
  readonly amount: number;
  /** Who receives what, as the service lists it (may be empty). */
  readonly allocations: ReadonlyArray<{ readonly name: string; readonly amount: number }>;
}

export interface Asset {
  readonly id: number | undefined;
  readonly name: string;
  readonly symbol: string;
  readonly logo: string | undefined;
  readonly contracts: readonly AssetContract[];
  readonly blockchains: readonly string[];
  readonly price: number | undefined;
  readonly marketCap: number | undefined;
  readonly liquidity: number | undefined;
  readonly volume: number | undefined;
  readonly description: string | undefined;
  readonly website: string | undefined;
  readonly twitter: string | undefined;
  readonly discord: string | undefined;
  readonly chat: string | undefined;
  readonly kyc: string | undefined;
  readonly audit: string | undefined;
  readonly totalSupply: number | undefined;
  readonly circulatingSupply: number | undefined;
  readonly maxSupply: number | undefined;
  readonly circulatingSupplyAddresses: readonly string[];
  readonly totalSupplyContracts: readonly string[];
  readonly rank: number | undefined;
  readonly telegram: string | undefined;
  readonly tags: readonly string[];
  /** When the asset was listed, in ms since the epoch. */
  readonly listedAt: number | undefined;
  readonly exchanges: readonly Exchange[];
  readonly investors: readonly Investor[];
  readonly distribution: readonly DistributionShare[];
  /** Scheduled unlocks, earliest first. */
  readonly unlocks: readonly TokenUnlock[];
}

/** The market fields every search hit carries. */
type SearchFields = Pick<
  Asset, 'id' | 'name' | 'symbol' | 'logo' | 'contracts' | 'blockchains' | 'price' | 'marketCap' | 'liquidity' | 'volume' | 'website' | 'twitter'
>;

/** One side of a trading pair. */
export interface PairToken {
  readonly name: string;
  readonly symbol: string;
  readonly address: string;
}

/** A pool on an exchange, e.g. WSOL/USDC on Raydium. `base` is the token the pair prices. */
export interface Pair {
  readonly address: string;
  readonly blockchain: string;
  readonly exchange: string | undefined;
  readonly base: PairToken;
  readonly quote: PairToken;
}

/**
 * A search hit: a listed asset, a token the service tracks without an asset record (no id, 24h volume
 * only), or a pair (its name and symbol are the pair's, "WSOL/USDC"; volume is over 24h).
 */
export type SearchResult =
  | (SearchFields & { readonly kind: 'asset' | 'token' })
  | (SearchFields & { readonly kind: 'pair'; readonly pair: Pair });

/** The part of an asset a holdings entry carries. */
export type HeldAsset = Pick<Asset, 'id' | 'name' | 'symbol' | 'logo' | 'contracts' | 'blockchains'>;

/** What a wallet holds of one asset on one chain. */
export interface ChainBalance {
  readonly chain: string;
  readonly chainId: string | undefined;
  readonly tokenBalance: number;
  readonly address: string | undefined;
}

export interface Holding {
  readonly asset: HeldAsset;
  readonly price: number;
  readonly tokenBalance: number;
  /** USD value of the holding. */
  readonly usdValue: number;
  /** Share of the wallet's total, in percent. */
  readonly allocation: number | undefined;
  readonly priceChange24h: number | undefined;
  readonly priceBought: number | undefined;
  readonly roi: number | undefined;
  readonly realizedPnl: number | undefined;
  readonly unrealizedPnl: number | undefined;
  /** USD put into the position, when the service tracks its trades. */
  readonly totalInvested?: number;
  readonly chainBalances: readonly ChainBalance[];
  /** The asset's liquidity in USD, when the service says. */
  readonly liquidity?: number;
  /** Scanned contracts of this holding (empty: none scanned). */
  readonly security?: readonly ContractSecurity[];
}

export interface Portfolio {
  readonly wallet: string;
  readonly totalUsd: number;
  readonly holdings: readonly Holding[];
  /** Wallet-level profit and loss, when the service sent it (asked with `pnl`). */
  readonly pnl?: WalletPnl;
}

/** Each field is absent when the service did not say: absent is not zero. */
export interface WalletPnl {
  readonly realized: number | undefined;
  readonly unrealized: number | undefined;
  /** Share of priced positions in profit, in percent. */
  readonly winRate: number | undefined;
}

/** NFTs of one wallet as far as they were paged through; `total` when the service said. */
export interface NftPage {
  readonly nfts: readonly Nft[];
  readonly total: number | undefined;
  /** The service has more than were loaded (the caller's bound was reached). */
  readonly more: boolean;
}

export interface NftMetadata {
  readonly name: string | undefined;
  readonly description: string | undefined;
  readonly image: string | undefined;
}

export interface Nft {
  readonly contract: string;
  readonly tokenId: string;
  readonly name: string | undefined;
  readonly symbol: string | undefined;
  readonly amount: number;
  readonly contractType: string | undefined;
  readonly tokenUri: string | undefined;
  readonly tokenHash: string | undefined;
  readonly blockchain: string | undefined;
  readonly metadata: NftMetadata | undefined;
}

/** A time series, columnar (what the chart draws): `t` in ms since the epoch, ascending; `v[i]` is the value at `t[i]`. */
export interface Series {
  readonly t: number[];
  readonly v: number[];
}

/** An asset's history over a range: price in USD, 24h volume and market cap, each possibly empty. */
export interface PriceHistory {
  readonly name: string | undefined;
  readonly symbol: string | undefined;
  readonly price: Series;
  readonly volume: Series;
  readonly marketCap: Series;
}

/** What the service's scan says of one contract; undefined: not reported. Taxes in percent. */
export interface ContractSecurity {
  readonly address: string | undefined;
  readonly isHoneypot: boolean | undefined;
  readonly buyTax: number | undefined;
  readonly sellTax: number | undefined;
  readonly isMintable: boolean | undefined;
  readonly transferPausable: boolean | undefined;
  readonly isBlacklisted: boolean | undefined;
  readonly frozen: boolean | undefined;
  readonly noMintAuthority: boolean | undefined;
}

/** A price from the batched price request: USD, its 24h change in percent when the service says, and when read. */
export interface PriceQuote {
  readonly priceUsd: number;
  readonly change24hPercent: number | undefined;
  readonly at: number;
}
