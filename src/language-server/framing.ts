// Stdin as only well-framed messages reach the protocol library. Its reader stops for good at a malformed header (a
// lone CRLF, `Content-Length: abc`, text that is no header): the bytes stay in its buffer and every later message is
// lost, with the server alive and silent. This guard passes each frame whose header is well formed and, at one that
// is not, says so and skips to the next `Content-Length:`, so the editor's next message is read as usual.
import { Transform, type TransformCallback } from 'node:stream';

/** A header block longer than this is not a header. */
const MAX_HEADER_BYTES = 8 * 1024;
/** A message longer than this is not one an editor sends (a document is kept under walletscope.maxFileSizeKb). */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
const HEADER_END = '\r\n\r\n';
const NEXT_HEADER = /content-length:/gi;

export class FrameGuard extends Transform {
  /** Bytes not yet passed on, as latin1 text: one character per byte, so offsets are byte offsets. */
  private pending = '';
  /** Body bytes of the current frame still to pass on as they come. */
  private bodyLeft = 0;
  /** After a malformed header with no next one in sight: input is dropped until a `Content-Length:` comes. */
  private skipping = false;

  constructor(private readonly onSkip: (why: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending += chunk.toString('latin1');
    for (;;) {
      if (this.skipping) {
        NEXT_HEADER.lastIndex = 0;
        const next = NEXT_HEADER.exec(this.pending);
        this.pending = next ? this.pending.slice(next.index) : partialHeaderAtEnd(this.pending);
        if (!next) break;
        this.skipping = false;
      }
      if (this.bodyLeft > 0) {
        if (this.pending === '') break;
        const body = this.pending.slice(0, this.bodyLeft);
        this.push(Buffer.from(body, 'latin1'));
        this.pending = this.pending.slice(body.length);
        this.bodyLeft -= body.length;
        continue;
      }
      const end = this.pending.indexOf(HEADER_END);
      if (end === -1) {
        if (this.pending.length > MAX_HEADER_BYTES) this.skip('a header longer than 8 KB');
        break;
      }
      const length = contentLength(this.pending.slice(0, end));
      if (length === undefined) {
        this.skip(`a malformed header (${JSON.stringify(this.pending.slice(0, Math.min(end, 60)))})`);
        continue;
      }
      this.push(Buffer.from(this.pending.slice(0, end + HEADER_END.length), 'latin1'));
      this.pending = this.pending.slice(end + HEADER_END.length);
      this.bodyLeft = length;
    }
    done();
  }

  /** Drops what is pending up to the next `Content-Length:` after its start, or all of it but the start of one. */
  private skip(why: string): void {
    NEXT_HEADER.lastIndex = 1;
    const next = NEXT_HEADER.exec(this.pending);
    this.pending = next ? this.pending.slice(next.index) : partialHeaderAtEnd(this.pending);
    this.skipping = !next;
    this.onSkip(`stdin: skipped ${why}; reading on from the next message`);
  }
}

/** The end of `text` that could be the start of a `Content-Length:` cut by a chunk boundary ("" if none). */
function partialHeaderAtEnd(text: string): string {
  const name = 'content-length:';
  for (let n = Math.min(name.length - 1, text.length); n > 0; n--) {
    if (text.slice(text.length - n).toLowerCase() === name.slice(0, n)) return text.slice(text.length - n);
  }
  return '';
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
