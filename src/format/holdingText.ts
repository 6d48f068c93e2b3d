// The text of a holding row in the Wallets view: label, description and tooltip, all plain text. Every figure
// goes through a Figures, so Hide Amounts masks them (beside a holding, even the price would tell its size).
import type { ChainBalance, Holding } from '../api/types';
import { PLAIN, type Figures } from './figures';
import { holdingPnlLines, holdingPnlShort } from './pnl';
import { riskFlags, riskLine } from './risk';
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
  return { ...holdingRow(holding, options), tooltip: holdingTooltip(holding, options.figures) };
}

/** What a row shows without hovering: label and description (the tooltip is built when it is hovered). */
export function holdingRow(holding: Holding, options: RowOptions = DEFAULT_ROW): Omit<RowText, 'tooltip'> {
  const { asset } = holding;
  const f = options.figures;
  const name = asset.name && asset.name !== asset.symbol ? ` · ${asset.name}` : '';
  const pnl = options.pnlInRows ? holdingPnlShort(holding, f) : undefined;
  return {
    label: `${asset.symbol}${name}`,
    description: `${f.usd(holding.usdValue)} · ${f.amount(holding.tokenBalance)}${pnl ? ` · ${pnl}` : ''}`,
  };
}

/** A holding's row with its contract scan's warning first ("Honeypot · $12.00 · 40"), as the Wallets view and the wallet page list it. */
export function riskyHoldingRow(holding: Holding, options: RowOptions = DEFAULT_ROW): Omit<RowText, 'tooltip'> & { readonly risk: string | undefined } {
  const text = holdingRow(holding, options);
  const risk = riskLine(riskFlags(holding.security));
  return { label: text.label, description: risk ? `${risk} · ${text.description}` : text.description, risk };
}

export function holdingTooltip(holding: Holding, f: Figures = PLAIN): string {
  const { asset } = holding;
  const multiChain = holding.chainBalances.length > 1;
  return [
    `${asset.name} (${asset.symbol})`,
    mixesScripts(asset.name) || mixesScripts(asset.symbol) ? `⚠ ${MIXED_SCRIPTS_WARNING}` : undefined,
    f.masked ? 'Amounts are hidden (Walletscope: Show Amounts)' : undefined,
    `Price ${f.price(holding.price)}${holding.priceChange24h !== undefined ? ` (${f.change(holding.priceChange24h)} 24h)` : ''}`,
    `Balance ${f.amount(holding.tokenBalance)} ${asset.symbol}`,
    `Value ${f.usd(holding.usdValue)}`,
    holding.allocation !== undefined ? `Allocation ${f.percent(holding.allocation)}` : undefined,
    ...holdingPnlLines(holding, f),
    multiChain ? `On ${holding.chainBalances.map((c) => c.chain).join(', ')}` : asset.blockchains.length ? `On ${asset.blockchains.join(', ')}` : undefined,
  ].filter(Boolean).join('\n');
}

/** A chain's line under a multi-chain holding: "Base · 845.75 · $845.83". */
export function chainBalanceText(holding: Holding, balance: ChainBalance, f: Figures = PLAIN): RowText {
  return {
    label: balance.chain,
    description: `${f.amount(balance.tokenBalance)} · ${f.usd(balance.tokenBalance * holding.price)}`,
    tooltip: [balance.chain, balance.address ? `Contract ${balance.address}` : undefined].filter(Boolean).join('\n'),
  };
}
