// Portfolios for the overview's tests and bench: a holding builder, and random portfolios from a seed (names with
// and without digits, spam, honeypots, taxed tokens, several chains, PnL sometimes sent and sometimes not).
import type { ContractSecurity, Holding, Portfolio } from '../../src/api/types';

export function holding(name: string, usd: number, extra: Partial<Holding> & { id?: number; symbol?: string } = {}): Holding {
  const { id, symbol, ...rest } = extra;
  return {
    asset: { id, name, symbol: symbol ?? name.slice(0, 4).toUpperCase(), logo: undefined, contracts: [], blockchains: ['Ethereum'] },
    price: 1, tokenBalance: usd, usdValue: usd, allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined,
    realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [], liquidity: 1e6, ...rest,
  };
}

export function scan(extra: Partial<ContractSecurity>): ContractSecurity[] {
  return [{
    address: '0xa', isHoneypot: false, buyTax: 0, sellTax: 0, isMintable: false, transferPausable: false, isBlacklisted: false,
    frozen: undefined, noMintAuthority: undefined, ...extra,
  }];
}

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHAINS = ['Ethereum', 'Base', 'Arbitrum', 'BNB Smart Chain', 'Polygon', 'Solana', 'Optimism', 'Avalanche C-Chain', 'Linea', 'Blast'];
const WORDS = ['Ether', 'Coin', 'Token', 'Inu', 'Swap', 'Dao', 'Finance', 'Protocol', 'Moon', 'Pepe', 'Chain', 'Bridge'];
/** Names that carry digits of their own (the page shows them even with amounts hidden). */
const DIGIT_NAMES = ['1inch', 'Web3 Coin', 'Layer 2 Token', '42 Protocol'];

export function randomPortfolio(rand: () => number, wallet: string, count: number): Portfolio {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const holdings: Holding[] = [];
  for (let i = 0; i < count; i++) {
    const roll = rand();
    const name = roll < 0.05 ? pick(DIGIT_NAMES) : roll < 0.1 ? `Visit claim-${pick(WORDS).toLowerCase()}.xyz` : `${pick(WORDS)} ${pick(WORDS)}`;
    const usd = rand() < 0.1 ? rand() * 0.5 : Math.exp(rand() * 16) * (rand() < 0.5 ? 1 : 1.2345);
    const price = Math.exp(rand() * 20 - 12);
    const chains = [...new Set([pick(CHAINS), ...(rand() < 0.3 ? [pick(CHAINS), pick(CHAINS)] : [])])];
    const balance = usd / price;
    const risk = rand();
    holdings.push(holding(name, usd, {
      id: rand() < 0.9 ? Math.floor(rand() * count * 3) : undefined,
      symbol: name.replace(/[^A-Za-z0-9]/g, '').slice(0, 5).toUpperCase(),
      price, tokenBalance: balance,
      priceChange24h: rand() < 0.8 ? (rand() - 0.5) * 40 : undefined,
      realizedPnl: rand() < 0.5 ? (rand() - 0.4) * usd : undefined,
      unrealizedPnl: rand() < 0.5 ? (rand() - 0.4) * usd : undefined,
      totalInvested: rand() < 0.4 ? usd * (0.5 + rand()) : undefined,
      chainBalances: chains.map((chain) => ({ chain, chainId: undefined, tokenBalance: balance / chains.length, address: undefined })),
      security: risk < 0.03 ? scan({ isHoneypot: true }) : risk < 0.08 ? scan({ sellTax: 10 + rand() * 80 }) : risk < 0.1 ? scan({ isMintable: true, buyTax: 33.3 }) : undefined,
    }));
  }
  const pnl = rand() < 0.6 ? { realized: rand() < 0.8 ? (rand() - 0.5) * 1e5 : undefined, unrealized: rand() < 0.8 ? (rand() - 0.5) * 1e6 : undefined, winRate: rand() * 100 } : undefined;
  return { wallet, totalUsd: holdings.reduce((s, h) => s + h.usdValue, 0), holdings, ...(pnl ? { pnl } : {}) };
}
