// The pool page's read-only swap quote: asked only when the user presses Quote (1 credit, feature 'quote'), for the
// first watched wallet on the chain or a neutral address. Only the figures and the route reach the page; the
// transaction the service builds is never read, shown, signed or sent.
import { getSwapQuote } from '../api/markets/requests';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import { formatTokenAmount } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import type { QuoteResult, QuoteSide, ToPageMessage } from './protocol';
import { chainFamily, NO_QUOTES_TEXT, quoteResult, quoteWallet, sideTokens, swapRequest, type QuotePair } from './quoteModel';

export type WalletsForQuotes = () => ReadonlyArray<{ readonly address: string; readonly label: string }>;

export class PageQuote {
  private last: QuoteResult | undefined;
  private abort: AbortController | undefined;

  constructor(
    private readonly client: WalletAssetClient,
    private readonly wallets: WalletsForQuotes,
    private readonly post: (message: ToPageMessage) => Promise<void>,
    private readonly log: (message: string) => void,
  ) {}

  get shown(): QuoteResult | undefined {
    return this.last;
  }

  /** "Quoted for …": who a quote on this pool is asked for now. */
  walletText(pool: QuotePair): string {
    const family = chainFamily(pool.blockchain, pool.address);
    return family ? quoteWallet(this.wallets(), family).text : NO_QUOTES_TEXT;
  }

  /** `amount` is already a plain positive decimal (the protocol checks it). */
  async ask(pool: QuotePair, side: QuoteSide, amount: string): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const family = chainFamily(pool.blockchain, pool.address);
    const sold = sideTokens(pool, side).sold;
    const wallet = family && quoteWallet(this.wallets(), family);
    const pending = { side, amountIn: `${formatTokenAmount(Number(amount))} ${sold}`, wallet: wallet?.text ?? NO_QUOTES_TEXT, hops: [] };
    if (!wallet) return this.send({ ...pending, status: 'error', message: `Walletscope quotes pools on EVM chains and Solana only, not on ${safeLabel(pool.blockchain, 80)}.` });
    await this.send({ ...pending, status: 'loading' });
    try {
      const quote = await getSwapQuote(this.client, swapRequest(pool, side, amount, wallet), { signal: abort.signal, feature: 'quote' });
      if (!abort.signal.aborted) await this.send(quoteResult(quote, pool, side, amount, wallet));
    } catch (e) {
      if (abort.signal.aborted) return;
      this.log(`quote on ${pool.address}: ${describeError(e)}`);
      await this.send({ ...pending, status: 'error', message: safeLabel(describeError(e), 1000) });
    }
  }

  async resend(): Promise<void> {
    if (this.last) await this.post({ type: 'quote', quote: this.last });
  }

  dispose(): void {
    this.abort?.abort();
  }

  private async send(quote: QuoteResult): Promise<void> {
    this.last = quote;
    await this.post({ type: 'quote', quote });
  }
}
