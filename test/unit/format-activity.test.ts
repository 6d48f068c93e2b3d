// A transaction in words, as the wallet page and the alerts show it: swaps grouped, transfers with the counterparty's
// name when the service knows it, vault moves, fees, Hide Amounts; read from the reference server's own activity.
import assert from 'node:assert/strict';
import type { ActivityAsset, ActivityTransaction, AddressLabel } from '../../src/api/wallets';
import { getWalletActivity, getWalletLabels } from '../../src/api/wallets';
import { actionText, counterparties, feeText, transactionLines } from '../../src/format/activity';
import { figures } from '../../src/format/figures';
import { labelLine } from '../../src/format/names';
import { formatAmountBrief, formatUsdBrief } from '../../src/format/numbers';
import { BINANCE_14 } from '../server/data/entities';
import { WALLETS } from '../server/server';
import { freshClient, startHarness, type Harness } from './helpers';

const asset = (symbol: string): ActivityAsset => ({ id: 1, name: symbol, symbol, contract: undefined, logo: undefined, price: 1, liquidity: 1e6 });
const tx = (actions: ActivityTransaction['actions'], more = 0, feeUsd?: number): ActivityTransaction =>
  ({ chain: 'evm:1', hash: '0x1', time: 0, timeInFuture: false, block: 1, feeUsd, actions, moreActions: more });
const binance: AddressLabel = { name: 'Binance 14', type: 'cex', labels: ['Exchange', 'Hot Wallet'] };
const names = new Map([[BINANCE_14.address.toLowerCase(), binance]]);
const received = { kind: 'transfer', direction: 'in', asset: asset('ETH'), amount: 2.5, usd: 8_400.4, from: BINANCE_14.address, to: '0x2', counterparty: BINANCE_14.address } as const;

describe('format: activity in words', () => {
  it('writes a swap with its DEX and worth, and a transfer with its counterparty\'s name', () => {
    const swap = { kind: 'swap', assetIn: asset('ETH'), amountIn: 1.2, assetOut: asset('USDC'), amountOut: 4010.37, usd: 4010.37, platform: 'Uniswap V3' } as const;
    assert.equal(actionText(swap), 'Swapped 1.2 ETH for 4,010 USDC on Uniswap V3, $4,010');
    assert.equal(actionText(received, { names }), 'Received 2.5 ETH from Binance 14, $8,400');
    assert.equal(actionText(received), 'Received 2.5 ETH from 0x28C6…1d60, $8,400', 'no name: the address, shortened');
    assert.equal(actionText({ ...received, counterparty: BINANCE_14.address.toUpperCase().replace('0X', '0x') }, { names }), 'Received 2.5 ETH from Binance 14, $8,400');
    assert.equal(actionText({ ...received, direction: 'out', usd: undefined }, { names }), 'Sent 2.5 ETH to Binance 14');
    assert.equal(actionText({ ...received, direction: 'vaultDeposit', usd: 0.5 }), 'Deposited 2.5 ETH into 0x28C6…1d60, $0.50');
    assert.equal(actionText({ ...received, direction: 'vaultWithdraw', counterparty: undefined }), 'Withdrew 2.5 ETH, $8,400');
    assert.equal(actionText({ ...received, direction: 'unstake', amount: 1_200_000 }), 'Unstaked 1.2M ETH from 0x28C6…1d60, $8,400');
  });

  it('masks every figure with Hide Amounts, keeps the words', () => {
    const hidden = figures({ hideAmounts: true, maskAddresses: false });
    assert.equal(actionText(received, { f: hidden, names }), 'Received ••••• ETH from Binance 14, •••••');
    assert.equal(feeText(tx([], 0, 1.2), { f: hidden }), 'Fee •••••');
  });

  it('lists a transaction\'s actions, counts those left unread, and its fee', () => {
    assert.deepEqual(transactionLines(tx([received, received], 4_950), { names }), [
      'Received 2.5 ETH from Binance 14, $8,400', 'Received 2.5 ETH from Binance 14, $8,400', 'and 4,950 more actions',
    ]);
    assert.deepEqual(transactionLines(tx([])), ['Contract interaction']);
    assert.equal(feeText(tx([], 0, 1.234)), 'Fee $1.23');
    assert.equal(feeText(tx([])), undefined);
    assert.deepEqual(counterparties([tx([received, received, { ...received, counterparty: undefined }])]), [BINANCE_14.address]);
  });

  it('keeps service text raw for the surface to escape, and bounds absurd figures', () => {
    const hostile = { ...received, asset: asset('<img src=x>[x](command:y)'), amount: 1e300, usd: Number.NaN };
    assert.equal(actionText(hostile), 'Received 1e300 <img src=x>[x](command:y) from 0x28C6…1d60');
    assert.deepEqual([formatUsdBrief(999.5), formatUsdBrief(4010.6), formatUsdBrief(2.5e6), formatAmountBrief(0.000012345), formatAmountBrief(-4010.4)], ['$999.50', '$4,011', '$2.5M', '0.00001235', '-4,010']);
  });

  it('names an address as hovers show it: "Binance 14 · exchange", a label when there is no entity', () => {
    assert.equal(labelLine(binance), 'Binance 14 · exchange');
    assert.equal(labelLine({ name: undefined, type: undefined, labels: ['Whale', 'Smart Money'] }), 'Whale · Smart Money');
    assert.equal(labelLine({ name: 'Lido', type: 'liquid staking', labels: [] }), 'Lido · liquid staking');
    assert.equal(labelLine({ name: 'Solo', type: undefined, labels: [] }), 'Solo');
    assert.equal(labelLine(undefined), undefined);
  });

  describe('on the reference server\'s activity', () => {
    let h: Harness;
    before(async () => { h = await startHarness(); h.settings.apiVersion = 'auto'; });
    after(async () => { await h.server.close(); });

    it('tells the ordinary wallet\'s story: the Uniswap swap, then 2,000 USDC from Binance 14, then a deposit into Aave', async () => {
      const client = freshClient(h);
      const page = await getWalletActivity(client, WALLETS.ordinary, { feature: 'walletPage', limit: 3 });
      const labels = await getWalletLabels(client, counterparties(page.transactions), { feature: 'names' });
      const lines = page.transactions.map((t) => transactionLines(t, { names: labels })[0]);
      assert.match(lines[0]!, /^Swapped 1\.2 ETH for [34],\d{3} USDC on Uniswap V3, \$[34],\d{3}$/);
      assert.match(lines[1]!, /^Received 2,000 USDC from Binance 14, \$(1,99\d|2,00\d)$/, `USDC at its price then (the reference wobbles it by up to 0.2%): ${lines[1]}`);
      assert.match(lines[2]!, /^Deposited 1,000 USDC into Aave V3: Pool, \$(99\d|1,00\d)/);
    });
  });
});
