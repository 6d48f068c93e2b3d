// Contract security verdicts (portfolio `contracts_balances[].security`). Most tokens have none (null,
// as when the service has not scanned them); a few real ones are scanned and clean, and the two scam-like
// synthetic tokens held by the `mixed` wallet are flagged. Taxes are percentage strings ("25.00" = 25%).
import type { AssetRecord, ChainName } from './types';
import { HONEYPOT_ASSET, TAXED_ASSET } from './synthetic';

/** The EVM and Solana flag sets merged, plus `frozen` (the token account is frozen). */
export interface SecurityFlags {
  isHoneypot?: boolean;
  buyTax?: string;
  sellTax?: string;
  isMintable?: boolean;
  transferPausable?: boolean;
  isBlacklisted?: boolean;
  balanceMutable?: boolean;
  isNotOpenSource?: boolean;
  renounced?: boolean;
  modifyableTax?: boolean;
  selfDestruct?: boolean;
  top10Holders?: string;
  noMintAuthority?: boolean;
  frozen?: boolean;
}

const CLEAN_EVM: SecurityFlags = {
  isHoneypot: false, buyTax: '0.00', sellTax: '0.00', isMintable: false, transferPausable: false, isBlacklisted: false,
  balanceMutable: false, isNotOpenSource: false, renounced: true, modifyableTax: false, selfDestruct: false,
};

// Solana has no honeypot/ownership checks; what matters is whether the mint authority is gone.
const CLEAN_SOLANA: SecurityFlags = {
  buyTax: '0.00', sellTax: '0.00', transferPausable: false, isBlacklisted: false, balanceMutable: false, noMintAuthority: true, frozen: false,
};

const HONEYPOT: SecurityFlags = {
  isHoneypot: true, buyTax: '0.00', sellTax: '100.00', isMintable: true, transferPausable: true, isBlacklisted: true,
  balanceMutable: true, isNotOpenSource: true, renounced: false, modifyableTax: true, selfDestruct: false, top10Holders: '97.40',
};

const SELL_TAX: SecurityFlags = {
  isHoneypot: false, buyTax: '5.00', sellTax: '25.00', isMintable: false, transferPausable: false, isBlacklisted: false,
  balanceMutable: false, isNotOpenSource: false, renounced: false, modifyableTax: true, selfDestruct: false, top10Holders: '61.80',
};

const VERDICTS: ReadonlyArray<[symbol: string, chain: ChainName, flags: SecurityFlags]> = [
  ['PEPE', 'Ethereum', CLEAN_EVM], ['SHIB', 'Ethereum', CLEAN_EVM], ['LINK', 'Ethereum', CLEAN_EVM],
  ['BONK', 'Solana', CLEAN_SOLANA], ['WIF', 'Solana', CLEAN_SOLANA],
  [HONEYPOT_ASSET.symbol, 'Ethereum', HONEYPOT], [TAXED_ASSET.symbol, 'Ethereum', SELL_TAX],
];

export function securityFor(asset: AssetRecord, chain: ChainName): SecurityFlags | null {
  return VERDICTS.find(([symbol, on]) => symbol === asset.symbol && on === chain)?.[2] ?? null;
}
