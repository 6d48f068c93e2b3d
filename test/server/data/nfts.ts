// NFTs per wallet: real collections (ERC-721 and ERC-1155 on Ethereum and Base, one Solana NFT).
// Token URIs follow each collection's real scheme where known; metadata is the JSON text an indexer
// caches from that URI, or null when it has not fetched it yet (clients must cope with both).
import type { ChainName, NftKind, NftRecord } from './types';
import type { WalletRole } from './wallet-addresses';
import { sha256Hex, solanaAddressFrom } from './deterministic';
import { keccak256Hex } from '../keccak';

interface Collection {
  chain: ChainName; kind: NftKind; address: string; name: string; symbol: string;
  uri: (id: string) => string; image: (id: string) => string;
}

const C: Record<string, Collection> = {
  bayc: { chain: 'Ethereum', kind: 'ERC721', address: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', name: 'BoredApeYachtClub', symbol: 'BAYC',
    uri: (id) => `ipfs://QmeSjSinHpPnmXmspMjwiXyN6zS4E9zccariGR3jxcaWtq/${id}`, image: (id) => `ipfs://Qm${sha256Hex(`bayc:${id}`).slice(0, 44)}` },
  mayc: { chain: 'Ethereum', kind: 'ERC721', address: '0x60E4d786628Fea6478F785A6d7e704777c86a7c6', name: 'MutantApeYachtClub', symbol: 'MAYC',
    uri: (id) => `https://boredapeyachtclub.com/api/mutants/${id}`, image: (id) => `ipfs://Qm${sha256Hex(`mayc:${id}`).slice(0, 44)}` },
  azuki: { chain: 'Ethereum', kind: 'ERC721', address: '0xED5AF388653567Af2F388E6224dC7C4b3241C544', name: 'Azuki', symbol: 'AZUKI',
    uri: (id) => `ipfs://QmZcH4YvBVVRJtdn4RdbaqgspFU8gH6P9vomDpBVpAL3u4/${id}`, image: (id) => `https://ikzttp.mypinata.cloud/ipfs/QmYDvPAXtiJg7s8JdRBSLWdgSphQdac8j1YuQNNxcGE1hg/${id}.png` },
  pudgy: { chain: 'Ethereum', kind: 'ERC721', address: '0xBd3531dA5CF5857e7CfAA92426877b022e612cf8', name: 'PudgyPenguins', symbol: 'PPG',
    uri: (id) => `ipfs://bafybeibc5sgo2plmjkq2tzmhrn54bk3crhnc23zd2msg4ea7a4pxrkgfna/${id}`, image: (id) => `ipfs://QmNf1UsmdGaMbpatQ6toXSkzDpizaGmC9zfunCyoz1enD5/penguin/${id}.png` },
  doodles: { chain: 'Ethereum', kind: 'ERC721', address: '0x8a90CAb2b38dba80c64b7734e58Ee1dB38B8992e', name: 'Doodles', symbol: 'DOODLE',
    uri: (id) => `ipfs://QmPMc4tcBsMqLRuCQtPmPe84bpSjrC3Ky7t3JWuHXYB4aS/${id}`, image: (id) => `ipfs://Qm${sha256Hex(`doodle:${id}`).slice(0, 44)}` },
  ens: { chain: 'Ethereum', kind: 'ERC721', address: '0x57f1887a8BF19b14fC0dF6Fd9B2acc9Af147eA85', name: '', symbol: '',
    uri: (id) => `https://metadata.ens.domains/mainnet/0x57f1887a8bf19b14fc0df6fd9b2acc9af147ea85/${id}`,
    image: (id) => `https://metadata.ens.domains/mainnet/0x57f1887a8bf19b14fc0df6fd9b2acc9af147ea85/${id}/image` },
  memes: { chain: 'Ethereum', kind: 'ERC1155', address: '0x33FD426905F149f8376e227d0C9D3340AaD17aF1', name: 'The Memes by 6529', symbol: 'MEMES',
    uri: (id) => `https://arweave.net/${sha256Hex(`memes-json:${id}`).slice(0, 43)}`, image: (id) => `https://arweave.net/${sha256Hex(`memes:${id}`).slice(0, 43)}` },
  parallel: { chain: 'Ethereum', kind: 'ERC1155', address: '0x76BE3b62873462d2142405439777e971754E8E77', name: 'ParallelAlpha', symbol: 'LL',
    uri: (id) => `https://nftdata.parallelnft.com/api/parallel-alpha/ipfs/${id}`, image: (id) => `https://nftmedia.parallelnft.com/parallel-alpha/${id}/image.png` },
  baseIntro: { chain: 'Base', kind: 'ERC721', address: '0xD4307E0acD12CF46fD6cf93BC264f5D5D1598792', name: 'Base, Introduced', symbol: 'BASEINTRO',
    uri: (id) => `ipfs://bafybeiaxxs2lbpwvmhj7mmwcg3hiu3h6gx6iwu3pvvnpvzx4rxrtbwjqgi/${id}`, image: () => 'ipfs://bafybeigvgzoolc3drupxhlevdp2ugqcrbcsqfmcek2zxiw5wctk3xjpjwy' },
  lilPudgys: { chain: 'Ethereum', kind: 'ERC721', address: '0x524cAB2ec69124574082676e6F654a18df49A048', name: 'LilPudgys', symbol: 'LP',
    uri: (id) => `https://api.pudgypenguins.io/lil/${id}`, image: (id) => `https://api.pudgypenguins.io/lil/image/${id}` },
  otherdeed: { chain: 'Ethereum', kind: 'ERC721', address: '0x34d85c9CDeB23FA97cb08333b511ac86E1C4E258', name: 'Otherdeed', symbol: 'OTHR',
    uri: (id) => `https://api.otherside.xyz/lands/${id}`, image: (id) => `https://assets.otherside.xyz/otherdeeds/${sha256Hex(`othr:${id}`).slice(0, 40)}.jpg` },
  madLads: { chain: 'Solana', kind: 'NonFungible', address: '', name: 'Mad Lads', symbol: 'MAD',
    uri: (id) => `https://madlads.s3.us-west-2.amazonaws.com/json/${id}.json`, image: (id) => `https://madlads.s3.us-west-2.amazonaws.com/images/${id}.png` },
};

function nft(key: keyof typeof C, tokenId: string, opts: { amount?: number; title?: string; noMetadata?: boolean } = {}): NftRecord {
  const c = C[key]!;
  // Each Solana NFT is its own mint, so the "token address" is per token.
  const address = c.chain === 'Solana' ? solanaAddressFrom(`nft:${key}:${tokenId}`) : c.address;
  const title = opts.title ?? `${c.name || c.symbol} #${tokenId}`;
  const metadata = opts.noMetadata ? null : JSON.stringify({
    name: title, description: `${title} from the ${c.name || 'ENS'} collection.`, image: c.image(tokenId),
    attributes: [{ trait_type: 'Edition', value: tokenId }],
  });
  return {
    chain: c.chain, contract_type: c.kind, token_address: address, token_id: tokenId,
    amount: String(opts.amount ?? 1), name: c.name, symbol: c.symbol, token_uri: c.uri(tokenId), metadata,
  };
}

/** `count` distinct token ids of a collection of `supply`, spread by a stride coprime with the supply. */
function spreadIds(count: number, supply: number, first: number, stride: number): string[] {
  return Array.from({ length: count }, (_, i) => (first + i * stride) % supply).sort((a, b) => a - b).map(String);
}

/** ENS token ids are the keccak of the label as a uint256: a 77-digit decimal string. */
const vitalikEnsTokenId = BigInt('0x' + keccak256Hex('vitalik')).toString();

export const NFTS_BY_WALLET: Record<WalletRole, NftRecord[]> = {
  ordinary: [], lookAlike: [], empty: [], solana: [],
  nftOnly: [
    nft('bayc', '8817'), nft('azuki', '4242', { noMetadata: true }), nft('pudgy', '6873'), nft('mayc', '21033'),
    nft('memes', '8', { amount: 4, title: 'Freedom to Transact' }), nft('memes', '47', { noMetadata: true }), nft('baseIntro', '1337'),
  ],
  mixed: [
    nft('ens', vitalikEnsTokenId, { title: 'vitalik.eth' }), nft('memes', '1', { amount: 2, title: 'Seize the Memes of Production' }),
    nft('doodles', '3341'), nft('parallel', '10195', { amount: 3 }),
  ],
  // 640 NFTs, so a client has to page (the service gives at most 100 per request).
  whale: [
    nft('bayc', '1021'), nft('pudgy', '512'), nft('memes', '12', { amount: 25 }),
    ...spreadIds(380, 22_222, 17, 53).map((id) => nft('lilPudgys', id)),
    ...spreadIds(257, 100_000, 4_096, 263).map((id) => nft('otherdeed', id, { noMetadata: Number(id) % 9 === 0 })),
  ],
  multichain: [nft('baseIntro', '90125')],
  solanaSecond: [nft('madLads', '4412')],
};
