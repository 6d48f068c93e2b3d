// The live service's own response schemas (@mobula_labs/types, a devDependency: never bundled), with the one
// field JSON cannot satisfy handled by name, so every other difference from the live shape fails a test.
import {
  MarketDetailsResponseSchema, MarketHistoryResponseSchema, MarketMultiDataResponseSchema, MarketOHLCVHistoryResponseSchema,
  MarketSparklineResponseSchema, MarketTradesPairResponseSchema, MetadataResponseSchema, MultiPortfolioResponseSchema, PortfolioResponseSchema,
  SearchResponseSchema, SwapQuotingOutputSchema, TokenMarketsResponseSchema, WalletActivityV2BatchResponseSchema, WalletActivityV2ResponseSchema,
  WalletHistoryResponseSchema, WalletLabelsResponseSchema, WalletNFTResponseSchema, WalletTransactionsResponseSchema, MarketQueryResponseSchema,
  poolDataSchema, tokenDataSchema,
} from '@mobula_labs/types';

export const LIVE_RESPONSE_SCHEMAS = {
  metadata: MetadataResponseSchema,
  search: SearchResponseSchema,
  portfolio: PortfolioResponseSchema,
  multiPortfolio: MultiPortfolioResponseSchema,
  nfts: WalletNFTResponseSchema,
  history: MarketHistoryResponseSchema,
  multiData: MarketMultiDataResponseSchema,
  sparkline: MarketSparklineResponseSchema,
  tokenMarkets: TokenMarketsResponseSchema,
  marketDetails: MarketDetailsResponseSchema,
  ohlcv: MarketOHLCVHistoryResponseSchema,
  trades: MarketTradesPairResponseSchema,
  swapQuote: SwapQuotingOutputSchema,
  walletActivity: WalletActivityV2ResponseSchema,
  walletActivityBatch: WalletActivityV2BatchResponseSchema,
  walletTransactions: WalletTransactionsResponseSchema,
  walletHistory: WalletHistoryResponseSchema,
  walletLabels: WalletLabelsResponseSchema,
  // Pulse's answer is a record of views with no schema of its own: each row is held to its own (a token row, a pool row).
  pulseToken: tokenDataSchema,
  pulsePool: poolDataSchema,
  /** v1's market query: the list inside `data`. */
  marketQuery: MarketQueryResponseSchema,
} as const;
export type LiveOperation = keyof typeof LIVE_RESPONSE_SCHEMAS;

/**
 * Portfolio `assets[].asset.decimals` is declared as bigint; on the wire it is numeric strings ("18"), which
 * no JSON value can make a bigint. They are checked to be numeric strings and converted before parsing.
 */
function withBigintDecimals(body: unknown, problems: string[]): unknown {
  const copy = structuredClone(body) as { data?: unknown };
  const portfolios = Array.isArray(copy.data) ? copy.data : [copy.data];
  for (const [p, portfolio] of portfolios.entries()) {
    const assets = (portfolio as { assets?: unknown })?.assets;
    if (!Array.isArray(assets)) continue;
    for (const [i, entry] of assets.entries()) {
      const asset = (entry as { asset?: { decimals?: unknown } })?.asset;
      if (!asset || !Array.isArray(asset.decimals)) continue;
      if (!asset.decimals.every((d) => typeof d === 'string' && /^\d+$/.test(d))) {
        problems.push(`portfolio ${p} assets[${i}].asset.decimals: expected numeric strings, got ${JSON.stringify(asset.decimals)}`);
        continue;
      }
      asset.decimals = asset.decimals.map((d: string) => BigInt(d));
    }
  }
  return copy;
}

/** Paths (array indices folded to []) present in what was sent but dropped by the schema's parse. */
function unknownFields(sent: unknown, parsed: unknown, path = 'body'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((v, i) => unknownFields(v, parsed[i], `${path}[]`));
  const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
  if (!isRecord(sent) || !isRecord(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => (key in parsed ? unknownFields(value, parsed[key], `${path}.${key}`) : [`${path}.${key}`]));
}

/**
 * What the live schema finds wrong with a body ("path: message"), empty when it passes. With `strict`, a
 * field the schema does not know (and would drop) is a problem too: the body then has only live fields.
 */
export function liveSchemaIssues(operation: LiveOperation, body: unknown, { strict = false } = {}): string[] {
  const problems: string[] = [];
  const input = operation === 'portfolio' || operation === 'multiPortfolio' ? withBigintDecimals(body, problems) : body;
  const result = LIVE_RESPONSE_SCHEMAS[operation].safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues.slice(0, 5)) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  } else if (strict) {
    for (const path of new Set(unknownFields(body, result.data))) problems.push(`${path}: a field the live schema does not know`);
  }
  return problems;
}
