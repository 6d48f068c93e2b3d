// The stdio connection: messages written by the library's writer come back through the frame guard and the library's
// reader whole (multi-byte text, a 1 MB body, cut into any chunks).
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { StreamMessageReader, StreamMessageWriter, type Message, type NotificationMessage } from 'vscode-languageserver/node';
import { FrameGuard } from '../../src/language-server/framing';

describe('language server stdio transport', () => {
  it('reads back what it writes, through the frame guard, in chunks of any size', async () => {
    const messages: NotificationMessage[] = [
      { jsonrpc: '2.0', method: 'a', params: { text: 'Zürich € 🚀 Content-Length: 5\r\n\r\n' } },
      { jsonrpc: '2.0', method: 'b', params: { text: 'x'.repeat(1_048_576) } },
      { jsonrpc: '2.0', method: 'c', params: [] },
    ];
    const wire = new PassThrough();
    const bytes: Buffer[] = [];
    wire.on('data', (b: Buffer) => bytes.push(b));
    const writer = new StreamMessageWriter(wire);
    for (const message of messages) await writer.write(message);
    const all = Buffer.concat(bytes);
    for (const size of [1009, 65_536, all.length]) {
      const stdin = new PassThrough();
      const reader = new StreamMessageReader(stdin.pipe(new FrameGuard(() => assert.fail('nothing to skip'))));
      const read: Message[] = [];
      const done = new Promise<void>((resolve) => reader.listen((m) => { read.push(m); if (read.length === messages.length) resolve(); }));
      for (let i = 0; i < all.length; i += size) stdin.write(all.subarray(i, i + size));
      await done;
      assert.deepEqual(read, messages, `chunks of ${size}`);
      reader.dispose();
    }
  });
});
