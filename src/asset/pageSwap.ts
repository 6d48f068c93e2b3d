// The asset page's read-only swap quote: the asset's token on the chain its Pools section shows, against that chain's
// native coin or USDC, for the first watched wallet on the chain or a neutral address (the pool page's PageQuote does
// the asking; 1 credit, only when the user presses Quote). The transaction is never read, shown, signed or sent.
import type { WalletAssetClient } from '../api/client';
import type { AssetContract } from '../api/types';
import { safeLabel } from '../format/safeText';
import { PageQuote, type WalletsForQuotes } from '../pool/pageQuote';
import type { QuoteResult, QuoteSide } from '../pool/protocol';
import type { ToPageMessage } from './protocol';
import { assetQuotePair, counterChoices, type Counter } from './quoteTokens';

export class PageSwap {
  private readonly quote: PageQuote;
  private token: { address: string; blockchain: string; symbol: string } | undefined;

  constructor(client: WalletAssetClient, wallets: WalletsForQuotes, private readonly post: (message: ToPageMessage) => Promise<void>, log: (m: string) => void) {
    this.quote = new PageQuote(client, wallets, (m) => (m.type === 'quote' ? post({ type: 'swapQuote', quote: m.quote }) : Promise.resolve()), log);
  }

  /** The token the page quotes changed (another asset, or another chain in Pools): the form learns its labels. */
  async setToken(contract: AssetContract | undefined, symbol: string): Promise<void> {
    this.token = contract && { address: contract.address, blockchain: contract.blockchain, symbol: safeLabel(symbol, 60) || 'token' };
    await this.sendSetup();
  }

  /** The page asked for a quote; false when nothing can be quoted (no token, no counters on the chain, the token is the counter). */
  async ask(side: QuoteSide, amount: string, counter: Counter): Promise<boolean> {
    const pair = this.token && assetQuotePair(this.token, counter);
    if (!pair) return false;
    await this.quote.ask(pair, side, amount);
    return true;
  }

  get shown(): QuoteResult | undefined {
    return this.quote.shown;
  }

  async resend(): Promise<void> {
    await this.sendSetup();
    await this.quote.resend();
  }

  dispose(): void {
    this.quote.dispose();
  }

  private async sendSetup(): Promise<void> {
    const token = this.token;
    const counters = token ? counterChoices(token.blockchain).filter((c) => assetQuotePair(token, c.key)) : [];
    const pair = token && counters[0] && assetQuotePair(token, counters[0].key);
    await this.post({ type: 'swapSetup', setup: { base: token?.symbol ?? '', chain: safeLabel(token?.blockchain ?? '', 80), counters, wallet: pair ? this.quote.walletText(pair) : '' } });
  }
}
