// The NFTs view against the reference API: collections grouped by contract, items, refresh, faults.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { ReferenceApi, requireEnv, waitFor } from './helpers';
import { API_URL_ENV } from './result';
import { rows, rowsWhen, views, type Row } from './treeReader';

const config = () => vscode.workspace.getConfiguration('walletscope');

describe('NFTs view', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(async () => {
    await views();
    const wallets = [{ address: WALLETS.nftOnly, label: 'Collector' }, { address: WALLETS.empty, label: 'Empty' }];
    await config().update('wallets', wallets, vscode.ConfigurationTarget.Global);
    await waitFor('two watched wallets', () => config().get<unknown[]>('wallets')?.length === 2, { timeoutMs: 10_000 });
  });
  beforeEach(() => api.reset());
  after(async () => {
    await api.reset();
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
  });

  async function collector(): Promise<Row> {
    const { nftTree } = await views();
    const roots = await rowsWhen(nftTree, 'the Collector wallet with its NFT count', (rs) => rs.some((r) => r.label === 'Collector' && /\d+ NFTs?/.test(r.description)));
    return roots.find((r) => r.label === 'Collector')!;
  }

  it('loads NFTs on refresh: one request per wallet', async () => {
    await vscode.commands.executeCommand('walletscope.refreshNfts');
    const requests = await api.requests('/api/1/wallet/nfts');
    assert.deepEqual(requests.map((r) => r.query.wallet).sort(), [WALLETS.empty, WALLETS.nftOnly].sort());
    assert.match((await collector()).description, /^\d+ NFTs$/);
  });

  it('groups items by contract into named collections, each item with its chain and amount', async () => {
    const { nftTree } = await views();
    const collections = await rows(nftTree, await collector());
    assert.ok(collections.length >= 2, collections.map((c) => c.label).join());
    const items = (await Promise.all(collections.map((c) => rows(nftTree, c)))).flat();
    assert.ok(items.some((i) => /(^| · )Base$/.test(i.description)), `an item on Base: ${items.map((i) => i.description).join(' | ')}`);
    const multiple = items.find((i) => /^×\d+ · Ethereum$/.test(i.description));
    assert.ok(multiple, `an ERC-1155 item with an amount: ${items.map((i) => i.description).join(' | ')}`);
    for (const collection of collections) {
      const count = Number(/^(\d+) ·/.exec(collection.description)?.[1]);
      assert.equal((await rows(nftTree, collection)).length, count, `count of ${collection.label}`);
    }
  });

  it('says when a wallet has no NFTs', async () => {
    const { nftTree } = await views();
    const roots = await rows(nftTree);
    const empty = roots.find((r) => r.label === 'Empty')!;
    assert.deepEqual((await rows(nftTree, empty)).map((r) => r.label), ['No NFTs found']);
  });

  it('keeps the last list and shows the reason when loading fails', async () => {
    await api.addFault({ kind: 'server-error', times: Infinity, path: '/api/1/wallet/nfts' });
    await vscode.commands.executeCommand('walletscope.refreshNfts');
    const { nftTree } = await views();
    const children = await rowsWhen(nftTree, 'an error line above the kept collections', (rs) => /^Showing earlier data/.test(rs[0]?.label ?? ''), await collector());
    assert.ok(children.length >= 3, 'collections kept');
  });

  it('copies a token id and a contract address', async () => {
    const { nftTree } = await views();
    const collections = (await rows(nftTree, await collector())).filter((r) => r.contextValue === 'walletscope.nftCollection');
    const item = (await rows(nftTree, collections[0]))[0]!;
    await vscode.commands.executeCommand('walletscope.copyNftTokenId', item.node);
    assert.match(await vscode.env.clipboard.readText(), /^\d+$/);
    await vscode.commands.executeCommand('walletscope.copyNftContract', collections[0]!.node);
    assert.match(await vscode.env.clipboard.readText(), /^0x[0-9a-fA-F]{40}$/);
  });
});

describe('NFTs view: a wallet with hundreds of NFTs', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(async () => {
    await views();
    await config().update('wallets', [{ address: WALLETS.whale, label: 'Whale' }], vscode.ConfigurationTarget.Global);
    await waitFor('the whale watched', () => config().get<unknown[]>('wallets')?.length === 1, { timeoutMs: 10_000 });
  });
  after(async () => {
    await api.reset();
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
  });

  it('pages through the service up to 500 NFTs, then loads the rest from a "Show more" row', async () => {
    await api.reset();
    await vscode.commands.executeCommand('walletscope.refreshNfts');
    const { nftTree } = await views();
    const whale = async (pattern: RegExp) => (await rowsWhen(nftTree, `the Whale wallet ${pattern}`, (rs) => pattern.test(rs[0]?.description ?? '')))[0]!;
    const first = await whale(/^500 of \d{3} NFTs$/);
    const total = Number(/of (\d+)/.exec(first.description)?.[1]);
    assert.ok(total > 500, first.description);
    assert.deepEqual((await api.requests('/api/1/wallet/nfts')).map((r) => r.query.page), ['1', '2', '3', '4', '5']);
    const more = (await rows(nftTree, first)).at(-1)!;
    assert.equal(more.label, `Show more… (500 of ${total} loaded)`);
    await vscode.commands.executeCommand(more.command!.command, ...(more.command!.arguments ?? []));
    const all = await whale(new RegExp(`^${total} NFTs$`));
    const children = await rows(nftTree, all);
    assert.ok(!children.some((r) => /^Show more/.test(r.label)), 'no "Show more" once all are loaded');
    const counted = children.reduce((sum, c) => sum + (Number(/^(\d+) ·/.exec(c.description)?.[1]) || 0), 0);
    assert.equal(counted, total, 'every NFT is in one collection');
    const pages = (await api.requests('/api/1/wallet/nfts')).map((r) => r.query.page);
    assert.ok(pages.includes('6'), `the next page was asked for: ${pages.join()}`);
  });
});

