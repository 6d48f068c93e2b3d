// The asset page's Pools section: the DEX pools of the asset's contract on one chain at a time (1 credit a
// chain, kept 5 minutes), asked once the asset is known and again when the page picks another chain. The last
// list stays on the page while another loads or if it fails.
import type { WalletAssetClient } from '../api/client';
import { getTokenPools, type PoolTarget } from '../api/markets/requests';
import { describeError } from '../api/errors';
import type { Asset, AssetContract } from '../api/types';
import { poolChains, poolsData, poolsPending, type PoolsViewOptions } from './poolsModel';
import { poolsSchema, type PoolsData } from './poolsProtocol';
import type { ToPageMessage } from './protocol';

export class PagePools {
  private chains: AssetContract[] = [];
  private chain = 0;
  private last: PoolsData | undefined;
  private abort: AbortController | undefined;

  constructor(
    private readonly client: WalletAssetClient,
    private readonly post: (message: ToPageMessage) => Promise<void>,
    private readonly options: () => Omit<PoolsViewOptions, 'now'>,
    private readonly log: (message: string) => void,
  ) {}

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
      if (!abort.signal.aborted) await this.send(poolsData(this.chains, chain, list, { ...this.options(), now: Date.now() }));
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
  }

  /** What the page would refuse (a field past its bound) goes as an error, and never becomes the list rows refer to. */
  private async send(pools: PoolsData): Promise<void> {
    const checked = poolsSchema.safeParse(pools);
    const sent = checked.success ? pools : poolsPending(this.chains, pools.chain, 'error', 'the service sent pools this page cannot show');
    if (!checked.success) this.log(`pools not shown: ${checked.error.issues[0]?.path.join('.') ?? ''} ${checked.error.issues[0]?.message ?? ''}`);
    this.last = sent;
    await this.post({ type: 'pools', pools: sent });
  }
}
