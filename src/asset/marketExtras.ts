// What the asset page shows of the live metadata's extras: tags, listing date, exchanges, investors, token
// distribution and upcoming unlocks. Pure (no vscode): formatted, clipped text within the protocol's caps.
import type { Asset, TokenUnlock } from '../api/types';
import { formatDate, isoDate } from '../format/dates';
import { formatTokenAmount } from '../format/numbers';
import { mixesScripts, safeLabel } from '../format/safeText';
import { CAPS, type AssetView } from './protocol';

type Extras = Pick<AssetView,
  'mixedScripts' | 'tags' | 'listed' | 'exchanges' | 'exchangesMore' | 'investors' | 'investorsMore' | 'distribution' | 'unlocks' | 'unlocksMore'>;

export function marketExtras(asset: Asset, now: number): Extras {
  // Deduplicated as sent, made safe only for what is shown: a 10 MB answer can carry 100,000 names.
  const exchanges = unique(asset.exchanges.map((e) => e.name));
  const upcoming = asset.unlocks.filter((u) => u.date >= now);
  return {
    mixedScripts: mixesScripts(asset.name) || mixesScripts(asset.symbol),
    tags: unique(asset.tags.slice(0, CAPS.tags * 4).map((t) => safeLabel(t, 40))).slice(0, CAPS.tags),
    listed: asset.listedAt !== undefined && isoDate(asset.listedAt) ? `Listed ${formatDate(asset.listedAt)}` : undefined,
    exchanges: exchanges.slice(0, CAPS.exchanges).map((name) => safeLabel(name, 80)),
    exchangesMore: Math.max(0, exchanges.length - CAPS.exchanges),
    investors: asset.investors.slice(0, CAPS.investors).map((i) => ({
      name: safeLabel(i.name, 120),
      note: safeLabel([i.lead ? 'Lead' : undefined, i.type, i.country].filter(Boolean).join(' · '), 120),
    })),
    investorsMore: Math.max(0, asset.investors.length - CAPS.investors),
    distribution: asset.distribution.slice(0, CAPS.distribution).map((d) => {
      const value = Math.min(100, Math.max(0, d.percentage));
      return { name: safeLabel(d.name, 120), percent: `${trimmed(value)}%`, value: Number.isFinite(value) ? value : 0 };
    }),
    unlocks: upcoming.slice(0, CAPS.unlocks).map((u) => unlockRow(u, asset)),
    unlocksMore: Math.max(0, upcoming.length - CAPS.unlocks),
  };
}

function unlockRow(unlock: TokenUnlock, asset: Asset): AssetView['unlocks'][number] {
  const supply = asset.totalSupply || asset.maxSupply;
  const share = supply ? (unlock.amount / supply) * 100 : undefined;
  const biggest = [...unlock.allocations].sort((a, b) => b.amount - a.amount).slice(0, 4);
  const recipients = biggest.map((a) => `${a.name}${unlock.amount > 0 ? ` ${trimmed((a.amount / unlock.amount) * 100)}%` : ''}`).join(', ');
  const more = unlock.allocations.length - biggest.length;
  return {
    date: formatDate(unlock.date),
    datetime: isoDate(unlock.date) ?? '',
    amount: safeLabel(`${formatTokenAmount(unlock.amount)} ${asset.symbol}`, 120),
    share: share !== undefined && Number.isFinite(share) ? `${share < 0.01 && share > 0 ? '<0.01' : trimmed(share)}%` : undefined,
    recipients: safeLabel(`${recipients}${more > 0 ? ` and ${more} more` : ''}`, 300),
  };
}

/** Up to two decimals, no trailing zeros: 42.78, 10, 0.5; an absurd share (a million percent and up) as "1e80". */
function trimmed(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return Math.abs(value) >= 1e6 ? value.toExponential(0).replace('e+', 'e') : String(Math.round(value * 100) / 100);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}
