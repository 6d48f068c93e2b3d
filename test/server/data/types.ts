// Shapes of the reference data set. Records mirror the live service's asset record (spec 2.1 plus the
// live-only extras); holdings and NFTs are internal and rendered per response shape by the server.

export type ChainName = 'Ethereum' | 'Base' | 'Arbitrum' | 'BNB Smart Chain (BEP20)' | 'Polygon' | 'Solana';

/** Full asset record as the live /metadata returns it (spec 2.1 + max_supply, chat and live extras). */
export interface AssetRecord {
  id: number;
  name: string;
  symbol: string;
  contracts: string[];
  blockchains: ChainName[];
  /** decimals per entry of `contracts` (USDT has 6 on Ethereum but 18 on BNB Smart Chain). */
  decimals: number[];
  twitter: string | null;
  website: string | null;
  logo: string;
  price: number;
  market_cap: number;
  liquidity: number;
  volume: number;
  description: string;
  kyc: string | null;
  audit: string | null;
  total_supply_contracts: string[];
  total_supply: number;
  circulating_supply: number;
  circulating_supply_addresses: string[];
  discord: string | null;
  max_supply: number | null;
  chat: string | null;
  rank: number;
  tags: string[];
  listed_at: string;
  price_change_24h: number;
  /** Synthetic long-tail tokens: the live portfolio shows id null and no logo for unlisted ones. */
  unlisted?: boolean;
  /** Airdropped spam: 'known' to the service's filter (`filterSpam=true` leaves it out), or 'missed' by it. */
  spam?: 'known' | 'missed';
}

export interface Holding {
  asset: AssetRecord;
  chain: ChainName;
  /** Token units (not raw integer units). */
  balance: number;
}

export type NftKind = 'ERC721' | 'ERC1155' | 'NonFungible';

export interface NftRecord {
  chain: ChainName;
  contract_type: NftKind;
  token_address: string;
  token_id: string;
  amount: string;
  name: string;
  symbol: string;
  token_uri: string;
  /** JSON text, or null when the indexer has not fetched the token URI yet. */
  metadata: string | null;
}

export interface WalletRecord {
  address: string;
  label: string;
  holdings: Holding[];
  nfts: NftRecord[];
}
