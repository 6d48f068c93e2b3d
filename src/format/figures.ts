// How figures that tell what a user holds are written (no vscode): plainly, or masked for screen sharing
// ("Hide Amounts"). Every surface that shows a balance, a USD value, a total, an allocation or PnL formats it
// through a Figures, so one switch masks them all. Public market data (an asset's price, market cap) is not
// the user's and stays as it is.
import { formatAmountBrief, formatChange, formatPercent, formatPrice, formatTokenAmount, formatUsd, formatUsdBrief } from './numbers';
import { plural } from './text';

/** What a masked figure shows: no digit, no sign, the same width whatever the amount. */
export const MASKED = '•••••';

export interface Figures {
  readonly masked: boolean;
  /** A USD value or total: "$1,234.56". */
  usd(value: number): string;
  /** A signed USD change: "+$12.30", "−$4.00". */
  usdChange(value: number): string;
  /** A token balance. */
  amount(value: number): string;
  /** A USD value and a token amount in a sentence ("Received 2.5 ETH, $8,400"): whole from a thousand. */
  usdBrief(value: number): string;
  amountBrief(value: number): string;
  /** The price the user bought at (personal), or a price shown beside their holding. */
  price(value: number): string;
  /** A share in percent: "12.5%". */
  percent(value: number): string;
  /** A signed change in percent: "+3.2%". */
  change(value: number): string;
  /** A watched wallet's address (masked only when addresses are masked too). */
  address(address: string): string;
  /** How many of the user's things: "42 assets", "1 spam token"; masked, "••••• assets" (a count tells a size too). */
  count(n: number, noun: string): string;
}

export interface PrivacyOptions {
  readonly hideAmounts: boolean;
  /** With amounts hidden, also hide wallet addresses (`walletscope.privacy.maskAddresses`). */
  readonly maskAddresses: boolean;
}

/** "+$12.30" / "−$4.00" / "$0.00". */
export function formatUsdChange(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = formatUsd(Math.abs(value));
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** "0x12…" / "7xKX…": enough to tell the kind of address, nothing to look it up by. */
export function maskAddress(address: string): string {
  return `${address.startsWith('0x') ? '0x' : address.slice(0, 1)}${MASKED}`;
}

const masked = (): string => MASKED;
const same = (address: string): string => address;

export const PLAIN: Figures = {
  masked: false, usd: formatUsd, usdChange: formatUsdChange, amount: formatTokenAmount, usdBrief: formatUsdBrief, amountBrief: formatAmountBrief, price: formatPrice,
  percent: formatPercent, change: formatChange, address: same, count: plural,
};

const HIDDEN: Figures = {
  masked: true, usd: masked, usdChange: masked, amount: masked, usdBrief: masked, amountBrief: masked, price: masked, percent: masked, change: masked, address: same,
  count: (_n, noun) => `${MASKED} ${noun}s`,
};
const HIDDEN_ADDRESSES: Figures = { ...HIDDEN, address: maskAddress };

export function figures(options: PrivacyOptions): Figures {
  if (!options.hideAmounts) return PLAIN;
  return options.maskAddresses ? HIDDEN_ADDRESSES : HIDDEN;
}
