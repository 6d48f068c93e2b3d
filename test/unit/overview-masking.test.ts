// The overview's model over many random portfolios: allocation shares always add up to 100 with "Other" last,
// the page accepts every model, and with amounts hidden the model carries no number and no digit of any figure.
import assert from 'node:assert/strict';
import { figures, MASKED, PLAIN } from '../../src/format/figures';
import { buildOverview, type OverviewWallet } from '../../src/overview/model';
import { parseToOverview, TOP_SHARES, type OverviewModel } from '../../src/overview/protocol';
import { random, randomPortfolio } from './overview-fixtures';

const HIDDEN = figures({ hideAmounts: true, maskAddresses: false });
const plain = (wallets: OverviewWallet[], hideSpam = true) => buildOverview(wallets, { figures: PLAIN, hideSpam });
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

function randomWallets(seed: number, wallets: number, holdings: number): OverviewWallet[] {
  const rand = random(seed);
  return Array.from({ length: wallets }, (_, i) => ({
    label: `Wallet ${String.fromCharCode(65 + i)}`,
    portfolio: rand() < 0.9 ? randomPortfolio(rand, `0x${i}`, Math.floor(rand() * holdings)) : undefined,
  }));
}

/** Every string of the model with where it is, except the names (assets, chains, wallet labels) it repeats. */
function figureTexts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => figureTexts(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (['name', 'symbol', 'chains', 'wallets', 'asset', 'label'].includes(k) ? [] : figureTexts(v, `${path}.${k}`)));
  }
  return [];
}

function numbers(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbers(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numbers(v, `${path}.${k}`));
  return [];
}

describe('portfolio overview model, random portfolios', () => {
  const seeds = Array.from({ length: 150 }, (_, i) => i + 1);

  it('shares add up to 100, "Other" comes last, and the page accepts every model', () => {
    for (const seed of seeds) {
      const model = plain(randomWallets(seed, 1 + (seed % 6), 60), seed % 2 === 0);
      assert.ok(parseToOverview({ type: 'model', model }).ok, `seed ${seed}: ${JSON.stringify(parseToOverview({ type: 'model', model }))}`);
      for (const shares of [model.allocation!.assets, model.allocation!.chains]) {
        if (shares.length === 0) continue;
        assert.ok(Math.abs(sum(shares.map((s) => s.share)) - 100) < 1e-6, `seed ${seed}: ${sum(shares.map((s) => s.share))}`);
        assert.ok(shares.length <= TOP_SHARES + 1);
        assert.ok(shares.findIndex((s) => s.name === 'Other') === -1 || shares.at(-1)!.name === 'Other', `seed ${seed}`);
      }
    }
  });

  it('with amounts hidden, carries no number and no digit of any figure', () => {
    let digitNames = 0;
    for (const seed of seeds) {
      const wallets = randomWallets(seed, 1 + (seed % 6), 60);
      const model: OverviewModel = buildOverview(wallets, { figures: HIDDEN, hideSpam: seed % 2 === 0 });
      assert.ok(parseToOverview({ type: 'model', model }).ok, `seed ${seed}`);
      assert.deepEqual(numbers(model), [], `seed ${seed}: numbers in the masked model`);
      assert.equal(model.allocation, undefined);
      for (const [path, text] of figureTexts(model)) assert.doesNotMatch(text, /\d/, `seed ${seed}: ${path} = ${JSON.stringify(text)}`);
      if (model.rows.some((r) => /\d/.test(r.name))) digitNames++;
      const unmasked = JSON.stringify(buildOverview(wallets, { figures: PLAIN, hideSpam: true }));
      if (model.wallets.some((w) => w.total === MASKED)) assert.match(unmasked, /\$\d/, 'the same wallets show figures unmasked');
    }
    assert.ok(digitNames > 0, 'some asset names carry digits of their own, and they stay');
  });
});
