// Stdin as only well-framed messages reach the protocol library. Its reader stops for good at a malformed header (a
// lone CRLF, `Content-Length: abc`, text that is no header): the bytes stay in its buffer and every later message is
// lost, with the server alive and silent. This guard passes each frame whose header is well formed and, at one that
// is not, says so and skips to the next `Content-Length:`, so the editor's next message is read as usual. Bodies pass
// as slices of the chunks stdin gives (a 1 MB didOpen is not copied or decoded here); only headers are read as text.
import { Transform, type TransformCallback } from 'node:stream';

/** A header block longer than this is not a header. */
const MAX_HEADER_BYTES = 8 * 1024;
/** A message longer than this is not one an editor sends (a document is kept under walletscope.maxFileSizeKb). */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
const HEADER_END = '\r\n\r\n';
const COLON = 0x3a;
const HEADER_NAME = 'content-length:';
const EMPTY = Buffer.alloc(0);

export class FrameGuard extends Transform {
  /** Bytes not yet passed on: the start of a header, cut by a chunk boundary. */
  private pending: Buffer = EMPTY;
  /** Body bytes of the current frame still to pass on as they come. */
  private bodyLeft = 0;
  /** After a malformed header with no next one in sight: input is dropped until a `Content-Length:` comes. */
  private skipping = false;

  constructor(private readonly onSkip: (why: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.bodyLeft > 0) {
        if (data.length === 0) break;
        const body = data.subarray(0, this.bodyLeft);
        this.push(body);
        data = data.subarray(body.length);
        this.bodyLeft -= body.length;
        continue;
      }
      if (this.skipping) {
        const next = headerAt(data, 0);
        if (next === -1) {
          data = partialHeaderAtEnd(data);
          break;
        }
        data = data.subarray(next);
        this.skipping = false;
      }
      const end = data.indexOf(HEADER_END);
      if (end === -1) {
        if (data.length <= MAX_HEADER_BYTES) break;
        data = this.skip(data, 'a header longer than 8 KB');
        continue;
      }
      const header = data.toString('latin1', 0, end);
      const length = contentLength(header);
      if (length === undefined) {
        data = this.skip(data, `a malformed header (${JSON.stringify(header.slice(0, 60))})`);
        continue;
      }
      this.push(data.subarray(0, end + HEADER_END.length));
      data = data.subarray(end + HEADER_END.length);
      this.bodyLeft = length;
    }
    // A copy: a few header bytes must not keep a whole chunk of stdin alive.
    this.pending = data.length > 0 ? Buffer.from(data) : EMPTY;
    done();
  }

  /** What is left of `data` once skipped to the next `Content-Length:` after its start, or all of it but the start of one. */
  private skip(data: Buffer, why: string): Buffer {
    const next = headerAt(data, 1);
    this.skipping = next === -1;
    this.onSkip(`stdin: skipped ${why}; reading on from the next message`);
    return next === -1 ? partialHeaderAtEnd(data) : data.subarray(next);
  }
}

/**
 * Where the next `Content-Length:` (any case) starts at or after `from`; -1 if none. Found by its colon, so only the
 * bytes up to the answer are read: skipping many malformed headers in one chunk stays linear.
 */
function headerAt(data: Buffer, from: number): number {
  const nameLength = HEADER_NAME.length - 1;
  for (let colon = data.indexOf(COLON, from + nameLength); colon !== -1; colon = data.indexOf(COLON, colon + 1)) {
    if (data.toString('latin1', colon - nameLength, colon + 1).toLowerCase() === HEADER_NAME) return colon - nameLength;
  }
  return -1;
}

/** The end of `data` that could be the start of a `Content-Length:` cut by a chunk boundary (empty if none). */
function partialHeaderAtEnd(data: Buffer): Buffer {
  for (let n = Math.min(HEADER_NAME.length - 1, data.length); n > 0; n--) {
    if (data.toString('latin1', data.length - n).toLowerCase() === HEADER_NAME.slice(0, n)) return data.subarray(data.length - n);
  }
  return EMPTY;
}

/** The Content-Length of a header block whose every line is `Name: value`, or undefined when it is not one. */
function contentLength(header: string): number | undefined {
  let length: number | undefined;
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,10}$/.test(value) || Number(value) > MAX_MESSAGE_BYTES) return undefined;
    length = Number(value);
  }
  return length;
}
