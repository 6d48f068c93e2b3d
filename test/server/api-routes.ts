// The /api/1 endpoints as pure functions of the query string and response shape (history also of the clock).
import { resolveChain } from './data/chains';
import { findAsset } from './data/catalogue';
import { liveMetadataRecord, specMetadataRecord } from './asset-render';
import { marketHistory } from './market-history';
import { MARKET_V1_ROUTES } from './market-routes';
import { multiData, sparkline } from './market-data';
import type { Holding } from './data/types';
import { type ApiHandler, badRequest, ok, type RequestClock } from './http-util';
import { chainsOrError, flagParam, walletAndChains } from './params';
import { computePortfolio, type PortfolioMarket, renderLivePortfolio } from './portfolio';
import { changeOver, DAY } from './data/price-series';
import { renderSpecPortfolio, renderSpecWalletEntry } from './portfolio-spec';
import { search } from './search';
import { marketQuery } from './pulse';
import { nfts } from './wallet-nfts';
import { walletTransactionsV1 } from './wallet-activity';
import { walletHistory } from './wallet-history';
import { resolveWallet, type WalletLookup } from './wallet-resolve';

export type { ApiHandler } from './http-util';

const portfolio: ApiHandler = (query, shape, clock) => {
  const asked = walletAndChains(query);
  if ('status' in asked) return asked;
  const result = computePortfolio(asked.lookup, asked.chains, movedOf(asked.lookup, clock), marketOf(clock));
  return ok(shape === 'live' ? { data: renderLivePortfolio(result, flagParam(query, 'pnl'), flagParam(query, 'filterSpam')) } : renderSpecPortfolio(result));
};

/** Live: one portfolio per wallet, told apart by `wallets[0]` (there is no `wallet` field). */
const multiPortfolio: ApiHandler = (query, shape, clock) => {
  const wallets = (query.get('wallets') ?? '').split(',').map((w) => w.trim()).filter((w) => w !== '');
  if (wallets.length === 0) return badRequest('Missing required parameter: wallets');
  const filter = chainsOrError(query);
  if ('status' in filter) return filter;
  const withPnl = flagParam(query, 'pnl');
  const data: unknown[] = [];
  for (const wallet of wallets) {
    const lookup = resolveWallet(wallet);
    if (!lookup.ok) return badRequest(lookup.error);
    const result = computePortfolio(lookup, filter.chains, movedOf(lookup, clock), marketOf(clock));
    data.push(shape === 'live' ? renderLivePortfolio(result, withPnl, flagParam(query, 'filterSpam')) : renderSpecWalletEntry(result));
  }
  return ok({ data });
};

/**
 * Prices moved through the control endpoint (./moves), and the 24h change the market data states at this instant: a
 * holding's change agrees with its asset page's; its price stays the anchor's (the service values portfolios from a
 * cache too).
 */
function marketOf(clock: RequestClock): PortfolioMarket {
  return (asset) => {
    const change24h = changeOver(asset, clock.now, DAY, clock.anchorMs); // NaN for a token priced at 0: the catalogue's then
    return { factor: clock.moves?.priceFactor(asset) ?? 1, ...(Number.isFinite(change24h) ? { change24h } : {}) };
  };
}

/** What moves through the control endpoint changed in a data-set wallet (./moves). */
function movedOf(lookup: Extract<WalletLookup, { ok: true }>, clock: RequestClock): Holding[] {
  return lookup.record && clock.moves ? clock.moves.deltasOf(lookup.record.address) : [];
}

const metadata: ApiHandler = (query, shape) => {
  const asset = query.get('asset');
  if (!asset?.trim()) return badRequest('Missing required parameter: asset');
  const blockchain = query.get('blockchain')?.trim();
  const chain = blockchain ? resolveChain(blockchain) : undefined;
  if (blockchain && !chain) return badRequest(`Unknown blockchain: ${blockchain}`);
  const found = findAsset(asset, chain);
  if (!found) return { status: 404, body: { error: 'Asset not found' } };
  return ok(shape === 'live' ? { data: liveMetadataRecord(found) } : specMetadataRecord(found));
};

export const API_ROUTES: Readonly<Record<string, ApiHandler>> = {
  '/api/1/wallet/portfolio': portfolio,
  '/api/1/wallet/multi-portfolio': multiPortfolio,
  '/api/1/wallet/nfts': nfts,
  '/api/1/wallet/transactions': walletTransactionsV1,
  '/api/1/wallet/history': walletHistory,
  '/api/1/metadata': metadata,
  '/api/1/search': search,
  '/api/1/market/history': marketHistory,
  '/api/1/market/multi-data': multiData,
  '/api/1/market/sparkline': sparkline,
  '/api/1/market/query': marketQuery,
  ...MARKET_V1_ROUTES,
};
