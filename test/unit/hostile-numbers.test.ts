// Numbers the service should never send, but may: every figure is bounded where it is formatted, sums stay finite,
// and the page and overview accept every state built from them, with Hide Amounts leaving no digit of a figure.
import assert from 'node:assert/strict';
import { RateLimitedError } from '../../src/api/transport/errors';
import { parseRetryAfter } from '../../src/api/transport/retry';
import type { Asset } from '../../src/api/types';
import { buildAssetView, errorState } from '../../src/asset/model';
import { parseToPage } from '../../src/asset/protocol';
import { figures, PLAIN } from '../../src/format/figures';
import { addFinite, formatChange, formatPercent, formatPrice, formatTokenAmount, formatUsd, formatUsdCompact } from '../../src/format/numbers';
import { changeText } from '../../src/format/priceChange';
import { buildOverview, type OverviewWallet } from '../../src/overview/model';
import { MAX_WALLET_CARDS, parseToOverview } from '../../src/overview/protocol';
import { breakdown, shownTotals } from '../../src/core/breakdown';
import { holding } from './overview-fixtures';
import { nowMs } from '../../src/core/clock';

const HIDDEN = figures({ hideAmounts: true, maskAddresses: false });
const ABSURD = [1e27, -1e27, 1e80, 1e300, Number.MAX_VALUE, -Number.MAX_VALUE, 1.2345678901234567e200, 5e-324];

const asset: Asset = {
  id: 1, name: 'Absurd', symbol: 'ABS', logo: undefined, contracts: [{ address: '0x912CE59144191C1204E64559FE8253a0e49E6548', blockchain: 'Arbitrum' }],
  blockchains: ['Arbitrum'], price: 1e27, marketCap: 1e300, liquidity: Number.MAX_VALUE, volume: 1e80, description: undefined, website: undefined,
  twitter: undefined, discord: undefined, chat: undefined, kyc: undefined, audit: undefined, totalSupply: 1e-300,
  circulatingSupply: 1e308, maxSupply: 1e21, circulatingSupplyAddresses: [], totalSupplyContracts: [], rank: 1e300,
  telegram: undefined, tags: [], listedAt: undefined, exchanges: [], investors: [], distribution: [{ name: 'Team', percentage: 1e80 }],
  unlocks: [{ date: Date.UTC(2027, 0, 1), amount: 1.2345678e300, allocations: [{ name: 'Team', amount: 1.2345678e300 }] }],
};

/** A label without digits: A, B, …, Z, BA, … */
const letters = (i: number): string => (i >= 26 ? letters(Math.floor(i / 26)) : '') + String.fromCharCode(65 + (i % 26));

/** Every string in a value, to look for digits. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('hostile numbers', () => {
  it('every formatter writes an absurd figure in a few characters', () => {
    for (const value of ABSURD) {
      for (const [name, format, max] of [
        ['usd', formatUsd, 16], ['usdCompact', formatUsdCompact, 16], ['price', formatPrice, 16], ['amount', formatTokenAmount, 16],
        ['percent', formatPercent, 12], ['change', formatChange, 12],
      ] as const) {
        const text = format(value);
        assert.ok(text.length <= max, `${name}(${value}) = "${text}" (${text.length} characters)`);
      }
    }
    assert.equal(formatPrice(1e27), '$1e27');
    assert.equal(formatChange(1e80), '+1e80%');
    assert.equal(formatPercent(-1e80), '-1e80%');
  });

  it('a sum of two $1e308 holdings is a finite figure, not Infinity', () => {
    assert.equal(addFinite(1e308, 1e308), Number.MAX_VALUE);
    assert.equal(addFinite(-1e308, -1e308), -Number.MAX_VALUE);
    assert.equal(addFinite(1, 2), 3);
    // The total the Wallets view, the status bar, the overview and the wallet page show: the wallets' shown totals
    // added up. Two wallets, each with two $1e308 holdings that moved +1e300% in 24 hours.
    const absurd = (wallet: string) => ({
      wallet, totalUsd: 1e308, pnl: undefined,
      holdings: [holding('Absurd', 1e308, { id: 1, priceChange24h: 1e300 }), holding('Absurder', 1e308, { id: 2, priceChange24h: 1e300 })],
    });
    const wallets = [breakdown(absurd('0xa'), true), breakdown(absurd('0xb'), false)];
    for (const b of wallets) assert.equal(b.totalUsd, Number.MAX_VALUE, 'one wallet: a bound, not Infinity');
    const totals = shownTotals(wallets);
    assert.equal(totals.totalUsd, Number.MAX_VALUE);
    assert.equal(totals.change24hUsd, Number.MAX_VALUE);
    const down = shownTotals([{ ...wallets[0]!, change24hUsd: -Number.MAX_VALUE }, { ...wallets[1]!, change24hUsd: -Number.MAX_VALUE }]);
    assert.equal(down.change24hUsd, -Number.MAX_VALUE);
  });

  it('a Retry-After of 309 nines waits a day at most, and the page accepts the state that says so', () => {
    const nines = '9'.repeat(309);
    assert.equal(parseRetryAfter(nines, 0), 86_400_000);
    assert.equal(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', 0), 86_400_000);
    const state = errorState({ query: 'ABS' }, new RateLimitedError(parseRetryAfter(nines), undefined), nowMs());
    assert.ok(parseToPage({ type: 'state', state }).ok, JSON.stringify(parseToPage({ type: 'state', state })));
  });

  it('the asset page accepts a $1e27 price, a +1e80% change and a 1e300 supply, also with amounts hidden', () => {
    const wallets = [{ label: 'Main', holdings: [holding('Absurd', 1e308, { id: 1, tokenBalance: 1e308 }), holding('Absurd', 1e308, { id: 1, tokenBalance: 1e308 })] }];
    for (const f of [PLAIN, HIDDEN]) {
      const view = buildAssetView(asset, wallets, Date.UTC(2026, 10, 23), { figures: f });
      const checked = parseToPage({ type: 'state', state: { status: 'loaded', query: 'ABS', asset: view, refreshing: false } });
      assert.ok(checked.ok, `${f.masked ? 'masked' : 'plain'}: ${JSON.stringify(checked)}`);
      assert.equal(view.price, '$1e27');
      if (f.masked) assert.deepEqual(strings(view.holdings).filter((s) => /\d/.test(s)), [], 'no digit of a held figure while hidden');
    }
    const change = changeText(1e78);
    assert.ok(parseToPage({ type: 'quote', quote: { price: formatPrice(1e27), priceUsd: 1e27, change24h: change } }).ok, JSON.stringify(change));
  });

  it('the overview accepts two $1e308 holdings and more wallets than it draws cards for, and masks every figure', () => {
    const wallets: OverviewWallet[] = Array.from({ length: MAX_WALLET_CARDS + 1 }, (_, i) => ({
      label: `Wallet ${letters(i)}`,
      portfolio: {
        wallet: `0x${i}`, totalUsd: 1e308, pnl: undefined,
        holdings: [holding('Huge', 1e308, { id: 7, priceChange24h: 1e80 }), holding('Other', 1e308, { id: 8, priceChange24h: -1e80 })],
      },
    }));
    for (const f of [PLAIN, HIDDEN]) {
      const model = buildOverview(wallets, { figures: f, hideSpam: true });
      const checked = parseToOverview({ type: 'model', model });
      assert.ok(checked.ok, `${f.masked ? 'masked' : 'plain'}: ${JSON.stringify(checked).slice(0, 500)}`);
      assert.equal(model.wallets.length, MAX_WALLET_CARDS);
      assert.match(model.walletsNote ?? '', f.masked ? /^The first 40 of •+ wallets/ : /^The largest 40 of 41 wallets/);
      if (f.masked) {
        const digits = strings(model).filter((s) => /\d/.test(s) && !s.startsWith(`The first ${MAX_WALLET_CARDS} of`));
        assert.deepEqual(digits, [], 'no digit of a figure while hidden');
      } else {
        assert.match(model.total, /^\$1\.8e308$/);
      }
    }
  });
});
