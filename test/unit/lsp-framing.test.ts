// The language server's stdin guard: well-framed messages pass byte for byte however the stream is cut, and
// malformed headers are skipped to the next message with one log line each.
import assert from 'node:assert/strict';
import { FrameGuard } from '../../src/language-server/framing';

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${body}`;
const MESSAGES = [
  frame('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'),
  frame(JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { text: 'Zürich € 🚀 Content-Length: 5\r\n\r\n'.repeat(50) } })),
  frame(''),
];

/** What comes out of the guard for these chunks, and its log lines. */
async function through(chunks: Buffer[]): Promise<{ out: string; skipped: string[] }> {
  const skipped: string[] = [];
  const guard = new FrameGuard((line) => skipped.push(line));
  const parts: Buffer[] = [];
  guard.on('data', (b: Buffer) => parts.push(b));
  const ended = new Promise((done) => guard.on('end', done));
  for (const chunk of chunks) guard.write(chunk);
  guard.end();
  await ended;
  return { out: Buffer.concat(parts).toString('utf8'), skipped };
}

const cut = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

describe('language server stdin framing', () => {
  it('passes well-framed messages byte for byte, cut anywhere (multi-byte characters and header-like text in bodies too)', async () => {
    const bytes = Buffer.from(MESSAGES.join(''));
    for (const size of [1, 2, 3, 7, 64, 1000, bytes.length]) {
      const { out, skipped } = await through(cut(bytes, size));
      assert.equal(out, MESSAGES.join(''), `chunks of ${size}`);
      assert.deepEqual(skipped, []);
    }
  });

  it('skips each malformed header to the next message, once, and loses no message after it', async () => {
    for (const junk of ['\r\n', 'Content-Length: abc\r\n\r\n{}', 'no header at all\n', 'Content-Length: 99999999999\r\n\r\n', 'Content-Length: -1\r\n\r\n', 'X'.repeat(20_000), ': 5\r\n\r\n']) {
      for (const size of [1, 5, 100_000]) {
        const { out, skipped } = await through(cut(Buffer.from(`${MESSAGES[0]}${junk}${MESSAGES[1]}`), size));
        assert.equal(out, `${MESSAGES[0]}${MESSAGES[1]}`, `${JSON.stringify(junk.slice(0, 30))} in chunks of ${size}`);
        assert.equal(skipped.length, 1, `${JSON.stringify(junk.slice(0, 30))} in chunks of ${size}: ${skipped.join(' | ')}`);
      }
    }
  });
});
