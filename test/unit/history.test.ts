import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { rangeWindow, RANGE_SPECS } from '../../src/api/historyRanges';
import { historyResponseSchema, MAX_HISTORY_POINTS, readSeries } from '../../src/api/schemas/history';
import { chartFromHistory } from '../../src/asset/chartModel';
import { change24h, changeText, seriesChange } from '../../src/format/priceChange';
import { sparklineMarkdown } from '../../src/format/sparkline';

const fixture = (name: string): unknown => JSON.parse(readFileSync(`test/fixtures/live/${name}.json`, 'utf8'));

describe('price history', () => {
  it('reads the live shape: nulls skipped, numeric strings and exponents read, every series kept', () => {
    const history = historyResponseSchema.parse(fixture('history-7d'));
    assert.equal(history.name, 'Arbitrum');
    assert.equal(history.symbol, 'ARB');
    assert.equal(history.price.t.length, 11, 'the null point is skipped');
    assert.equal(history.price.v[1], 0.953);
    assert.equal(history.price.v[2], 0.961);
    assert.deepEqual(history.volume.v, [412000000, 389000000]);
    assert.deepEqual(history.marketCap.t, [1763337600000, 1763942400000]);
  });

  it('keeps dust prices exact and accepts an answer with only price_history, or an empty one', () => {
    const tiny = historyResponseSchema.parse(fixture('history-tiny'));
    assert.deepEqual(tiny.price.v, [1.113340820039224e-9, 2.2957561345049817e-10, 3.1e-10, 1.7181969777003686e-7]);
    assert.deepEqual(tiny.volume, { t: [], v: [] });
    const empty = historyResponseSchema.parse(fixture('history-empty'));
    assert.equal(empty.price.t.length, 0);
    assert.equal(chartFromHistory('24h', empty).status, 'empty');
  });

  it('sorts unordered points, keeps one value per time and drops garbage points', () => {
    const s = readSeries([[3, 30], [1, 10], [2, 20], [2, 21], ['x', 1], [4], null, [5, -1], [6, 0], [7, 'NaN'], [8, 'Infinity']], true);
    assert.deepEqual(s, { t: [1, 2, 3], v: [10, 21, 30] });
    assert.deepEqual(readSeries([[1, 0]], false), { t: [1], v: [0] }, 'volumes may be zero');
    assert.deepEqual(readSeries({ not: 'an array' }, true), { t: [], v: [] });
  });

  it('keeps the newest points of an oversized answer, in linear time', () => {
    const n = MAX_HISTORY_POINTS + 10_000;
    const raw = Array.from({ length: n }, (_, i) => [i * 1000, 1 + i]);
    const started = performance.now();
    const s = readSeries(raw, true);
    const ms = performance.now() - started;
    assert.equal(s.t.length, MAX_HISTORY_POINTS);
    assert.equal(s.t[0], 10_000 * 1000);
    assert.ok(ms < 200, `read ${n} points in ${ms.toFixed(1)} ms`);
  });

  it('asks each range with a spacing and a start rounded to its freshness, so repeats hit the cache', () => {
    const now = Date.UTC(2026, 10, 23, 12, 34, 56);
    const a = rangeWindow('24h', now);
    const b = rangeWindow('24h', now + 30_000);
    assert.equal(a.from, b.from);
    assert.equal(a.period, '5m');
    assert.ok(now - a.from >= 24 * 3600_000 && now - a.from < 24 * 3600_000 + RANGE_SPECS['24h'].freshMs);
    assert.equal(rangeWindow('all', now).from, 0);
    assert.equal(rangeWindow('1y', now).freshMs, 3600_000);
  });

  it('computes the change over a series and over its last 24 hours', () => {
    const day = 24 * 3600_000;
    const series = { t: [0, day / 2, day, day * 1.5, day * 2], v: [100, 110, 120, 90, 132] };
    assert.ok(Math.abs(seriesChange(series)! - 0.32) < 1e-9);
    assert.ok(Math.abs(change24h(series)! - 0.1) < 1e-9, 'from the point a day before the end (120 → 132)');
    assert.ok(Math.abs(change24h(series, 60)! + 0.5) < 1e-9, 'against a live price');
    assert.equal(change24h({ t: [0, 3600_000], v: [1, 2] }), undefined, 'a series shorter than a day has no 24h change');
    assert.deepEqual(changeText(0.0321), { text: '+3.21%', direction: 'up' });
    assert.deepEqual(changeText(-0.015), { text: '−1.50%', direction: 'down' });
    assert.equal(changeText(0)?.direction, 'flat');
    assert.deepEqual(changeText(-0.00004), { text: '0.00%', direction: 'flat' }, 'never "−0.00%"');
    assert.equal(changeText(undefined), undefined);
  });

  it('draws a hover sparkline as a small data: image with no text in it', () => {
    const t = Array.from({ length: 700 }, (_, i) => i);
    const md = sparklineMarkdown({ t, v: t.map((i) => 1 + Math.sin(i / 50)) })!;
    const match = /^!\[price trend\]\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)$/.exec(md);
    assert.ok(match, md.slice(0, 80));
    const svg = Buffer.from(match[1]!, 'base64').toString('utf8');
    assert.match(svg, /^<svg [^>]*><polyline [^>]*points="[\d., ]+"\/><\/svg>$/);
    assert.ok(svg.length < 2000, `${svg.length} bytes`);
    assert.equal(sparklineMarkdown({ t: [1], v: [1] }), undefined);
  });
});
