// The asset page's messages, both directions, as zod schemas: the one module the extension and the page
// script share. Every message is parsed on receipt; anything unknown or malformed is ignored (and logged).
// No vscode and no DOM here: it is bundled into both sides.
import * as z from 'zod/mini';
import { boundedText as text, noticeMessageSchema, pageProtocol } from '../format/parsed';
import { askPoolsSchema, openPoolSchema, POOL_SORTS, poolsSchema } from './poolsProtocol';
import { isPlainAmount, QUOTE_SIDES, quoteResultSchema } from '../pool/protocol';
import { COUNTERS } from './quoteTokens';

export const LINK_KINDS = ['website', 'twitter', 'discord', 'chat', 'telegram', 'audit', 'kyc'] as const;

const statSchema = z.object({ label: text(40), value: text(80) });
const contractSchema = z.object({ chain: text(80), address: text(200), explorerUrl: z.optional(text(400)), explorerName: z.optional(text(80)) });
const linkSchema = z.object({ kind: z.enum(LINK_KINDS), label: text(40), url: text(2048) });
const holdingSchema = z.object({ wallet: text(200), balance: text(120), usd: text(40), chains: text(400) });
const investorSchema = z.object({ name: text(120), note: text(120) });
/** `value` is the share in percent, 0 to 100, for the bar. */
const shareSchema = z.object({ name: text(120), percent: text(12), value: z.number().check(z.minimum(0), z.maximum(100)) });
const unlockSchema = z.object({ date: text(20), datetime: text(10), amount: text(120), share: z.optional(text(12)), recipients: text(300) });

/** Lists shown with "and N more" beyond their cap. */
export const CAPS = { tags: 12, exchanges: 30, investors: 30, distribution: 30, unlocks: 12 } as const;

/** What the page shows of one asset: already formatted text, so the page only lays it out. */
export const assetViewSchema = z.object({
  name: text(200),
  symbol: text(60),
  /** https only; the page falls back to the symbol's initials. */
  logo: z.optional(text(2048)),
  price: z.optional(text(40)),
  rank: z.optional(z.number()),
  stats: z.array(statSchema).check(z.maxLength(20)),
  contracts: z.array(contractSchema).check(z.maxLength(200)),
  links: z.array(linkSchema).check(z.maxLength(20)),
  description: z.optional(text(6000)),
  /** Addresses whose balances the service leaves out of the circulating supply (the first ones). */
  excludedAddresses: z.array(text(200)).check(z.maxLength(100)),
  /** How many more there are than listed. */
  excludedMore: z.number(),
  /** Set when the name or symbol mixes look-alike alphabets (a likely impostor). */
  mixedScripts: z.boolean(),
  /** The contract scan's warnings, when a watched wallet holds it ("Honeypot: it cannot be sold (+4 more)"). */
  risk: z.optional(text(200)),
  tags: z.array(text(40)).check(z.maxLength(CAPS.tags)),
  /** "Listed 23 Mar 2021". */
  listed: z.optional(text(40)),
  exchanges: z.array(text(80)).check(z.maxLength(CAPS.exchanges)),
  exchangesMore: z.number(),
  investors: z.array(investorSchema).check(z.maxLength(CAPS.investors)),
  investorsMore: z.number(),
  distribution: z.array(shareSchema).check(z.maxLength(CAPS.distribution)),
  /** Unlocks from today on, earliest first. */
  unlocks: z.array(unlockSchema).check(z.maxLength(CAPS.unlocks)),
  unlocksMore: z.number(),
  /** Per watched wallet holding the asset; undefined when no wallet is watched. */
  holdings: z.optional(z.array(holdingSchema).check(z.maxLength(200))),
  /** When the data arrived (ms since epoch). */
  fetchedAt: z.number(),
});
export type AssetView = z.infer<typeof assetViewSchema>;

const query = { query: text(300), blockchain: z.optional(text(80)) };

export const CHART_RANGES = ['24h', '7d', '30d', '1y', 'all'] as const;
export const CHART_SERIES = ['price', 'marketCap', 'volume'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export type ChartSeriesName = (typeof CHART_SERIES)[number];
/** The most points a series may carry to the page (the chart draws 10,000 without jank). */
export const MAX_CHART_POINTS = 20_000;

/** Finite numbers, checked in one loop: a schema per element costs tens of ms on a page's first message. */
const points = z.custom<number[]>((value) => Array.isArray(value) && value.length <= MAX_CHART_POINTS
  && value.every((x) => typeof x === 'number' && Number.isFinite(x)), { message: `a list of at most ${MAX_CHART_POINTS} numbers` });
const seriesSchema = z.object({ t: points, v: points }).check(z.refine((s) => s.t.length === s.v.length, 'as many values as times'));

/** The chart of one range: its state, and its series (each possibly empty) when loaded. */
export const chartSchema = z.object({
  range: z.enum(CHART_RANGES),
  status: z.enum(['loading', 'loaded', 'empty', 'error']),
  /** Why it failed (error), in one sentence. */
  message: z.optional(text(1000)),
  price: z.optional(seriesSchema),
  marketCap: z.optional(seriesSchema),
  volume: z.optional(seriesSchema),
});
export type ChartData = z.infer<typeof chartSchema>;

/** The header's price and 24h change; `at` is the time of the last live tick (the "live" marker shows with it). */
export const quoteSchema = z.object({
  price: text(40),
  priceUsd: z.number(),
  change24h: z.optional(z.object({ text: text(20), direction: z.enum(['up', 'down', 'flat']) })),
  /** Within the range of a JavaScript Date (a larger one throws when formatted). */
  at: z.optional(z.number().check(z.minimum(0), z.maximum(8.64e15))),
  /** Where `at` came from: the websocket feed ("Live"), or the budgeted REST poll ("Updated"). */
  source: z.optional(z.enum(['feed', 'poll'])),
});
export type Quote = z.infer<typeof quoteSchema>;

export const pageStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('loading'), ...query }),
  z.object({ status: z.literal('not-found'), ...query }),
  z.object({
    status: z.literal('error'), ...query, message: text(1000),
    /** When a rate limit ends (ms since epoch), if the service said. */
    retryAt: z.optional(z.number()),
  }),
  z.object({
    status: z.literal('loaded'), ...query, asset: assetViewSchema, refreshing: z.boolean(),
    /** Why the last refresh failed, while the earlier data stays on the page. */
    warning: z.optional(text(1000)),
  }),
]);
export type PageState = z.infer<typeof pageStateSchema>;

/** Extension → page. */
export const toPageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: pageStateSchema }),
  z.object({ type: z.literal('chart'), chart: chartSchema }),
  z.object({ type: z.literal('quote'), quote: quoteSchema }),
  noticeMessageSchema,
  /** The Pools section: a token's DEX pools on one of the asset's chains. */
  z.object({ type: z.literal('pools'), pools: poolsSchema }),
  /** The quote form: the token quoted (on the chain Pools shows), what it can be quoted against, and for whom. */
  z.object({ type: z.literal('swapSetup'), setup: z.object({
    base: text(60), chain: text(80), counters: z.array(z.object({ key: z.enum(COUNTERS), label: text(20) })).check(z.maxLength(COUNTERS.length)), wallet: text(300),
  }) }),
  z.object({ type: z.literal('swapQuote'), quote: quoteResultSchema }),
]);
export type ToPageMessage = z.infer<typeof toPageSchema>;
export const TO_PAGE_TYPES: ReadonlyArray<ToPageMessage['type']> = ['state', 'chart', 'quote', 'notice', 'pools', 'swapSetup', 'swapQuote'];

/** Page → extension. */
export const fromPageSchema = z.discriminatedUnion('type', [
  /** The script runs and listens: the extension sends the current state (again, after the page was hidden). */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('refresh') }),
  /** The extension opens only http(s) URLs, with openExternal. */
  z.object({ type: z.literal('openLink'), url: text(2048) }),
  z.object({ type: z.literal('copy'), text: text(300), what: z.enum(['contract', 'address']) }),
  /** The page shows this range's chart: the extension answers with `chart` messages. */
  z.object({ type: z.literal('history'), range: z.enum(CHART_RANGES) }),
  askPoolsSchema,
  openPoolSchema,
  /** A read-only swap quote of the token against a counter (1 credit). */
  z.object({
    type: z.literal('swapQuote'), side: z.enum(QUOTE_SIDES), counter: z.enum(COUNTERS),
    amount: text(50).check(z.refine(isPlainAmount, 'a plain positive decimal')),
  }),
]);
export type FromPageMessage = z.infer<typeof fromPageSchema>;

/** What the page keeps with `setState`, so a reloaded window can reopen it (the panel serializer reads it). */
export const savedStateSchema = z.object({
  ...query, range: z.optional(z.enum(CHART_RANGES)), series: z.optional(z.enum(CHART_SERIES)), poolSort: z.optional(z.enum(POOL_SORTS)),
  showLowPools: z.optional(z.boolean()),
  swapSide: z.optional(z.enum(QUOTE_SIDES)),
});
export type SavedState = z.infer<typeof savedStateSchema>;

export const ASSET_PROTOCOL = pageProtocol({ toPage: toPageSchema, fromPage: fromPageSchema, saved: savedStateSchema }, TO_PAGE_TYPES);
export const { parseToPage, parseFromPage, parseSaved: parseSavedState } = ASSET_PROTOCOL;
