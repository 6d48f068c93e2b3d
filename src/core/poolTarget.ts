// Where to look for a pool at an address found in a document: an EVM address names no chain, so the service is
// asked without one (it finds the pool on whichever chain it is); Solana and Tron have one chain each. The hover
// asks with it, and inline notes peek the cache with the same target, so they learn what hovers found.
import type { FoundAddress } from '../detect';

export function poolTarget(found: Pick<FoundAddress, 'address' | 'family'>): { address: string; blockchain?: string } {
  return found.family === 'evm' ? { address: found.address } : { address: found.address, blockchain: found.family === 'solana' ? 'Solana' : 'Tron' };
}
