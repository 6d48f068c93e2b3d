// The several views of one asset record that the endpoints return, per response shape.
import type { AssetRecord } from './data/types';
import { metadataExtras } from './data/metadata-extras';

/** Live /metadata record: the asset record plus its extras, minus what the live record lacks (the
 *  24h change is a portfolio and search field there) and internal flags. */
export function liveMetadataRecord(asset: AssetRecord): Record<string, unknown> {
  const { unlisted: _internal, price_change_24h: _notInMetadata, ...record } = asset;
  return { ...record, ...metadataExtras(asset) };
}

// Spec 2.1 fields in the order the spec lists them.
function specFields(asset: AssetRecord) {
  return {
    id: asset.id, name: asset.name, symbol: asset.symbol, contracts: asset.contracts, blockchains: asset.blockchains,
    twitter: asset.twitter, website: asset.website, logo: asset.logo, price: asset.price, market_cap: asset.market_cap,
    liquidity: asset.liquidity, volume: asset.volume, description: asset.description, kyc: asset.kyc, audit: asset.audit,
    total_supply_contracts: asset.total_supply_contracts, total_supply: asset.total_supply,
    circulating_supply: asset.circulating_supply, circulating_supply_addresses: asset.circulating_supply_addresses,
    discord: asset.discord,
  };
}

/** Spec metadata variant: no max_supply/chat, and strings declared non-null, so nulls become "". */
export function specMetadataRecord(asset: AssetRecord): Record<string, unknown> {
  const fields = specFields(asset);
  return {
    ...fields, twitter: fields.twitter ?? '', website: fields.website ?? '', kyc: fields.kyc ?? '',
    audit: fields.audit ?? '', discord: fields.discord ?? '',
  };
}

/** Spec multi-wallet variant (`asset.data`): adds max_supply and chat, nulls allowed. */
export function specHoldingsRecord(asset: AssetRecord): Record<string, unknown> {
  return { ...specFields(asset), max_supply: asset.max_supply, chat: asset.chat };
}

/** Spec 2.2 search result; the spec declares the links as strings, so missing ones become "". */
export function specSearchResult(asset: AssetRecord): Record<string, unknown> {
  return {
    blockchains: asset.blockchains, contracts: asset.contracts, id: asset.id, liquidity: asset.liquidity,
    logo: asset.logo, market_cap: asset.market_cap, name: asset.name, price: asset.price, symbol: asset.symbol,
    twitter: asset.twitter ?? '', volume: asset.volume, website: asset.website ?? '',
  };
}
