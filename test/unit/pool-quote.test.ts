// The pool page's read-only quote without a server: the chain id and the wallet it is asked with (the first watched
// wallet that fits the chain, else a neutral address, and the page says which), the amounts it accepts, the request,
// and what the page shows of the answer; and transaction links per chain.
import assert from 'node:assert/strict';
import type { WalletAssetClient } from '../../src/api/client';
import type { SwapQuote } from '../../src/api/markets/types';
import { PageQuote } from '../../src/pool/pageQuote';
import { txExplorerName, txUrl } from '../../src/format/txLinks';
import { isPlainAmount, parseFromPage, parseToPage, type QuoteResult } from '../../src/pool/protocol';
import {
  chainFamily, impactText, NEUTRAL_WALLET_TEXT, NEUTRAL_WALLETS, quoteResult, quoteWallet, swapChainId, swapRequest,
} from '../../src/pool/quoteModel';
import { pool } from './pool-model.test';

const EVM_WALLET = { address: '0x7cdCEc1688b3C228619F35b18C8328d473186720', label: 'Main' };
const SOL_WALLET = { address: '89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz', label: 'Phantom' };
const ENS_WALLET = { address: 'vitalik.eth', label: 'vitalik.eth' };

describe('pool page quote', () => {
  it('asks with the service\'s chain id, whatever the chain is called', () => {
    assert.deepEqual(['Ethereum', 'BNB Smart Chain (BEP20)', 'Base', 'solana', 'evm:42161', 'Solana:Solana', 'Monad'].map(swapChainId),
      ['evm:1', 'evm:56', 'evm:8453', 'solana:solana', 'evm:42161', 'solana:solana', 'Monad']);
    assert.equal(chainFamily('Monad', '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'), 'evm', 'an unknown chain goes by the address');
    assert.equal(chainFamily('Solana', 'whatever'), 'solana');
    assert.equal(chainFamily('Tron', 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF'), undefined, 'neither: no quote, rather than a wrong wallet');
  });

  it('quotes for the first watched wallet that fits the chain, else a neutral address, and says which', () => {
    assert.deepEqual(quoteWallet([ENS_WALLET, SOL_WALLET, EVM_WALLET], 'evm'), { address: EVM_WALLET.address, text: 'Main' });
    assert.deepEqual(quoteWallet([ENS_WALLET, EVM_WALLET, SOL_WALLET], 'solana'), { address: SOL_WALLET.address, text: 'Phantom' });
    assert.deepEqual(quoteWallet([SOL_WALLET], 'evm'), { address: NEUTRAL_WALLETS.evm, text: NEUTRAL_WALLET_TEXT });
    assert.deepEqual(quoteWallet([], 'solana'), { address: '11111111111111111111111111111111', text: NEUTRAL_WALLET_TEXT });
    assert.equal(quoteWallet([{ ...EVM_WALLET, label: '\u202eniaM\u0007' }], 'evm').text, 'niaM', 'the label is made safe');
  });

  it('sells the base for the quote token or the other way round, in the units of the token sold', () => {
    const wallet = quoteWallet([EVM_WALLET], 'evm');
    assert.deepEqual(swapRequest(pool(), 'sell-quote', '1000', wallet), {
      chainId: 'evm:1', tokenIn: pool().quote.address, tokenOut: pool().base.address, amount: '1000', walletAddress: EVM_WALLET.address,
    });
    assert.equal(swapRequest(pool(), 'sell-base', '0.5', wallet).tokenIn, pool().base.address);
  });

  it('accepts only a plain positive decimal as the amount', () => {
    for (const ok of ['1000', '0.5', '.25', '1.', '000012']) assert.ok(isPlainAmount(ok), ok);
    for (const bad of ['', '0', '0.000', '-1', '1e6', '1,000', ' 1', 'Infinity', 'NaN', '0x10', '1.2.3', '1'.repeat(31)]) assert.ok(!isPlainAmount(bad), bad);
    assert.equal(parseFromPage({ type: 'quote', side: 'sell-quote', amount: '1000' }).ok, true);
    assert.equal(parseFromPage({ type: 'quote', side: 'sell-quote', amount: '1e9' }).ok, false);
    assert.equal(parseFromPage({ type: 'quote', side: 'buy', amount: '1' }).ok, false);
  });

  it('shows amount out, USD in and out, impact, pool fees and the hops; a refusal as an error; never a transaction', () => {
    const quote: SwapQuote = {
      amountOut: 0.2981137606883704, amountInUSD: 999.9623, amountOutUSD: 999.4571, priceImpact: 0.00052, poolFees: 0.05, error: undefined,
      hops: [{ pool: '0x88e6', exchange: 'Uniswap V3', tokenIn: 'USDC', tokenOut: 'WETH', feePercent: 0.05 }],
    };
    const wallet = quoteWallet([], 'evm');
    const result = quoteResult(quote, pool(), 'sell-quote', '1000', wallet);
    assert.deepEqual([result.status, result.amountIn, result.amountOut, result.usdIn, result.usdOut, result.impact, result.fees],
      ['loaded', '1,000 USDC', '0.2981 WETH', '$999.96', '$999.46', '< 0.01%', '0.05%']);
    assert.deepEqual(result.hops, ['USDC → WETH on Uniswap V3 (0.05%)']);
    assert.equal(result.wallet, NEUTRAL_WALLET_TEXT);
    assert.doesNotMatch(JSON.stringify(result), /transaction|serialized|0xdead/i);
    assert.equal(parseToPage({ type: 'quote', quote: result }).ok, true);
    const refused = quoteResult({ ...quote, amountOut: undefined, hops: [], error: 'No route found from a to b' }, pool(), 'sell-base', '2', wallet);
    assert.deepEqual([refused.status, refused.message, refused.amountIn], ['error', 'No route found from a to b', '2 WETH']);
    assert.deepEqual([impactText(1.234), impactText(-0.001), impactText(0), impactText(undefined)], ['1.23%', '< 0.01%', '0.00%', '—']);
  });

  it('asks nothing on a chain that is neither EVM nor Solana, and says why', async () => {
    let asked = 0;
    const client = { getSwapQuote: () => { asked++; return Promise.reject(new Error('not expected')); } } as unknown as WalletAssetClient;
    const shown: QuoteResult[] = [];
    const quotes = new PageQuote(client, () => [SOL_WALLET], (m) => { if (m.type === 'quote') shown.push(m.quote); return Promise.resolve(); }, () => undefined);
    const tron = pool({ blockchain: 'Tron', address: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF' });
    assert.match(quotes.walletText(tron), /EVM chains and Solana only/);
    await quotes.ask(tron, 'sell-base', '1');
    assert.equal(asked, 0);
    assert.deepEqual([shown.at(-1)?.status, shown.at(-1)?.message], ['error', 'Walletscope quotes pools on EVM chains and Solana only, not on Tron.']);
  });

  it('links a transaction on each known chain\'s explorer, and nothing for an unknown chain or a malformed hash', () => {
    const hash = `0x${'1f'.repeat(32)}`;
    const signature = '5'.repeat(87);
    assert.deepEqual(['Ethereum', 'evm:8453', 'Arbitrum', 'BNB Smart Chain (BEP20)', 'Polygon'].map((c) => txUrl(c, hash)), [
      `https://etherscan.io/tx/${hash}`, `https://basescan.org/tx/${hash}`, `https://arbiscan.io/tx/${hash}`, `https://bscscan.com/tx/${hash}`,
      `https://polygonscan.com/tx/${hash}`,
    ]);
    assert.equal(txUrl('Solana', signature), `https://solscan.io/tx/${signature}`);
    assert.equal(txUrl('Solana', hash), undefined);
    assert.equal(txUrl('Ethereum', signature), undefined);
    assert.equal(txUrl('Ethereum', `${hash}/../../evil`), undefined);
    assert.equal(txUrl('Monad', hash), undefined);
    assert.equal(txUrl('Ethereum', undefined), undefined);
    assert.equal(txExplorerName('bsc'), 'BscScan');
  });
});
