// Plain domain types the rest of the extension uses. Parsed from the service's responses by ./schemas.

/** A contract of an asset on one chain. */
export interface AssetContract {
  readonly address: string;
  readonly blockchain: string;
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
  readonly decimals: number | undefined;
}

/** A search hit carries the market fields of an asset record. */
export type SearchResult = Pick<
  Asset, 'id' | 'name' | 'symbol' | 'logo' | 'contracts' | 'blockchains' | 'price' | 'marketCap' | 'liquidity' | 'volume' | 'website' | 'twitter'
>;

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
  readonly chainBalances: readonly ChainBalance[];
}

export interface Portfolio {
  readonly wallet: string;
  readonly totalUsd: number;
  readonly holdings: readonly Holding[];
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
