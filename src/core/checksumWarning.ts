// What a wrong EIP-55 checksum warning says and how it is tagged, for both hosts: VS Code's diagnostics and the
// language server's. Apart from the fixes (checksumFixes.ts) so the extension's main bundle needs no keccak for it.

/** The diagnostic code both hosts tag checksum warnings with; code actions look for it. */
export const CHECKSUM_CODE = 'walletscope.checksum';
export const DIAGNOSTIC_SOURCE = 'Walletscope';
/** Warnings wait for typing to pause this long. */
export const CHECKSUM_DEBOUNCE_MS = 300;

export function checksumMessage(checksummed: string): string {
  return `This address fails its EIP-55 checksum and may be mistyped; checksummed it reads ${checksummed}.`;
}
