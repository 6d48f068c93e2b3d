// Pure data shaping for the asset page and search (no vscode): what the page shows of an asset, which watched
// wallets hold it, which links may be opened, and the text of search items. Unit-tested in plain Node.
import { describeError, RateLimitedError } from '../api/transport/errors';
import { htmlToText } from '../api/transport/htmlText';
import type { Asset, AssetContract, HeldAsset, Holding, SearchResult } from '../api/types';
import { addressKey } from '../detect/evm';
import { explorerLink } from '../format/explorers';
import { PLAIN, type Figures } from '../format/figures';
import { addFinite, formatPrice, formatTokenAmount, formatUsdCompact } from '../format/numbers';
import { heldRiskLine } from '../format/risk';
import { removeHidden } from '../format/safeText';
import { shortenAddress } from '../format/text';
import { allowedImage, safeHttpUrl, type RemoteImages } from '../format/url';
import { marketExtras } from './marketExtras';
import type { AssetView, PageState } from './protocol';
import type { AssetQuery } from './query';

/** A watched wallet's label and holdings, as the wallet store has them. */
export interface WalletHoldings {
  readonly label: string;
  readonly holdings: readonly Holding[];
}

const MAX_EXCLUDED = 50;
const MAX_DESCRIPTION = 5000;

export interface ViewOptions {
  /** The user's explorer URL templates per chain. */
  readonly explorers?: Readonly<Record<string, string>>;
  /** What "upcoming" is measured from (default: fetchedAt). */
  readonly now?: number;
  /** Which remote logos may load (default: the service's own image hosts). */
  readonly images?: RemoteImages;
  /** How the "In your wallets" figures are written (Hide Amounts masks them). */
  readonly figures?: Figures;
}

export function buildAssetView(
  asset: Asset, wallets: readonly WalletHoldings[] | undefined, fetchedAt: number, { explorers = {}, now = fetchedAt, images = 'service', figures = PLAIN }: ViewOptions = {},
): AssetView {
  const excluded = [...new Set(asset.circulatingSupplyAddresses)];
  const logo = allowedImage(asset.logo, images);
  return {
    name: clip(asset.name, 200),
    symbol: clip(asset.symbol, 60),
    logo,
    price: asset.price !== undefined ? formatPrice(asset.price) : undefined,
    rank: asset.rank,
    stats: [
      { label: 'Market cap', value: money(asset.marketCap) },
      { label: 'Volume (24h)', value: money(asset.volume) },
      { label: 'Liquidity', value: money(asset.liquidity) },
      { label: 'Total supply', value: amount(asset.totalSupply) },
      { label: 'Circulating supply', value: amount(asset.circulatingSupply) },
      { label: 'Max supply', value: amount(asset.maxSupply) },
    ],
    contracts: uniqueContracts(asset.contracts).slice(0, 200).map((c) => {
      const explorer = explorerLink(c.blockchain, c.address, 'token', explorers);
      // The page protocol caps URLs at 400 characters: a longer one (a user template) gets no button.
      const url = explorer && explorer.url.length <= 400 ? explorer.url : undefined;
      return { chain: clip(c.blockchain, 80), address: clip(c.address, 200), explorerUrl: url, explorerName: url && explorer && clip(explorer.name, 80) };
    }),
    links: links(asset),
    description: asset.description ? clip(plainText(asset.description), MAX_DESCRIPTION) || undefined : undefined,
    excludedAddresses: excluded.slice(0, MAX_EXCLUDED).map((a) => clip(a, 200)),
    excludedMore: Math.max(0, excluded.length - MAX_EXCLUDED),
    holdings: wallets && walletRows(asset, wallets, figures),
    risk: wallets && heldRisk(asset, wallets),
    fetchedAt,
    ...marketExtras(asset, now),
  };
}

function links(asset: Asset): AssetView['links'] {
  const candidates = [
    ['website', 'Website', asset.website], ['twitter', 'X (Twitter)', asset.twitter], ['discord', 'Discord', asset.discord],
    ['chat', 'Chat', asset.chat], ['telegram', 'Telegram', asset.telegram], ['audit', 'Audit', asset.audit], ['kyc', 'KYC', asset.kyc],
  ] as const;
  return candidates.flatMap(([kind, label, value]) => {
    const url = safeHttpUrl(value);
    return url && url.length <= 2048 ? [{ kind, label, url }] : [];
  });
}

/** One row per watched wallet that holds the asset: balance and USD value summed over its matching holdings. */
export function walletRows(
  asset: Pick<Asset, 'id' | 'name' | 'symbol' | 'contracts'>, wallets: readonly WalletHoldings[], f: Figures = PLAIN,
): NonNullable<AssetView['holdings']> {
  const holds = holdsAssetTest(asset);
  const rows: NonNullable<AssetView['holdings']> = [];
  for (const wallet of wallets) {
    const held = wallet.holdings.filter((h) => holds(h.asset));
    if (held.length === 0) continue;
    const balance = held.reduce((sum, h) => addFinite(sum, h.tokenBalance), 0);
    const usd = held.reduce((sum, h) => addFinite(sum, h.usdValue), 0);
    const chains = [...new Set(held.flatMap((h) => h.chainBalances.filter((b) => b.tokenBalance !== 0).map((b) => b.chain)))];
    rows.push({
      wallet: clip(wallet.label, 200), balance: `${f.amount(balance)} ${clip(asset.symbol, 60)}`.trim(), usd: f.usd(usd),
      chains: clip(chains.length ? `on ${chains.join(', ')}` : '', 400),
    });
  }
  return rows.slice(0, 200);
}

/** The scan's warnings for the asset, from a watched wallet's holding of it that carries a scan. */
function heldRisk(asset: Pick<Asset, 'id' | 'name' | 'symbol' | 'contracts'>, wallets: readonly WalletHoldings[]): string | undefined {
  const line = heldRiskLine(wallets.map((w) => w.holdings), holdsAssetTest(asset));
  return line && clip(line, 200);
}

/** Same asset: same id, a shared contract, or (without contracts) the same name and symbol. */
export function holdsAsset(held: Pick<HeldAsset, 'id' | 'name' | 'symbol' | 'contracts'>, asset: Pick<Asset, 'id' | 'name' | 'symbol' | 'contracts'>): boolean {
  return holdsAssetTest(asset)(held);
}

/** The test for one asset, its contract keys built once: per holding it was 5,000 contracts x 5,000 holdings = 20 s. */
function holdsAssetTest(asset: Pick<Asset, 'id' | 'name' | 'symbol' | 'contracts'>): (held: Pick<HeldAsset, 'id' | 'name' | 'symbol' | 'contracts'>) => boolean {
  const keys = new Set(asset.contracts.map((c) => addressKey(c.address)));
  const name = asset.name.toLowerCase();
  const symbol = asset.symbol.toLowerCase();
  return (held) => {
    if (held.id !== undefined && asset.id !== undefined) return held.id === asset.id;
    if (held.contracts.some((c) => keys.has(addressKey(c.address)))) return true;
    return held.contracts.length === 0 && keys.size === 0 && held.name.toLowerCase() === name && held.symbol.toLowerCase() === symbol;
  };
}

/** The page state for a failed load: the error's one sentence, and when a rate limit ends. */
export function errorState(q: AssetQuery, error: unknown, now: number): PageState {
  const retryAt = error instanceof RateLimitedError && error.retryAfterMs !== undefined ? now + error.retryAfterMs : undefined;
  return { status: 'error', query: clip(q.query, 300), blockchain: q.blockchain, message: clip(describeError(error), 1000), retryAt };
}

/**
 * The text of a search item. Assets and tokens: symbol; name, price and market cap (tokens: 24h volume);
 * chains. Pairs: "WSOL/USDC · Raydium"; price, liquidity and 24h volume; chain.
 */
export function searchItemText(result: SearchResult): { label: string; description: string; detail: string } {
  const price = result.price !== undefined ? formatPrice(result.price) : undefined;
  const volume = result.volume !== undefined ? `Vol 24h ${formatUsdCompact(result.volume)}` : undefined;
  if (result.kind === 'pair') {
    const { pair } = result;
    const liquidity = result.liquidity !== undefined ? `Liq ${formatUsdCompact(result.liquidity)}` : undefined;
    return {
      label: [result.name, pair.exchange].filter(Boolean).join(' · '),
      description: present([price, liquidity, volume]).join(' · '),
      detail: `${pair.blockchain} · pair ${shortenAddress(pair.address)} · Enter opens ${pair.base.symbol || pair.base.name}`,
    };
  }
  const facts = [
    result.symbol ? result.name : undefined,
    price,
    result.marketCap !== undefined ? `MC ${formatUsdCompact(result.marketCap)}` : undefined,
    result.kind === 'token' ? volume : undefined,
  ];
  const chains = result.blockchains.length ? result.blockchains : [...new Set(result.contracts.map((c) => c.blockchain))];
  return {
    label: result.symbol || result.name,
    description: present(facts).join(' · '),
    detail: chains.length ? chains.join(', ') : 'No contract (native coin)',
  };
}

const present = (values: ReadonlyArray<string | undefined>): string[] => values.filter((s): s is string => Boolean(s));

/** Descriptions sometimes carry HTML: reduced to plain text (it is still inserted as text, never as HTML). */
export function plainText(value: string): string {
  return htmlToText(value, { keepParagraphs: true, maxInputChars: MAX_DESCRIPTION * 20 });
}

function uniqueContracts(contracts: readonly AssetContract[]): AssetContract[] {
  const seen = new Set<string>();
  return contracts.filter((c) => {
    const key = `${c.blockchain}:${addressKey(c.address)}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}


const money = (v: number | undefined) => (v === undefined ? '—' : formatUsdCompact(v));
const amount = (v: number | undefined) => (v === undefined ? '—' : formatTokenAmount(v));

/** Text for a bounded page field: hidden and bidi characters removed (line breaks kept), cut with an ellipsis to `max`. */
export function clip(value: string, max: number): string {
  const visible = removeHidden(value.length <= max * 2 ? value : value.slice(0, max * 2));
  return visible.length <= max ? visible : `${visible.slice(0, max - 1)}…`;
}
