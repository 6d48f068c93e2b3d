// Names in hovers (src/core, shared by VS Code and the language server), against the reference server on loopback: an
// address that is neither a token nor a pool shows what the service calls its owner, the address still shown; one
// labels request at most, booked to names and kept for days; hostile label text escaped by each host's markup.
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { addressHoverContent, type HoverSettings } from '../../src/core/addressHover';
import type { CancelToken } from '../../src/core/deadline';
import { addressAt } from '../../src/detect';
import { BINANCE_14, BINANCE_SOLANA } from '../server/data/entities';
import { startReferenceServer, WALLETS } from '../server/server';
import { MemoryLedgerStore } from './creditFakes';
import { FAST_RETRY, freshClient, startHarness, type Harness } from './helpers';
import { nowMs } from '../../src/core/clock';

const NEVER: CancelToken = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose: () => undefined }) };
const settings = (links: HoverSettings['links']): HoverSettings => ({ requestTimeoutMs: 2000, explorers: {}, remoteImages: 'service', links });
const hover = (client: WalletAssetClient, address: string, links: HoverSettings['links'] = 'commands') =>
  addressHoverContent(client, addressAt(address, 0)!, NEVER, settings(links));

describe('hover: names for addresses', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.log.length = 0; });

  it('names an exchange\'s hot wallet above its address, in VS Code, other editors\' markdown and plain text', async () => {
    const client = freshClient(h);
    const md = await hover(client, BINANCE_14.address);
    assert.match(md!, /^\*\*Binance 14\*\* · exchange\n\n`0x28C6c06298d514Db089934071355E5743bf21d60` is neither a token nor a pool/);
    assert.match(await hover(client, BINANCE_14.address, 'plain') ?? '', /^\*\*Binance 14\*\* · exchange\n\n`0x28C6/);
    assert.match(await hover(client, BINANCE_14.address, 'text') ?? '', /^Binance 14 · exchange\n0x28C6c06298d514Db089934071355E5743bf21d60 is neither/);
    assert.match(await hover(client, BINANCE_SOLANA.address) ?? '', /^\*\*Binance Hot Wallet\*\* · exchange\n\n`5tzF/);
    assert.match(await hover(client, WALLETS.whale) ?? '', /^\*\*Whale\*\* · Smart Money\n\n/, 'labels without an entity');
  });

  it('asks for the name once per hover at most, after the token and pool lookups, and keeps it (and "no name") for days', async () => {
    const client = freshClient(h);
    await hover(client, BINANCE_14.address);
    assert.deepEqual(h.log.map((e) => e.path.split('?')[0]), ['/api/1/metadata', '/api/2/market/details', '/api/1/wallet/labels']);
    const stranger = '0x1111111111111111111111111111111111111111';
    assert.doesNotMatch(await hover(client, stranger) ?? '', /\*\*/, 'no name: the hover as before');
    h.log.length = 0;
    await hover(client, BINANCE_14.address);
    await hover(client, stranger);
    assert.deepEqual(h.log.map((e) => e.path), [], 'nothing asked again');
    h.log.length = 0;
    await hover(client, WALLETS.whale.toLowerCase());
    assert.equal(h.log.filter((e) => e.path.startsWith('/api/1/wallet/labels')).length, 1);
  });

  it('asks no name of a token, a pool or a watched wallet', async () => {
    const client = freshClient(h);
    await hover(client, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
    await hover(client, '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640');
    const watched = await addressHoverContent(client, addressAt(WALLETS.whale, 0)!, NEVER, settings('commands'), () => ({ watched: { label: 'Mine', total: undefined } }));
    assert.match(watched!, /^Watched wallet \*\*Mine\*\*/);
    assert.ok(!h.log.some((e) => e.path.startsWith('/api/1/wallet/labels')), h.log.map((e) => e.path).join('\n'));
  });

  it('still answers when the names request fails, and asks again next time', async () => {
    const client = freshClient(h);
    h.server.addFault({ kind: 'server-error', path: '/api/1/wallet/labels', times: 1 });
    assert.match(await hover(client, BINANCE_14.address) ?? '', /^`0x28C6c06298d514Db089934071355E5743bf21d60` is neither a token nor a pool/);
    assert.match(await hover(client, BINANCE_14.address) ?? '', /^\*\*Binance 14\*\*/);
  });

  it('books the names request to names in the ledger', async () => {
    const ledger = new CreditLedger(new MemoryLedgerStore(), 'test', nowMs, 60_000);
    const meter = new CreditMeter(ledger, () => planOf('free', 0), nowMs);
    const client = new WalletAssetClient(() => ({ ...h.settings }), { retry: FAST_RETRY, meter });
    await hover(client, BINANCE_14.address);
    assert.deepEqual(Object.fromEntries(ledger.usage().month), { names: 1 }, 'the token and pool lookups\' 404s are not billed');
  });

  it('escapes and clips hostile names on every host: no link, no command, no markup, no 10 KB name', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    try {
      const client = freshClient({ ...h, server: hostile, settings: { ...h.settings, baseUrl: hostile.url } });
      for (const links of ['commands', 'plain', 'text'] as const) {
        const text = await hover(client, BINANCE_14.address, links);
        const first = text!.split('\n\n')[0]!;
        assert.match(first, /Claim your airdrop/, `${links}: the name is shown`);
        // Plain text has no markup to fear: it is shown as it is (hidden characters removed).
        if (links !== 'text') assert.doesNotMatch(first, /(?<!\\)\]\(|(?<!\\)<img/, `${links}: an escaped bracket is no link (${first})`);
        if (links !== 'text') assert.match(first, /^\*\*[^*]*\\\[Claim your airdrop\\\]/, 'markdown escapes the brackets');
        assert.ok(first.length < 400, `${links}: clipped (${first.length})`);
        assert.match(text!, /0x28C6c06298d514Db089934071355E5743bf21d60/, 'the address is still shown');
      }
    } finally {
      await hostile.close();
    }
  });
});
