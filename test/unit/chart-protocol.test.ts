import assert from 'node:assert/strict';
import type { PriceHistory } from '../../src/api/types';
import { chartFromHistory } from '../../src/asset/chartModel';
import { MAX_CHART_POINTS, parseFromPage, parseSavedState, parseToPage } from '../../src/asset/protocol';

const series = (n: number) => ({ t: Array.from({ length: n }, (_, i) => i * 60_000), v: Array.from({ length: n }, (_, i) => 1 + i / n) });

describe('chart messages', () => {
  it('carries a loaded range of 10,000 points to the page, parsed fast', () => {
    const history: PriceHistory = { name: 'A', symbol: 'A', price: series(10_000), volume: series(10_000), marketCap: { t: [], v: [] } };
    const chart = chartFromHistory('7d', history);
    assert.equal(chart.status, 'loaded');
    assert.equal(chart.marketCap, undefined, 'an empty series is left out');
    const started = performance.now();
    const parsed = parseToPage(JSON.parse(JSON.stringify({ type: 'chart', chart })));
    const ms = performance.now() - started;
    assert.ok(parsed.ok && parsed.message.type === 'chart' && parsed.message.chart.price?.t.length === 10_000);
    assert.ok(ms < 100, `${ms.toFixed(1)} ms`);
  });

  it('cuts a longer history to its newest points and refuses anything else the page could choke on', () => {
    const cut = chartFromHistory('all', { name: undefined, symbol: undefined, price: series(MAX_CHART_POINTS + 5), volume: { t: [], v: [] }, marketCap: { t: [], v: [] } });
    assert.equal(cut.price?.t.length, MAX_CHART_POINTS);
    assert.equal(cut.price?.t[0], 5 * 60_000);
    const bad = [
      { type: 'chart', chart: { range: '24h', status: 'loaded', price: series(MAX_CHART_POINTS + 1) } },
      { type: 'chart', chart: { range: '24h', status: 'loaded', price: { t: ['1'], v: [1] } } },
      { type: 'chart', chart: { range: '2h', status: 'loading' } },
      { type: 'chart', chart: { range: '24h', status: 'loaded', price: { t: [1, 2], v: [1] } } },
      { type: 'chart', chart: { range: '24h', status: 'loaded', price: { t: [1], v: [Infinity] } } },
      { type: 'quote', quote: { price: '$1', priceUsd: 'NaN' } },
      { type: 'quote', quote: { price: 'x'.repeat(41), priceUsd: 1 } },
    ];
    for (const message of bad) assert.equal(parseToPage(message).ok, false, JSON.stringify(message).slice(0, 80));
  });

  it('accepts only the known ranges from the page, and restores the chosen range and series', () => {
    assert.equal(parseFromPage({ type: 'history', range: '1y' }).ok, true);
    assert.equal(parseFromPage({ type: 'history', range: '../../etc' }).ok, false);
    const saved = parseSavedState({ query: 'ARB', range: '30d', series: 'volume' });
    assert.ok(saved.ok && saved.message.range === '30d' && saved.message.series === 'volume');
    assert.equal(parseSavedState({ query: 'ARB', range: 'forever' }).ok, false);
  });
});
