// Names for addresses as people read them (no vscode): "Binance 14 · exchange". The text is the service's, raw: each
// surface escapes it through its own safe function.
import type { AddressLabel } from '../api/wallets/types';
import type { HoverMarkup } from './hoverMarkup';

/** The most of a name or kind a hover shows. */
const MAX_NAME_TEXT = 80;

/** The service's kinds of owner in words; a kind it adds later is shown as it sends it. */
const KINDS: Readonly<Record<string, string>> = {
  cex: 'exchange', dex: 'DEX', defi: 'DeFi', bridge: 'bridge', fund: 'fund', individual: 'individual', mixed: 'mixed',
};

/** Who owns the address ("Binance 14"), else its first label ("Whale"); undefined when the service said nothing. */
export function labelName(label: AddressLabel | undefined): string | undefined {
  return label?.name ?? label?.labels[0];
}

/** The owner's kind in words ("exchange"), else a label that is not the name ("Smart Money"). */
export function labelKind(label: AddressLabel): string | undefined {
  const type = label.type?.toLowerCase();
  if (type !== undefined) return KINDS[type] ?? label.type;
  return label.labels.find((l) => l !== labelName(label));
}

/** "Binance 14 · exchange", "Whale · Smart Money", "Binance 14"; undefined when the service said nothing. */
export function labelLine(label: AddressLabel | undefined): string | undefined {
  const name = labelName(label);
  if (name === undefined || label === undefined) return undefined;
  const kind = labelKind(label);
  return kind === undefined || kind === name ? name : `${name} · ${kind}`;
}

/** The name line of a hover, written by the host's markup: "**Binance 14** · exchange"; every part escaped and clipped. */
export function labelMarkup(label: AddressLabel | undefined, m: HoverMarkup): string | undefined {
  const name = labelName(label);
  if (name === undefined || label === undefined) return undefined;
  const kind = labelKind(label);
  return `${m.strong(m.text(name, MAX_NAME_TEXT))}${kind === undefined || kind === name ? '' : ` · ${m.text(kind, MAX_NAME_TEXT)}`}`;
}
