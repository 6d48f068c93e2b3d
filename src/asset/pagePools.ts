// The asset page's Pools section: the DEX pools of the asset's contract on one chain at a time (1 credit a
// chain, kept 5 minutes), asked once the asset is known and again when the page picks another chain. The last
// list stays on the page while another loads or if it fails. On plans with the service's streams the listed pools'
// figures come live while the page is visible (./poolsLive).
import type { WalletAssetClient } from '../api/client';
import { getTokenPools, type PoolTarget } from '../api/markets/requests';
import { describeError } from '../api/transport/errors';
import type { Asset, AssetContract } from '../api/types';
import { poolKey } from '../api/feed/marketInterest';
import type { PoolFigures } from '../api/feed/marketFrames';
import type { MarketLive } from '../live/marketLive';
import { poolChains, poolsData, poolsPending, withRowFigures, type PoolsViewOptions } from './poolsModel';
import { PoolsLive } from './poolsLive';
import { poolsSchema, type PoolsData } from './poolsProtocol';
import type { ToPageMessage } from './protocol';
import { nowMs } from '../core/clock';

export class PagePools {
  private chains: AssetContract[] = [];
  private chain = 0;
  private last: PoolsData | undefined;
  private abort: AbortController | undefined;
  private readonly live: PoolsLive;
  private visible = false;

  constructor(
    private readonly client: WalletAssetClient,
    private readonly post: (message: ToPageMessage) => Promise<void>,
    private readonly options: () => Omit<PoolsViewOptions, 'now'>,
    private readonly log: (message: string) => void,
    markets?: MarketLive,
  ) {
    this.live = new PoolsLive(markets, (figures) => void this.figures(figures), () => void this.wordsChanged());
  }

  /** The page shows or hides: the listed pools are followed live only while it is visible. */
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.follow();
  }

  /** The asset arrived: list the pools of its first contract (or of the chain already picked, on a refresh). */
  async setAsset(asset: Asset, force: boolean): Promise<void> {
    const chains = poolChains(asset.contracts);
    const same = chains.length === this.chains.length && chains.every((c, i) => c.address === this.chains[i]?.address);
    this.chains = chains;
    await this.load(same ? this.chain : 0, force);
  }

  /** The page asked for the pools on `chain` (an index into the chains it was sent; anything else is refused). */
  async load(chain: number, force = false): Promise<boolean> {
    const contract = this.chains[chain];
    if (!contract) {
      if (this.chains.length === 0) await this.send({ status: 'loaded', chains: [], chain: 0, rows: [], floor: '', message: undefined });
      return this.chains.length === 0 && chain === 0;
    }
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.chain = chain;
    if (this.last?.chain !== chain || this.last.status !== 'loaded') await this.send(poolsPending(this.chains, chain, 'loading'));
    const target: PoolTarget = { address: contract.address, blockchain: contract.blockchain };
    try {
      const list = await getTokenPools(this.client, target, { signal: abort.signal, forceRefresh: force, feature: 'asset' });
      if (!abort.signal.aborted) await this.send(poolsData(this.chains, chain, list, { ...this.options(), now: nowMs() }));
      this.follow();
    } catch (e) {
      if (abort.signal.aborted) return true;
      this.log(`pools of ${contract.address} on ${contract.blockchain}: ${describeError(e)}`);
      await this.send(poolsPending(this.chains, chain, 'error', describeError(e)));
    }
    return true;
  }

  /** The pool of a row of the list last sent, if the list is loaded and has that row. */
  pool(index: number): PoolTarget | undefined {
    const row = this.last?.status === 'loaded' ? this.last.rows[index] : undefined;
    return row && { address: row.address, blockchain: row.chain };
  }

  /** The asset's contract on the chain at `index` of the list the page was sent. */
  contractOn(index: number): AssetContract | undefined {
    return this.chains[index];
  }

  get chosen(): number {
    return this.chain;
  }

  get shown(): PoolsData | undefined {
    return this.last;
  }

  /** The page (re)loaded: it gets what it showed. */
  async resend(): Promise<void> {
    if (this.last) await this.post({ type: 'pools', pools: this.last });
  }

  dispose(): void {
    this.abort?.abort();
    this.live.dispose();
  }

  private follow(): void {
    this.live.follow(this.last?.status === 'loaded' ? this.last.rows.map((r) => ({ address: r.address, blockchain: r.chain })) : [], this.visible);
  }

  /** Live figures for listed pools: the list again with them (the page keeps its sort, filter and "Show more"). */
  private async figures(figures: ReadonlyMap<string, PoolFigures>): Promise<void> {
    const last = this.last;
    if (last?.status !== 'loaded') return;
    await this.send({ ...last, rows: last.rows.map((r) => { const f = figures.get(poolKey({ address: r.address, blockchain: r.chain })); return f ? withRowFigures(r, f) : r; }) });
  }

  private async wordsChanged(): Promise<void> {
    if (this.last?.status === 'loaded' && this.last.live !== this.live.words()) await this.send(this.last);
  }

  /** What the page would refuse (a field past its bound) goes as an error, and never becomes the list rows refer to. */
  private async send(data: PoolsData): Promise<void> {
    const pools = data.status === 'loaded' ? { ...data, live: this.live.words() } : data;
    const checked = poolsSchema.safeParse(pools);
    const sent = checked.success ? pools : poolsPending(this.chains, pools.chain, 'error', 'the service sent pools this page cannot show');
    if (!checked.success) this.log(`pools not shown: ${checked.error.issues[0]?.path.join('.') ?? ''} ${checked.error.issues[0]?.message ?? ''}`);
    this.last = sent;
    await this.post({ type: 'pools', pools: sent });
  }
}
