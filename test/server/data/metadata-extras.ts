// The live metadata's fields beyond the asset record: Telegram, deployer, launch venue, backers,
// distribution, unlock schedule and exchange listings. Synthetic tokens get none of them.
import type { AssetRecord } from './types';
import { NATIVE_EVM } from './asset-seed';
import { realAsset } from './catalogue';
import { evmAddressFrom, solanaAddressFrom } from './deterministic';
import { cexsFor, type ExchangeListing } from './exchanges';
import { INVESTOR_SYMBOLS, type Investor, investorsFor } from './investors';
import { type DistributionShare, type ReleaseEntry, TOKENOMICS_SYMBOLS, distributionFor, releaseScheduleFor } from './tokenomics';

export interface MetadataExtras {
  telegram: string | null;
  deployer: string | null;
  source: string | null;
  investors: Investor[];
  distribution: DistributionShare[];
  release_schedule: ReleaseEntry[];
  cexs: ExchangeListing[];
}

const TELEGRAM: Readonly<Record<string, string>> = {
  BNB: 'https://t.me/BNBchaincommunity', LINK: 'https://t.me/chainlinkofficial', SHIB: 'https://t.me/ShibaInu_Dogecoinkiller',
  PEPE: 'https://t.me/pepecoineth', FLOKI: 'https://t.me/FlokiInuToken', BabyDoge: 'https://t.me/babydogecoin',
  CAKE: 'https://t.me/pancakeswap', TWT: 'https://t.me/trustwallet', JUP: 'https://t.me/jupiterexchange',
  RAY: 'https://t.me/raydiumprotocol', BONK: 'https://t.me/Bonk_Inu',
};

/** Where a token was launched, for the Solana memecoins whose first pool is well known. */
const SOURCE: Readonly<Record<string, string>> = { TRUMP: 'meteora', WIF: 'raydium', POPCAT: 'raydium', MEW: 'raydium' };

// A typo in one of these tables should fail at load time, not show up as silently empty extras.
for (const symbol of [...INVESTOR_SYMBOLS, ...TOKENOMICS_SYMBOLS, ...Object.keys(TELEGRAM), ...Object.keys(SOURCE)]) realAsset(symbol);

/** Deployer of the first token contract (invented but stable); coins native to their chain have none. */
function deployerOf(asset: AssetRecord): string | null {
  if (asset.tags.includes('layer-1')) return null;
  const i = asset.contracts.findIndex((c) => c !== NATIVE_EVM);
  if (i < 0) return null;
  const label = `deployer:${asset.symbol}`;
  return asset.blockchains[i] === 'Solana' ? solanaAddressFrom(label) : evmAddressFrom(label);
}

export function metadataExtras(asset: AssetRecord): MetadataExtras {
  if (asset.tags.includes('synthetic')) {
    return { telegram: null, deployer: null, source: null, investors: [], distribution: [], release_schedule: [], cexs: [] };
  }
  return {
    telegram: TELEGRAM[asset.symbol] ?? null,
    deployer: deployerOf(asset),
    source: SOURCE[asset.symbol] ?? null,
    investors: investorsFor(asset.symbol),
    distribution: distributionFor(asset.symbol),
    release_schedule: releaseScheduleFor(asset.symbol),
    cexs: cexsFor(asset),
  };
}
