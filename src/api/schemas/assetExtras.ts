// The live metadata's extras: exchanges that list the asset, investors, token distribution and the unlock
// schedule. Each is a function of the raw list: a missing or malformed list is an empty one, a malformed entry is
// dropped.
import * as z from 'zod/mini';
import type { DistributionShare, Exchange, Investor, TokenUnlock } from '../types';
import { listReader, readNumber, readString, requiredNumber, requiredString, type Wire } from './primitives';

const named = z.object({ name: requiredString });

export const exchanges = listReader(named, (e, r: Wire<'logo'>): Exchange => ({ name: e.name, logo: readString(r.logo) }));

export const investors = listReader(named, (i, r: Wire<'type' | 'lead' | 'country_name'>): Investor => ({
  name: i.name, type: readString(r.type), lead: r.lead === true, country: readString(r.country_name),
}));

export const distribution = listReader(
  z.object({ name: requiredString, percentage: requiredNumber }),
  (d): DistributionShare => ({ name: d.name, percentage: d.percentage }),
);

/** `allocation_details` maps a recipient to an amount; entries that are not numbers are dropped. */
function allocations(value: unknown): TokenUnlock['allocations'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, amount]) => {
    const n = readNumber(amount);
    return n !== undefined && name !== '' ? [{ name, amount: n }] : [];
  });
}

const unlockList = listReader(
  z.object({ unlock_date: requiredNumber, tokens_to_unlock: requiredNumber }),
  (u, r: Wire<'allocation_details'>): TokenUnlock => ({ date: u.unlock_date, amount: u.tokens_to_unlock, allocations: allocations(r.allocation_details) }),
);

/** Earliest first. */
export function unlocks(value: unknown): TokenUnlock[] {
  return unlockList(value).sort((a, b) => a.date - b.date);
}
