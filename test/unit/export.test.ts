// Export Holdings' rows, CSV and JSON: columns, plain full-precision numbers, absent values, RFC 4180 escaping,
// formula injection from hostile token names, and a round trip through a small RFC 4180 reader.
import assert from 'node:assert/strict';
import type { Holding, Portfolio } from '../../src/api/types';
import { csvField, plainDecimal, toCsv } from '../../src/format/csv';
import { EXPORT_COLUMNS, exportFileName, holdingRows, holdingsCsv, holdingsJson, type ExportWallet } from '../../src/format/exportRows';
import { readCsv } from './csvReader';

function holding(name: string, symbol: string, fields: Partial<Holding> = {}): Holding {
  return {
    asset: { id: 1, name, symbol, logo: undefined, contracts: [], blockchains: ['Ethereum'] },
    price: 2, tokenBalance: 10, usdValue: 20, allocation: undefined, priceChange24h: undefined, priceBought: undefined, roi: undefined,
    realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [], liquidity: 50_000, ...fields,
  };
}

const wallet = (holdings: Holding[], label?: string): ExportWallet => ({
  address: '0xAbC0000000000000000000000000000000000001', label, portfolio: { wallet: '0xabc', totalUsd: 0, holdings } as Portfolio,
});

describe('export holdings', () => {
  it('writes numbers as plain decimals at full precision, never with an exponent', () => {
    const cases: Array<[number, string]> = [
      [1e-9, '0.000000001'], [1.5e-7, '0.00000015'], [-2.5e-10, '-0.00000000025'], [1e21, '1000000000000000000000'],
      [1.2345e22, '12345000000000000000000'], [-12.5, '-12.5'], [0.1 + 0.2, '0.30000000000000004'], [0, '0'], [-0, '0'], [123456789.123, '123456789.123'],
    ];
    for (const [n, text] of cases) assert.equal(plainDecimal(n), text, String(n));
    for (const n of [Math.PI * 1e-12, 7.123456789012345e25, Number.MIN_VALUE, Number.MAX_VALUE, -3.3e-300]) {
      const text = plainDecimal(n)!;
      assert.doesNotMatch(text, /e/i);
      assert.equal(Number(text), n, `${n} reads back exactly`);
    }
    assert.equal(plainDecimal(Number.NaN), undefined);
    assert.equal(csvField(Number.POSITIVE_INFINITY), '');
  });

  it('has one row per chain with that chain\'s contract and value, PnL totals on the first row only', () => {
    const h = holding('USD Coin', 'USDC', {
      price: 0.9998, tokenBalance: 300, usdValue: 299.94, priceBought: 1.0001, totalInvested: 300.03, realizedPnl: -1.5, unrealizedPnl: -0.09, priceChange24h: -0.01,
      asset: { id: 3408, name: 'USD Coin', symbol: 'USDC', logo: undefined, blockchains: ['Ethereum', 'Base'],
        contracts: [{ address: '0xA0b8', blockchain: 'Ethereum' }, { address: '0x8335', blockchain: 'base' }] },
      chainBalances: [{ chain: 'Ethereum', chainId: '1', tokenBalance: 100, address: undefined }, { chain: 'Base', chainId: '8453', tokenBalance: 200, address: '0x8335' }],
    });
    const rows = holdingRows({ address: '0xW', label: 'Main' }, h);
    assert.deepEqual(rows.map((r) => [r.chain, r.contract, r.balance, r.value_usd]), [['Ethereum', '0xA0b8', 100, 100 * 0.9998], ['Base', '0x8335', 200, 200 * 0.9998]]);
    assert.deepEqual(rows.map((r) => [r.invested, r.realized_pnl, r.unrealized_pnl]), [[300.03, -1.5, -0.09], [undefined, undefined, undefined]]);
    assert.ok(rows.every((r) => r.price_bought === 1.0001 && r.change_24h_pct === -0.01 && r.wallet_label === 'Main' && r.spam === undefined && r.risk === undefined));
  });

  it('gives a holding without chain balances one row on its first chain, with its own balance and value', () => {
    const [row, ...rest] = holdingRows({ address: '0xW' }, holding('Ether', 'ETH', { tokenBalance: 1.25, usdValue: 4000.5, price: 3200.4 }));
    assert.equal(rest.length, 0);
    assert.deepEqual([row!.chain, row!.contract, row!.balance, row!.value_usd, row!.wallet_label], ['Ethereum', undefined, 1.25, 4000.5, undefined]);
  });

  it('writes the header, empty cells for absent values, and spam and risk reasons', () => {
    const spam = holding('Visit usdc-gift.com to claim', 'CLAIM', { price: 0, usdValue: 0, liquidity: undefined });
    const risky = holding('Sminu', 'SMINU', { security: [{ address: '0x1', isHoneypot: true, buyTax: 0, sellTax: 40, isMintable: undefined, transferPausable: undefined, isBlacklisted: undefined, frozen: undefined, noMintAuthority: undefined }] });
    const [header, spamRow, riskRow] = readCsv(holdingsCsv([wallet([spam, risky])]));
    assert.ok(holdingsCsv([]).startsWith('\ufeffwallet,wallet_label,'), 'a byte order mark, so Excel reads UTF-8');
    assert.deepEqual(header, [...EXPORT_COLUMNS]);
    const cell = (row: string[] | undefined, column: string) => row![EXPORT_COLUMNS.indexOf(column as never)];
    assert.equal(cell(spamRow, 'spam'), 'its name carries a link');
    assert.equal(cell(spamRow, 'risk'), '');
    assert.equal(cell(riskRow, 'spam'), '');
    assert.equal(cell(riskRow, 'risk'), 'Honeypot: it cannot be sold (+1 more)');
    for (const column of ['wallet_label', 'contract', 'price_bought', 'invested', 'realized_pnl', 'unrealized_pnl', 'change_24h_pct']) assert.equal(cell(riskRow, column), '', column);
  });

  it('quotes commas, quotes, CR and LF, and ends every record in CRLF', () => {
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\nlines'), '"two\nlines"');
    assert.equal(csvField('a\rb'), '"a\rb"');
    assert.equal(toCsv(['a', 'b'], [['x', 1], [undefined, 'y']]), 'a,b\r\nx,1\r\n,y\r\n');
  });

  it('neutralises text cells that would start a formula, never numbers', () => {
    const disguised = [' =1+1', '\u3000=1+1', '\u200b=1+1', '＝1+1', '＋1', '\n=1+1', '\ufeff@SUM(A1)'];
    for (const text of ['=HYPERLINK("http://x","Claim")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', ...disguised]) {
      assert.equal(readCsv(`${csvField(text)}\r\n`)[0]![0], `'${text}`, JSON.stringify(text));
    }
    assert.equal(csvField(-12.5), '-12.5');
    assert.equal(csvField('plain = fine'), 'plain = fine');
    const row = readCsv(holdingsCsv([wallet([holding('=cmd|" /C calc"!A0', '-SYM', { realizedPnl: -12.5, priceChange24h: -3 })], '@label')]))[1]!;
    const cell = (column: string) => row[EXPORT_COLUMNS.indexOf(column as never)];
    assert.deepEqual([cell('asset'), cell('symbol'), cell('wallet_label')], ['\'=cmd|" /C calc"!A0', '\'-SYM', '\'@label']);
    assert.deepEqual([cell('realized_pnl'), cell('change_24h_pct')], ['-12.5', '-3']);
  });

  it('keeps hostile names as data without breaking rows', () => {
    const names = ['USDT\u202Etxt.exe', 'Z\u200Be\u200Dro\uFEFF', 'line\r\nbreak,"quoted"', '\u2028sep\u2029', 'نام عربي'];
    const csv = holdingsCsv([wallet(names.map((n) => holding(n, n)))]);
    const rows = readCsv(csv);
    assert.equal(rows.length, names.length + 1);
    assert.ok(rows.every((r) => r.length === EXPORT_COLUMNS.length));
    assert.deepEqual(rows.slice(1).map((r) => r[EXPORT_COLUMNS.indexOf('asset')]), names);
  });

  it('reads back the same numbers from the CSV and the JSON', () => {
    const holdings = [
      holding('Tiny', 'TINY', { price: 1.234567890123e-11, tokenBalance: 9.87654321e17, usdValue: 12186.0, priceBought: 3e-12, unrealizedPnl: -1234.5678901234, priceChange24h: -99.999 }),
      holding('Big', 'BIG', { price: 65432.123456789, tokenBalance: 0.000000123456789, usdValue: 0.008078, totalInvested: 1e-7, realizedPnl: 7.1e22,
        chainBalances: [{ chain: 'Ethereum', chainId: '1', tokenBalance: 1e-9, address: '0x1' }, { chain: 'Arbitrum', chainId: '42161', tokenBalance: 0.000000122456789, address: '0x2' }] }),
    ];
    const source = holdings.flatMap((h) => holdingRows({ address: wallet([]).address }, h));
    const numeric = ['balance', 'price_usd', 'value_usd', 'price_bought', 'invested', 'realized_pnl', 'unrealized_pnl', 'change_24h_pct'] as const;
    const csvRows = readCsv(holdingsCsv([wallet(holdings)])).slice(1);
    const json = JSON.parse(holdingsJson([wallet(holdings)], new Date('2025-01-31T10:00:00Z')));
    assert.equal(json.exportedAt, '2025-01-31T10:00:00.000Z');
    assert.deepEqual(Object.keys(json.wallets[0]), ['address', 'label', 'holdings']);
    assert.equal(json.wallets[0].label, null);
    source.forEach((row, i) => {
      for (const column of numeric) {
        const text = csvRows[i]![EXPORT_COLUMNS.indexOf(column)]!;
        assert.doesNotMatch(text, /e/i, `${column} ${text}`);
        assert.equal(text === '' ? undefined : Number(text), row[column], `CSV ${column} of row ${i}`);
        assert.equal(json.wallets[0].holdings[i][column], row[column] ?? null, `JSON ${column} of row ${i}`);
      }
      assert.deepEqual(Object.keys(json.wallets[0].holdings[i]), [...EXPORT_COLUMNS]);
    });
  });

  it('names the file after the local date', () => {
    assert.equal(exportFileName(new Date(2025, 0, 5, 23, 59), 'csv'), 'walletscope-holdings-2025-01-05.csv');
    assert.equal(exportFileName(new Date(2025, 11, 31), 'json'), 'walletscope-holdings-2025-12-31.json');
  });
});
