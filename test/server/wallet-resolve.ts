// Decides whether a `wallet` parameter is well formed and which data-set wallet (if any) it names.
// Unknown but well-formed addresses are valid and simply hold nothing, as on the live service. The crowd's wallets
// (./data/crowd) are known too.
import { isSolanaAddress } from './base58';
import { ENS_NAMES } from './data/wallet-addresses';
import { WALLET_RECORDS } from './data/wallets';
import { crowdRecord } from './data/crowd';
import type { WalletRecord } from './data/types';

export type WalletLookup =
  | { ok: true; queried: string; record: WalletRecord | undefined }
  | { ok: false; error: string };

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ENS_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.eth$/i;

export function resolveWallet(raw: string): WalletLookup {
  const queried = raw.trim();
  if (EVM_ADDRESS.test(queried)) {
    // Hex addresses are case-insensitive; any casing of a known wallet finds it.
    const record = WALLET_RECORDS.find((w) => w.address.toLowerCase() === queried.toLowerCase()) ?? crowdRecord(queried);
    return { ok: true, queried, record };
  }
  if (ENS_NAME.test(queried)) {
    const address = ENS_NAMES[queried.toLowerCase()];
    if (!address) return { ok: false, error: `Could not resolve ENS name ${queried}` };
    return { ok: true, queried, record: WALLET_RECORDS.find((w) => w.address === address) };
  }
  if (isSolanaAddress(queried)) {
    return { ok: true, queried, record: WALLET_RECORDS.find((w) => w.address === queried) ?? crowdRecord(queried) };
  }
  return { ok: false, error: `Invalid wallet address: ${queried.slice(0, 80)}` };
}
