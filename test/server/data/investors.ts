// Venture backers of the real assets that had well-known ones (the live metadata's `investors`).
// Most assets have none; `lead` marks who led a round.
import { mediaUrl } from './deterministic';

export interface Investor {
  lead: boolean;
  name: string;
  type: string;
  image: string;
  country_name: string;
  description: string;
}

type Fund = Omit<Investor, 'lead' | 'image'>;

const FUNDS = {
  a16z: { name: 'Andreessen Horowitz (a16z)', type: 'Venture Capital', country_name: 'United States', description: 'Silicon Valley venture firm with dedicated crypto funds (a16z crypto).' },
  paradigm: { name: 'Paradigm', type: 'Venture Capital', country_name: 'United States', description: 'Crypto-native investment firm backing protocols from seed to growth stage.' },
  coinbase: { name: 'Coinbase Ventures', type: 'Corporate Venture Capital', country_name: 'United States', description: 'Investment arm of the Coinbase exchange.' },
  polychain: { name: 'Polychain Capital', type: 'Venture Capital', country_name: 'United States', description: 'Early crypto fund investing in protocols and their tokens.' },
  multicoin: { name: 'Multicoin Capital', type: 'Venture Capital', country_name: 'United States', description: 'Thesis-driven crypto fund, an early backer of Solana.' },
  jump: { name: 'Jump Crypto', type: 'Trading Firm', country_name: 'United States', description: 'Crypto arm of the trading firm Jump Trading.' },
  pantera: { name: 'Pantera Capital', type: 'Venture Capital', country_name: 'United States', description: 'One of the first institutional investment firms focused on blockchain.' },
  lightspeed: { name: 'Lightspeed Venture Partners', type: 'Venture Capital', country_name: 'United States', description: 'Multi-stage venture firm investing in enterprise, consumer and crypto.' },
  dragonfly: { name: 'Dragonfly', type: 'Venture Capital', country_name: 'United States', description: 'Crypto fund investing across the US and Asia.' },
  foundersFund: { name: 'Founders Fund', type: 'Venture Capital', country_name: 'United States', description: 'San Francisco venture firm founded by Peter Thiel and partners.' },
  framework: { name: 'Framework Ventures', type: 'Venture Capital', country_name: 'United States', description: 'Venture fund focused on decentralized finance and infrastructure.' },
  blockchainCapital: { name: 'Blockchain Capital', type: 'Venture Capital', country_name: 'United States', description: 'Early venture firm dedicated to blockchain companies.' },
  usv: { name: 'Union Square Ventures', type: 'Venture Capital', country_name: 'United States', description: 'New York venture firm with early investments in crypto networks.' },
  brevanHoward: { name: 'Brevan Howard Digital', type: 'Hedge Fund', country_name: 'United Kingdom', description: 'Digital asset division of the macro hedge fund Brevan Howard.' },
  franklin: { name: 'Franklin Templeton', type: 'Asset Manager', country_name: 'United States', description: 'Global asset manager with on-chain fund products.' },
} satisfies Record<string, Fund>;

type FundKey = keyof typeof FUNDS;

/** Backers per real asset symbol, leads first: [fund, led a round]. */
const BACKERS: Readonly<Record<string, ReadonlyArray<[FundKey, boolean]>>> = {
  ARB: [['lightspeed', true], ['polychain', true], ['pantera', false], ['coinbase', false]],
  UNI: [['paradigm', true], ['a16z', true], ['usv', false], ['polychain', false]],
  SOL: [['multicoin', true], ['a16z', false], ['polychain', false]],
  ENA: [['dragonfly', true], ['franklin', false], ['coinbase', false]],
  W: [['jump', false], ['multicoin', false], ['coinbase', false], ['brevanHoward', false]],
  PYTH: [['jump', true]],
  ONDO: [['foundersFund', true], ['pantera', true], ['coinbase', false]],
  JTO: [['multicoin', true], ['framework', false]],
  EIGEN: [['a16z', true], ['polychain', false], ['blockchainCapital', false]],
  COMP: [['a16z', true], ['polychain', false], ['coinbase', false]],
  LDO: [['paradigm', true], ['dragonfly', false]],
  BLUR: [['paradigm', true]],
  WLD: [['a16z', true], ['blockchainCapital', false], ['coinbase', false]],
  GRT: [['multicoin', false], ['coinbase', false], ['framework', false]],
  AXS: [['a16z', true], ['paradigm', false]],
  AAVE: [['framework', false], ['blockchainCapital', false]],
};

/** Symbols with backers, so the catalogue can check they name real assets. */
export const INVESTOR_SYMBOLS: readonly string[] = Object.keys(BACKERS);

export function investorsFor(symbol: string): Investor[] {
  return (BACKERS[symbol] ?? []).map(([key, lead]) => {
    const fund: Fund = FUNDS[key];
    return { lead, name: fund.name, type: fund.type, image: mediaUrl('investors', fund.name), country_name: fund.country_name, description: fund.description };
  });
}
