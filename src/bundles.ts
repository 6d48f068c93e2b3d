// The one typed list of the bundles loaded on first use (dist/<name>-feature.js, built from esbuild.mjs's FEATURE_ENTRIES:
// a unit test holds the two together). The platform loads a bundle by name and knows nothing of what it holds; here a
// composition root gives each feature a loader typed by its own lazy module, and nothing else names several features.
import type { LoadBundle } from './platform/types';

export interface Bundles {
  readonly agent: typeof import('./agent/feature');
  readonly alerts: typeof import('./wallets/alertsBundle');
  readonly asset: typeof import('./asset/feature');
  readonly commands: typeof import('./commandsFeature');
  readonly credits: typeof import('./credits/feature');
  readonly hover: typeof import('./hover/hoverProvider');
  readonly nfts: typeof import('./wallets/nftFeature');
  readonly overview: typeof import('./overview/feature');
  readonly pool: typeof import('./pool/feature');
  readonly walletPage: typeof import('./walletPage/feature');
}

/** Each bundle's entry module (esbuild.mjs builds `<name>-feature` from it). */
export const BUNDLE_ENTRIES: Readonly<Record<keyof Bundles, string>> = {
  agent: 'src/agent/feature.ts',
  alerts: 'src/wallets/alertsBundle.ts',
  asset: 'src/asset/feature.ts',
  commands: 'src/commandsFeature.ts',
  credits: 'src/credits/feature.ts',
  hover: 'src/hover/hoverProvider.ts',
  nfts: 'src/wallets/nftFeature.ts',
  overview: 'src/overview/feature.ts',
  pool: 'src/pool/feature.ts',
  walletPage: 'src/walletPage/feature.ts',
};

/** A loader of one bundle, typed by what it holds. */
export function bundle<K extends keyof Bundles>(load: LoadBundle, name: K): () => Promise<Bundles[K]> {
  return () => load(name) as Promise<Bundles[K]>;
}
