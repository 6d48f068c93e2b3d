// Address detection and checksums: pure functions, no vscode, so hovers and tests share them.
export { addressAt, findAddresses, type AddressFamily, type FoundAddress } from './addresses';
export {
  ChecksumCache, DEFAULT_MAX_PROBLEMS, findChecksumProblems, type ChecksumProblem, type ChecksumProblemOptions,
} from './checksumProblems';
export { checksumStatus, toChecksumAddress, type ChecksumStatus } from './eip55';
export { addressKey, isEvmAddress } from './evm';
export { isSolanaKey } from './solana';
export { isTronAddress } from './tron';
export { checkWalletInput, isSolanaAddress, sameWallet, type WalletInputCheck, type WalletKind } from './walletInput';
export { isSecretFile } from './secretFiles';
