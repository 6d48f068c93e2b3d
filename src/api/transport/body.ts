// One capped read of a response body for both transports: bytes counted as they arrive, the read stopped and refused
// past the cap (error bodies get a smaller one), decoded as UTF-8; a body cut short is a network failure.
import { ApiError, NetworkError, ResponseTooLargeError } from '../errors';

export async function readCapped(chunks: AsyncIterable<Uint8Array>, maxBytes: number, stop: () => void): Promise<string> {
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  try {
    for await (const chunk of chunks) {
      received += chunk.byteLength;
      if (received > maxBytes) {
        stop();
        throw new ResponseTooLargeError(maxBytes);
      }
      text += decoder.decode(chunk, { stream: true });
    }
  } catch (e) {
    // Headers arrived, so a failure now (other than our own abort) means the body was cut short.
    if (e instanceof ApiError || (e as Error).name === 'AbortError') throw e;
    throw new NetworkError('the connection closed before the response was complete');
  }
  return text + decoder.decode();
}
