// get_wallet: a wallet's holdings: the total, the top holdings (amount, value, share, PnL), its chains, spam set aside.
import * as z from 'zod/mini';
import { portfolioPrice } from '../../api/credits/prices';
import { portfolioOperation } from '../../api/holdingsOperations';
import type { HoldingsOptions } from '../../api/options';
import type { Holding } from '../../api/types';
import { chainNameOf } from '../../detect/chains';
import type { Figures } from '../../format/figures';
import { holdingPnlShort, walletPnlLines } from '../../format/pnl';
import { safeAgentText } from '../../format/safeText';
import { breakdown } from '../breakdown';
import { topShares, valueByChain } from '../holdings';
import { confirmCredits, readWallet, walletField } from './resolve';
import { tool, type AgentHost, type AnswerRow } from './tool';

export const getWallet = tool({
  name: 'get_wallet',
  title: 'Walletscope: wallet holdings',
  description: 'Walletscope crypto wallet holdings: a watched wallet by its label, or any EVM or Solana address or ENS name. Returns the total in USD, '
    + 'the top holdings (amount, value, share, PnL), chains, spam and honeypots set aside, and how many more. Costs 1 credit per chain '
    + '(20 for every chain, asked first unless the user allows it); 0 when kept, as for wallets the Wallets view shows.',
  input: z.object({
    wallet: walletField,
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(50), z.describe('Holdings listed (default 10).'))),
    confirmCredits,
  }),
  price(input, host) {
    const wallet = readWallet(input.wallet, host.watched());
    return host.client.peek(portfolioOperation, { wallet: wallet.address, options: holdingsAsk(host, wallet.chains) }) ? 0 : portfolioPrice(1, wallet.chains);
  },
  async answer(input, call) {
    const { host } = call;
    const wallet = readWallet(input.wallet, host.watched());
    const f = host.figures();
    call.progress('Reading the wallet\'s holdings');
    const portfolio = await host.client.getPortfolio(wallet.address, { ...holdingsAsk(host, wallet.chains), ...call.options });
    // The Wallets view's breakdown (kept per portfolio): spam and honeypots set aside, the total of the rest.
    const { counted, holdings, spam, totalUsd: total } = breakdown(portfolio, true);
    const kept = [...counted].sort((a, b) => b.usdValue - a.usdValue);
    const inTotal = new Set(counted);
    const aside = [...spam.map((s) => s.holding), ...holdings.filter((h) => !inTotal.has(h))];
    const limit = input.limit ?? 10;
    const shown = kept.slice(0, limit);
    const name = `${wallet.label ? `${safeAgentText(wallet.label, 40)} (${f.address(safeAgentText(wallet.address, 64))})` : f.address(safeAgentText(wallet.address, 64))}`;
    const lines = [
      `${name}${wallet.chains?.length ? ` on ${wallet.chains.slice(0, 5).map((c) => safeAgentText(c, 30)).join(', ')}` : ' on every chain'}: ${f.usd(total)} in ${f.count(kept.length, 'asset')}.`,
      ...walletPnlLines(portfolio.pnl, f),
      ...(shown.length ? [`Top ${shown.length}:`, ...shown.map((h, i) => `${i + 1}. ${holdingLine(h, total, f)}`)] : ['It holds nothing the service prices.']),
      ...(kept.length > shown.length ? [`${f.count(kept.length - shown.length, 'more asset')} (limit up to 50).`] : []),
      ...chainLine(kept, f),
      ...(aside.length ? [`Set aside as spam or honeypots: ${f.count(aside.length, 'token')} (${aside.slice(0, 3).map((h) => safeAgentText(h.asset.symbol, 20)).join(', ')}${aside.length > 3 ? ', …' : ''}).`] : []),
    ];
    return { lines, rows: shown.map((h) => holdingRow(h, total, f)), more: kept.length - shown.length };
  },
});

function holdingsAsk(host: AgentHost, chains: readonly string[] | undefined): HoldingsOptions {
  return { blockchains: chains, pnl: true, ...host.holdings?.() };
}

function holdingLine(h: Holding, total: number, f: Figures): string {
  const share = total > 0 ? f.percent((h.usdValue / total) * 100) : undefined;
  const pnl = holdingPnlShort(h, f);
  const chains = h.chainBalances.map((c) => safeAgentText(chainNameOf(c.chain), 30)).slice(0, 4);
  return `${safeAgentText(h.asset.symbol, 20)} (${safeAgentText(h.asset.name, 40)}): ${f.amount(h.tokenBalance)}, ${f.usd(h.usdValue)}${share ? `, ${share}` : ''}`
    + `${pnl ? `, ${pnl}` : ''}${chains.length ? `; ${chains.join(', ')}` : ''}`;
}

function holdingRow(h: Holding, total: number, f: Figures): AnswerRow {
  return {
    symbol: safeAgentText(h.asset.symbol, 20), name: safeAgentText(h.asset.name, 40), amount: f.amount(h.tokenBalance), valueUsd: f.usd(h.usdValue),
    share: total > 0 ? f.percent((h.usdValue / total) * 100) : null, pnl: holdingPnlShort(h, f) ?? null, priceUsd: Number.isFinite(h.price) ? h.price : null,
  };
}

/** The value per chain, as the overview's allocation adds it up: the 8 largest and the rest as "Other". */
function chainLine(holdings: readonly Holding[], f: Figures): string[] {
  const chains = topShares(holdings.flatMap(valueByChain).map(([chain, value]) => [chainNameOf(chain), value] as const), 8);
  return chains.length ? [`Chains: ${chains.map((c) => `${safeAgentText(c.name, 30)} ${f.usd(c.value)}`).join(', ')}.`] : [];
}
