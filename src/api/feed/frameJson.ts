// A streams frame's JSON, for the frame readers (./walletFrames, ./marketFrames): too long or not JSON is nothing, and
// an object with an `error` is the service's error (its text, when it is text).

export type FrameJson = { readonly kind: 'data'; readonly data: unknown } | { readonly kind: 'error'; readonly error: string } | { readonly kind: 'other' };

export function frameJson(text: string, maxChars: number): FrameJson {
  if (text.length > maxChars) return { kind: 'other' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'other' };
  }
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && 'error' in data) {
    const error = (data as { error: unknown }).error;
    return typeof error === 'string' ? { kind: 'error', error } : { kind: 'other' };
  }
  return { kind: 'data', data };
}
