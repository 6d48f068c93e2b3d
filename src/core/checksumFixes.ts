// The fixes a wrong EIP-55 checksum warning offers, for both hosts: VS Code's code actions and the language server's.
// What the warning says is checksumWarning.ts; finding the problems is detect/checksumProblems.ts.
import { toChecksumAddress } from '../detect/eip55';
import { isEvmAddress } from '../detect/evm';

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
