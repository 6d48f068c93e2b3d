// `POST /api/1/wallet/labels` with `{walletAddresses: [...]}` (at most 100; a comma list is read too): what the
// service knows of each address (`@mobula_labs/types` v1/wallet/WalletLabelSchema.ts), one entry per address asked,
// in the order asked. Known: the exchanges, routers and vaults the demo wallets deal with and a few demo wallets
// (data/entities); anyone else has no labels.
import { type AddressLabels, entityLogo, labelsOf } from './data/entities';
import { badRequest, ok, type PostHandler } from './http-util';

export const MAX_LABEL_ADDRESSES = 100;
/** When and how each labelled demo wallet got its first funds. */
const FUNDED_AT = Date.UTC(2021, 2, 14, 9, 26, 41);

function metadata(known: AddressLabels): Record<string, unknown> | null {
  const e = known.entity;
  if (!e) return null;
  return {
    entityName: e.name, entityLogo: entityLogo(e), entityLabels: e.entityLabels, entityType: e.type, entityDescription: null,
    entityTwitter: e.twitter, entityWebsite: e.website, entityGithub: null, entityDiscord: null, entityTelegram: null,
  };
}

function fundingInfo(address: string, known: AddressLabels): Record<string, unknown> | null {
  const from = known.fundedBy;
  if (!from) return null;
  const solana = !address.startsWith('0x');
  return {
    from: from.address, date: new Date(FUNDED_AT).toISOString(), chainId: solana ? 'solana:solana' : 'evm:1',
    txHash: null, formattedAmount: solana ? 12.5 : 0.85,
    currency: solana
      ? { name: 'Solana', symbol: 'SOL', logo: null, decimals: 9, address: 'So11111111111111111111111111111111111111112' }
      : { name: 'Ethereum', symbol: 'ETH', logo: null, decimals: 18, address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' },
    fromWalletTag: from.name, fromWalletLogo: entityLogo(from),
  };
}

export const walletLabels: PostHandler = (body) => {
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as { walletAddresses?: unknown }).walletAddresses : undefined;
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (!Array.isArray(list) || list.length === 0 || !list.every((a) => typeof a === 'string')) return badRequest('walletAddresses must be a list of addresses');
  if (list.length > MAX_LABEL_ADDRESSES) return badRequest(`Maximum ${MAX_LABEL_ADDRESSES} wallet addresses per request`);
  const data = (list as string[]).map((a) => a.trim()).filter((a) => a !== '').map((walletAddress) => {
    const known = labelsOf(walletAddress);
    if (!known) return { walletAddress, labels: [], walletMetadata: null };
    return { walletAddress, labels: known.labels, walletMetadata: metadata(known), platform: null, fundingInfo: fundingInfo(walletAddress, known) };
  });
  return ok({ data });
};
