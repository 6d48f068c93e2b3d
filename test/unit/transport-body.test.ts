// Response bodies that arrive in pieces, over loopback, through both transports: a character split between two
// packets is read whole, and the size cap counts bytes across pieces.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletAssetClient } from '../../src/api/client';
import { ResponseTooLargeError } from '../../src/api/transport/errors';
import { nodeTransport } from '../../src/api/transport/node';
import type { Transport } from '../../src/api/transport/types';
import { webTransport } from '../../src/api/transport/web';

/** "€" is three bytes in UTF-8 and "🦊" four: each is cut between two writes. */
const NAME = 'Euro € fox 🦊 coin';
const BODY = Buffer.from(JSON.stringify({ data: { id: 7, name: NAME, symbol: 'EUR€', price: 1.08 } }));

describe('response bodies in pieces', () => {
  let server: Server;
  let url = '';

  before(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // A write per few bytes, each after the last left: the client sees many chunks, some ending mid-character.
      const cuts = [BODY.indexOf('€') + 1, BODY.indexOf('🦊') + 2, BODY.indexOf('🦊') + 3];
      let from = 0;
      const next = () => {
        const to = cuts.shift() ?? BODY.length;
        res.write(BODY.subarray(from, to), () => {
          from = to;
          if (from < BODY.length) setTimeout(next, 5);
          else res.end();
        });
      };
      next();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((done) => server.close(done)));

  const client = (transport: Transport, maxBodyBytes?: number) => new WalletAssetClient(
    () => ({ baseUrl: url, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' }),
    { transport, maxBodyBytes, retry: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1 } },
  );

  for (const [name, transport] of [['node-fetch', nodeTransport], ['the platform fetch', webTransport]] as const) {
    it(`reads characters split between chunks whole (${name})`, async () => {
      const asset = await client(transport).getAssetMetadata('EUR');
      assert.equal(asset?.name, NAME);
      assert.equal(asset?.symbol, 'EUR€');
    });

    it(`refuses a body past the cap counted over all chunks (${name})`, async () => {
      await assert.rejects(client(transport, BODY.length - 1).getAssetMetadata('EUR'), ResponseTooLargeError);
      assert.equal((await client(transport, BODY.length).getAssetMetadata('EUR'))?.name, NAME);
    });
  }
});
