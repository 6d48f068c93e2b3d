// Token distribution and unlock schedules (the live metadata's `distribution` and `release_schedule`)
// for vesting tokens of the data set. Shares follow the projects' published splits; the first tranches
// follow their published vesting, later ones continue the cadence so every schedule runs past 2029 and
// "upcoming unlocks" never run dry. Amounts are token units; dates are fixed, so output is stable.

export interface DistributionShare {
  name: string;
  percentage: number;
}

export interface ReleaseEntry {
  unlock_date: number;
  tokens_to_unlock: number;
  allocation_details: Record<string, number>;
}

const DISTRIBUTION: Readonly<Record<string, ReadonlyArray<[string, number]>>> = {
  ARB: [['DAO Treasury', 42.78], ['Offchain Labs Team and Advisors', 26.94], ['Investors', 17.53], ['User Airdrop', 11.62], ['DAO Airdrop', 1.13]],
  UNI: [['Community', 60], ['Team', 21.266], ['Investors', 18.044], ['Advisors', 0.69]],
  JUP: [['Community Airdrops', 40], ['Strategic Reserve', 30], ['Team', 20], ['Launchpool', 5], ['Liquidity', 2.5], ['Mercurial Stakeholders', 2.5]],
  PYTH: [['Ecosystem Growth', 52], ['Publisher Rewards', 22], ['Protocol Development', 10], ['Private Sales', 10], ['Community and Launch', 6]],
  ENA: [['Core Contributors', 30], ['Ecosystem Development', 28], ['Investors', 25], ['Ethena Foundation', 15], ['Binance Launchpool', 2]],
  W: [['Ecosystem and Incubation', 31], ['Foundation Treasury', 23.3], ['Community and Launch', 17], ['Core Contributors', 12], ['Strategic Network Participants', 11.6], ['Guardian Nodes', 5.1]],
  ONDO: [['Ecosystem Growth', 52.1], ['Protocol Development', 33], ['Private Sales', 12.9], ['Community Access Sale', 2]],
  JTO: [['Community Growth', 34.3], ['Ecosystem Development', 25], ['Core Contributors', 24.5], ['Investors', 16.2]],
  EIGEN: [['Investors', 29.5], ['Early Contributors', 25.5], ['Stakedrops', 15], ['Community Initiatives', 15], ['R&D and Ecosystem', 15]],
};

/** `times` unlocks of `allocations`, the first on `first` (YYYY-MM-DD, UTC), then every `everyMonths`. */
interface Tranche {
  first: string;
  everyMonths: number;
  times: number;
  allocations: Record<string, number>;
}

const once = (first: string, allocations: Record<string, number>): Tranche => ({ first, everyMonths: 1, times: 1, allocations });

const SCHEDULES: Readonly<Record<string, readonly Tranche[]>> = {
  ARB: [
    once('2024-03-16', { 'Team and Advisors': 673_500_000, Investors: 438_250_000 }),
    { first: '2024-04-16', everyMonths: 1, times: 36, allocations: { 'Team and Advisors': 56_125_000, Investors: 36_520_000 } },
    { first: '2027-04-16', everyMonths: 1, times: 120, allocations: { 'DAO Treasury': 25_000_000 } }, // to 2037: tests need upcoming unlocks
  ],
  JUP: [
    { first: '2025-01-22', everyMonths: 12, times: 6, allocations: { 'Community Airdrops': 700_000_000 } },
    { first: '2025-02-07', everyMonths: 1, times: 24, allocations: { Team: 83_333_333, 'Strategic Reserve': 41_666_667 } },
  ],
  PYTH: [
    { first: '2024-05-20', everyMonths: 12, times: 4, allocations: { 'Ecosystem Growth': 1_290_000_000, 'Publisher Rewards': 250_000_000, 'Protocol Development': 230_000_000, 'Private Sales': 355_000_000 } },
    { first: '2028-05-20', everyMonths: 12, times: 2, allocations: { 'Ecosystem Growth': 400_000_000 } },
  ],
  W: [
    { first: '2025-04-03', everyMonths: 12, times: 4, allocations: { 'Ecosystem and Incubation': 510_000_000, 'Foundation Treasury': 420_000_000, 'Core Contributors': 300_000_000, 'Strategic Network Participants': 290_000_000 } },
    { first: '2029-04-03', everyMonths: 12, times: 2, allocations: { 'Ecosystem and Incubation': 250_000_000 } },
  ],
  ENA: [
    once('2025-04-02', { 'Core Contributors': 1_125_000_000, Investors: 937_500_000 }),
    { first: '2025-05-02', everyMonths: 1, times: 36, allocations: { 'Core Contributors': 93_750_000, Investors: 78_125_000 } },
    { first: '2028-05-02', everyMonths: 1, times: 20, allocations: { 'Ecosystem Development': 40_000_000 } },
  ],
  ONDO: [
    { first: '2025-01-18', everyMonths: 12, times: 4, allocations: { 'Ecosystem Growth': 1_300_000_000, 'Protocol Development': 825_000_000, 'Private Sales': 322_500_000 } },
    { first: '2029-01-18', everyMonths: 12, times: 2, allocations: { 'Ecosystem Growth': 500_000_000 } },
  ],
  JTO: [
    once('2024-12-07', { 'Core Contributors': 61_250_000, Investors: 40_500_000 }),
    { first: '2025-01-07', everyMonths: 1, times: 24, allocations: { 'Core Contributors': 7_656_250, Investors: 5_062_500 } },
    { first: '2027-01-07', everyMonths: 3, times: 12, allocations: { 'Community Growth': 10_000_000 } },
  ],
};

/** Symbols with a known split or schedule, so the catalogue can check they name real assets. */
export const TOKENOMICS_SYMBOLS: readonly string[] = [...new Set([...Object.keys(DISTRIBUTION), ...Object.keys(SCHEDULES)])];

export function distributionFor(symbol: string): DistributionShare[] {
  return (DISTRIBUTION[symbol] ?? []).map(([name, percentage]) => ({ name, percentage }));
}

/** Unlocks oldest first; tranches falling on the same day are merged into one entry. */
export function releaseScheduleFor(symbol: string): ReleaseEntry[] {
  const byDate = new Map<number, Record<string, number>>();
  for (const tranche of SCHEDULES[symbol] ?? []) {
    const [year, month, day] = tranche.first.split('-').map(Number) as [number, number, number];
    for (let i = 0; i < tranche.times; i++) {
      const date = Date.UTC(year, month - 1 + i * tranche.everyMonths, day);
      const details = byDate.get(date) ?? {};
      for (const [name, amount] of Object.entries(tranche.allocations)) details[name] = (details[name] ?? 0) + amount;
      byDate.set(date, details);
    }
  }
  return [...byDate].sort(([a], [b]) => a - b).map(([unlock_date, allocation_details]) => ({
    unlock_date, allocation_details, tokens_to_unlock: Object.values(allocation_details).reduce((sum, n) => sum + n, 0),
  }));
}
