// The text of a holding row in the Wallets view: label, description and tooltip, all plain text.
import type { ChainBalance, Holding } from '../api/types';
import { formatChange, formatPercent, formatPrice, formatTokenAmount, formatUsd } from './numbers';
import { MIXED_SCRIPTS_WARNING, mixesScripts } from './safeText';

export interface RowText {
  readonly label: string;
  readonly description: string;
  readonly tooltip: string;
}

export function holdingText(holding: Holding): RowText {
  const { asset } = holding;
  const multiChain = holding.chainBalances.length > 1;
  const name = asset.name && asset.name !== asset.symbol ? ` · ${asset.name}` : '';
  return {
    label: `${asset.symbol}${name}`,
    description: `${formatUsd(holding.usdValue)} · ${formatTokenAmount(holding.tokenBalance)}`,
    tooltip: [
      `${asset.name} (${asset.symbol})`,
      mixesScripts(asset.name) || mixesScripts(asset.symbol) ? `⚠ ${MIXED_SCRIPTS_WARNING}` : undefined,
      `Price ${formatPrice(holding.price)}${holding.priceChange24h !== undefined ? ` (${formatChange(holding.priceChange24h)} 24h)` : ''}`,
      `Balance ${formatTokenAmount(holding.tokenBalance)} ${asset.symbol}`,
      `Value ${formatUsd(holding.usdValue)}`,
      holding.allocation !== undefined ? `Allocation ${formatPercent(holding.allocation)}` : undefined,
      holding.priceBought !== undefined ? `Price bought ${formatPrice(holding.priceBought)}` : undefined,
      holding.roi !== undefined ? `ROI ${formatChange(holding.roi)}` : undefined,
      multiChain ? `On ${holding.chainBalances.map((c) => c.chain).join(', ')}` : asset.blockchains.length ? `On ${asset.blockchains.join(', ')}` : undefined,
    ].filter(Boolean).join('\n'),
  };
}

export function chainBalanceText(holding: Holding, balance: ChainBalance): RowText {
  return {
    label: balance.chain,
    description: `${formatTokenAmount(balance.tokenBalance)} · ${formatUsd(balance.tokenBalance * holding.price)}`,
    tooltip: [balance.chain, balance.address ? `Contract ${balance.address}` : undefined].filter(Boolean).join('\n'),
  };
}
