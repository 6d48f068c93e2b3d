// Local spam rules for holdings (no vscode), on top of the service's own `filterSpam`: airdropped tokens that
// inflate totals. A holding is spam when its name or symbol carries a link or "claim"/"visit" wording, or when
// it has neither a price nor liquidity, or when it is unlisted dust. Each rule gives a reason for the tooltip. The same
// rules judge what an activity says came in (an airdrop), from the same few fields.
import type { HeldAsset, Holding } from '../api/types';

/** Under this many USD, an unlisted token is dust nobody bought. */
export const DUST_USD = 1;
/** Less liquidity than this and no listing: nothing can be sold. */
export const MIN_LIQUIDITY_USD = 1000;

const LINK = /(https?:\/\/|www\.|t\.me\/|\b[a-z0-9-]{2,}\.(com|io|xyz|org|net|site|online|app|top|vip|gift|claims?|finance|pro|live|click|link)\b)/i;
const LURE = /\b(claim|visit|reward|rewards|airdrop|voucher|bonus|redeem|eligible|free)\b/i;

/** What the rules read: a holding, or an asset that came in with what it was worth. */
export type SpamCandidate = { readonly asset: Pick<HeldAsset, 'name' | 'symbol' | 'id'> } & Pick<Holding, 'price' | 'usdValue' | 'liquidity'>;

export function spamReason(holding: SpamCandidate): string | undefined {
  const text = `${holding.asset.name} ${holding.asset.symbol}`.slice(0, 400);
  if (LINK.test(text)) return 'its name carries a link';
  if (LURE.test(text)) return 'its name is a lure ("claim", "visit", "reward"…)';
  const liquidity = holding.liquidity;
  if (!(holding.price > 0) && !(liquidity !== undefined && liquidity > 0)) return 'it has no price and no liquidity';
  if (holding.asset.id === undefined && holding.usdValue < DUST_USD && (liquidity === undefined || liquidity < MIN_LIQUIDITY_USD)) {
    return 'unlisted dust with almost no liquidity';
  }
  return undefined;
}
