// What a wrong EIP-55 checksum warning says and the fixes it offers, for both hosts: VS Code's
// diagnostics and code actions, and the language server's. Finding the problems is detect/checksumProblems.ts.
import { isEvmAddress, toChecksumAddress } from '../detect/evm';

/** The diagnostic code both hosts tag checksum warnings with; code actions look for it. */
export const CHECKSUM_CODE = 'walletscope.checksum';
export const DIAGNOSTIC_SOURCE = 'Walletscope';
/** Warnings wait for typing to pause this long. */
export const CHECKSUM_DEBOUNCE_MS = 300;

export function checksumMessage(checksummed: string): string {
  return `This address fails its EIP-55 checksum and may be mistyped; checksummed it reads ${checksummed}.`;
}

export interface ChecksumFix {
  readonly title: string;
  /** Replaces the address. */
  readonly text: string;
  readonly preferred: boolean;
}

/**
 * The checksummed form first (preferred), then the all-lower form, which carries no checksum. `address` is the
 * document's text in the warning's range now: when it is no longer an address (the text changed since the
 * warning), there is nothing to fix.
 */
export function checksumFixes(address: string): ChecksumFix[] {
  if (!isEvmAddress(address)) return [];
  const checksummed = toChecksumAddress(address);
  return [
    { title: `Use the checksummed address ${checksummed}`, text: checksummed, preferred: true },
    { title: 'Use the lower-case address', text: address.toLowerCase(), preferred: false },
  ];
}
