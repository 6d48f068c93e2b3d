// Wallet refresh: requests for 50 watched wallets the way the Wallets view makes them (chunked
// multi-wallet requests) against one request per wallet; and building the rows of the largest wallet.
import { WalletAssetClient } from '../src/api/client';
import type { Portfolio } from '../src/api/types';
import { holdingRow } from '../src/format/holdingText';
import { PLAIN } from '../src/format/figures';
import { riskFlags, riskLine } from '../src/format/risk';
import { computeBreakdown } from '../src/core/breakdown';
import { groupForRequests, visibleHoldings } from '../src/wallets/model';
import { WALLETS_PER_REQUEST } from '../src/wallets/constants';
import { WALLETS, type ReferenceServer } from '../test/server/server';
import { median } from './median';

const ROW_OPTIONS = { figures: PLAIN, pnlInRows: true };

export async function benchWalletRefresh(server: ReferenceServer): Promise<string[]> {
  // The reference wallets plus distinct well-formed addresses (answered with empty portfolios).
  const roles = Object.values(WALLETS).filter((w) => w !== WALLETS.whale);
  const distinct = Array.from({ length: 50 }, (_, i) => ({ address: roles[i] ?? `0x${(i + 1).toString(16).padStart(40, '0')}` }));
  const client = () => new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }));

  server.resetCounts();
  let started = performance.now();
  const chunked = client();
  await Promise.all(groupForRequests(distinct, WALLETS_PER_REQUEST).map((g) => chunked.getMultiPortfolio(g.wallets, { blockchains: g.chains })));
  const chunkedMs = performance.now() - started;
  const chunkedRequests = server.count();

  server.resetCounts();
  started = performance.now();
  const single = client();
  await Promise.all(distinct.map((w) => single.getPortfolio(w.address)));
  const singleMs = performance.now() - started;
  const singleRequests = server.count();

  const goal = Math.ceil(distinct.length / WALLETS_PER_REQUEST);
  return [
    `wallets refresh 50 wallets: ${chunkedRequests} requests in ${chunkedMs.toFixed(0)} ms (goal <= ${goal}); one per wallet: ${singleRequests} requests in ${singleMs.toFixed(0)} ms`,
  ];
}

export async function benchWhaleRows(server: ReferenceServer): Promise<string[]> {
  const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }));
  const [whale] = (await client.getMultiPortfolio([WALLETS.whale])) as Portfolio[];
  const holdings = whale?.holdings ?? [];
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const rows = visibleHoldings(holdings, false, 1).shown.map((h) => holdingRow(h, ROW_OPTIONS));
    times.push(performance.now() - started);
    if (rows.length !== holdings.length) throw new Error('rows missing');
  }
  // With spam and risk rules, as the tree builds them: breakdown (spam set aside, risks, totals), then rows.
  const withRules: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const shown = computeBreakdown(whale!, true); // uncached: each live tick or refresh brings a new portfolio
    // What the tree builds per row up front; tooltips are built when a row is hovered (resolveTreeItem).
    const rows = visibleHoldings(shown.holdings, false, 1).shown.map((h) => [holdingRow(h, ROW_OPTIONS), riskLine(riskFlags(h.security))]);
    withRules.push(performance.now() - started);
    if (rows.length + shown.spam.length !== holdings.length) throw new Error('rows missing');
  }
  return [
    `wallets children of the ${holdings.length}-asset wallet: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (goal < 50 ms; sort + row text, 30 runs)`,
    `wallets children of the ${holdings.length}-asset wallet with spam and risk rules: median ${median(withRules).toFixed(1)} ms, max ${Math.max(...withRules).toFixed(1)} ms (goal: median < 16 ms; 30 runs)`,
  ];
}
