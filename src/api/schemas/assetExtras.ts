// The live metadata's extras: exchanges that list the asset, investors, token distribution and the unlock
// schedule. Each is optional: a missing or malformed list is an empty one, a malformed entry is dropped.
import * as z from 'zod/mini';
import type { DistributionShare, Exchange, Investor, TokenUnlock } from '../types';
import { optionalList, optionalNumber, optionalString, requiredNumber, requiredString } from './primitives';

export const exchanges = optionalList(z.pipe(
  z.object({ name: requiredString, logo: optionalString }),
  z.transform((e): Exchange => ({ name: e.name, logo: e.logo })),
));

export const investors = optionalList(z.pipe(
  z.object({ name: requiredString, type: optionalString, lead: z.optional(z.unknown()), country_name: optionalString }),
  z.transform((i): Investor => ({ name: i.name, type: i.type, lead: i.lead === true, country: i.country_name })),
));

export const distribution = optionalList(z.pipe(
  z.object({ name: requiredString, percentage: requiredNumber }),
  z.transform((d): DistributionShare => ({ name: d.name, percentage: d.percentage })),
));

/** `allocation_details` maps a recipient to an amount; entries that are not numbers are dropped. */
function allocations(value: unknown): TokenUnlock['allocations'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, amount]) => {
    const n = optionalNumber.safeParse(amount);
    return n.success && n.data !== undefined && name !== '' ? [{ name, amount: n.data }] : [];
  });
}

const unlock = z.pipe(
  z.object({ unlock_date: requiredNumber, tokens_to_unlock: requiredNumber, allocation_details: z.optional(z.unknown()) }),
  z.transform((u): TokenUnlock => ({ date: u.unlock_date, amount: u.tokens_to_unlock, allocations: allocations(u.allocation_details) })),
);

/** Earliest first. */
export const unlocks = z.pipe(optionalList(unlock), z.transform((list) => list.sort((a, b) => a.date - b.date)));
