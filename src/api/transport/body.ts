// One capped read of a response body for both transports: bytes counted as they arrive, the read stopped and refused
// past the cap (error bodies get a smaller one), decoded as UTF-8; a body cut short is a network failure.
import { ApiError, NetworkError, ResponseTooLargeError } from './errors';

export async function readCapped(chunks: AsyncIterable<Uint8Array>, maxBytes: number, stop: () => void): Promise<string> {
  const parts: Uint8Array[] = [];
  let received = 0;
  try {
    for await (const chunk of chunks) {
      received += chunk.byteLength;
      if (received > maxBytes) {
        stop();
        throw new ResponseTooLargeError(maxBytes);
      }
      parts.push(chunk);
    }
  } catch (e) {
    // Headers arrived, so a failure now (other than our own abort) means the body was cut short.
    if (e instanceof ApiError || (e as Error).name === 'AbortError') throw e;
    throw new NetworkError('the connection closed before the response was complete');
  }
  // Decoded once at the end: a streaming decode per chunk costs several times more on a typical answer.
  return new TextDecoder().decode(parts.length === 1 ? parts[0] : joined(parts, received));
}

function joined(parts: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
