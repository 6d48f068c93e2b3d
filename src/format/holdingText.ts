// The text of a holding row in the Wallets view: label, description and tooltip, all plain text. The user's
// figures go through a Figures (Hide Amounts masks them); the asset's market price is public and stays.
import type { ChainBalance, Holding } from '../api/types';
import { PLAIN, type Figures } from './figures';
import { formatChange, formatPrice } from './numbers';
import { holdingPnlLines, holdingPnlShort } from './pnl';
import { MIXED_SCRIPTS_WARNING, mixesScripts } from './safeText';

export interface RowText {
  readonly label: string;
  readonly description: string;
  readonly tooltip: string;
}

export interface RowOptions {
  readonly figures: Figures;
  /** Profit and loss in the description too (`walletscope.pnl`); tooltips always carry it. */
  readonly pnlInRows: boolean;
}

const DEFAULT_ROW: RowOptions = { figures: PLAIN, pnlInRows: true };

export function holdingText(holding: Holding, options: RowOptions = DEFAULT_ROW): RowText {
  const { asset } = holding;
  const f = options.figures;
  const multiChain = holding.chainBalances.length > 1;
  const name = asset.name && asset.name !== asset.symbol ? ` · ${asset.name}` : '';
  const pnl = options.pnlInRows ? holdingPnlShort(holding, f) : undefined;
  return {
    label: `${asset.symbol}${name}`,
    description: `${f.usd(holding.usdValue)} · ${f.amount(holding.tokenBalance)}${pnl ? ` · ${pnl}` : ''}`,
    tooltip: [
      `${asset.name} (${asset.symbol})`,
      mixesScripts(asset.name) || mixesScripts(asset.symbol) ? `⚠ ${MIXED_SCRIPTS_WARNING}` : undefined,
      f.masked ? 'Amounts are hidden (Walletscope: Show Amounts)' : undefined,
      `Price ${f.masked ? f.price(holding.price) : formatPrice(holding.price)}${holding.priceChange24h !== undefined ? ` (${f.masked ? f.change(0) : formatChange(holding.priceChange24h)} 24h)` : ''}`,
      `Balance ${f.amount(holding.tokenBalance)} ${asset.symbol}`,
      `Value ${f.usd(holding.usdValue)}`,
      holding.allocation !== undefined ? `Allocation ${f.percent(holding.allocation)}` : undefined,
      ...holdingPnlLines(holding, f),
      multiChain ? `On ${holding.chainBalances.map((c) => c.chain).join(', ')}` : asset.blockchains.length ? `On ${asset.blockchains.join(', ')}` : undefined,
    ].filter(Boolean).join('\n'),
  };
}

/** A chain's line under a multi-chain holding: "Base · 845.75 · $845.83". */
export function chainBalanceText(holding: Holding, balance: ChainBalance, f: Figures = PLAIN): RowText {
  return {
    label: balance.chain,
    description: `${f.amount(balance.tokenBalance)} · ${f.usd(balance.tokenBalance * holding.price)}`,
    tooltip: [balance.chain, balance.address ? `Contract ${balance.address}` : undefined].filter(Boolean).join('\n'),
  };
}
