// What Walletscope's own checks say of a token the agent asks about (the service sends no contract scan with a token's
// metadata): a look-alike name, thin liquidity, a new listing, a name that is a lure.
import type { Pool } from '../../api/markets/types';
import type { Asset } from '../../api/types';
import { spamReason } from '../../detect/spam';
import { formatUsdCompact } from '../../format/numbers';
import { ageText } from '../../format/poolWindows';
import { MIXED_SCRIPTS_WARNING, mixesScripts } from '../../format/safeText';
import { DEFAULT_MIN_LIQUIDITY_USD } from '../settings';

/** Listed this recently: too young to have a record. */
const NEW_MS = 7 * 86_400_000;

export function tokenRisks(asset: Asset, pools: readonly Pool[] | undefined, now: number): string[] {
  const risks: string[] = [];
  if (mixesScripts(`${asset.name} ${asset.symbol}`)) risks.push(MIXED_SCRIPTS_WARNING);
  const lure = spamReason({ asset, price: asset.price ?? 0, usdValue: 0, liquidity: asset.liquidity });
  if (lure && !lure.startsWith('unlisted')) risks.push(`looks like spam: ${lure}`);
  const liquidity = asset.liquidity ?? pools?.reduce((sum, p) => sum + (p.liquidityUSD ?? 0), 0);
  if (liquidity !== undefined && liquidity < DEFAULT_MIN_LIQUIDITY_USD) risks.push(`thin liquidity (${formatUsdCompact(liquidity)}): a sale moves the price, a rug pull is cheap`);
  if (asset.listedAt !== undefined && now - asset.listedAt < NEW_MS) risks.push(`listed ${ageText(now - asset.listedAt)} ago`);
  return risks;
}
