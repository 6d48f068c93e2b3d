// `contracts_balances[].security`: the service's contract scan, per contract. Taxes are percentage strings
// ("25.00"); flags are booleans; absent or null means not scanned (never "safe").
import * as z from 'zod/mini';
import type { ContractSecurity } from '../types';
import { optionalNumber, optionalString } from './primitives';

const flag = z.transform((value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined));

const securitySchema = z.object({
  isHoneypot: flag,
  buyTax: optionalNumber,
  sellTax: optionalNumber,
  isMintable: flag,
  transferPausable: flag,
  isBlacklisted: flag,
  frozen: flag,
  noMintAuthority: flag,
});

const contractBalance = z.object({ address: optionalString, security: z.optional(z.unknown()) });

/** The scanned contracts of a holding; unreadable entries and unscanned contracts are left out. */
export const contractSecurities = z.transform((value: unknown): ContractSecurity[] => {
  if (!Array.isArray(value)) return [];
  const out: ContractSecurity[] = [];
  for (const entry of value.slice(0, 100)) {
    const parsed = contractBalance.safeParse(entry);
    if (!parsed.success || !parsed.data.security || typeof parsed.data.security !== 'object') continue;
    const flags = securitySchema.safeParse(parsed.data.security);
    if (flags.success) out.push({ address: parsed.data.address, ...flags.data });
  }
  return out;
});
