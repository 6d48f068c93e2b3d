// Pulls a short, printable message out of an error body: JSON {error} / {message}, an HTML page or text.
import { clipText, htmlHeadline, htmlToText } from './htmlText';

const MAX_MESSAGE_CHARS = 200;
/** Bodies are clipped to this before anything parses or scans them; http.ts never reads more of one. */
export const MAX_ERROR_BODY_CHARS = 64 * 1024;

/**
 * `redact` removes secrets from the message before it is shortened: a key a cut went through must not survive in
 * part (JSON escapes and HTML entities hide it from the raw body, so the raw body is not enough).
 */
export function extractServerMessage(body: string, contentType: string | undefined, redact: (text: string) => string = (t) => t): string | undefined {
  const trimmed = redact(clipText(body, MAX_ERROR_BODY_CHARS)).trim();
  if (!trimmed) return undefined;
  const fromJson = messageFromJson(trimmed);
  if (fromJson === null) return undefined;
  if (fromJson !== undefined) return clean(redact(fromJson));
  if (/html/i.test(contentType ?? '') || trimmed.startsWith('<')) return clean(redact(messageFromHtml(trimmed)));
  return clean(trimmed);
}

/** The message in a JSON body; null for JSON that carries none; undefined when the text is not JSON. */
function messageFromJson(text: string): string | null | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const key of ['error', 'message', 'detail', 'msg']) {
    const field = record[key];
    if (typeof field === 'string') return field;
    if (field && typeof field === 'object' && typeof (field as Record<string, unknown>).message === 'string') {
      return (field as Record<string, string>).message;
    }
  }
  return null;
}

function messageFromHtml(html: string): string {
  return htmlHeadline(html, MAX_ERROR_BODY_CHARS) ?? htmlToText(html, { keepParagraphs: false, maxInputChars: MAX_ERROR_BODY_CHARS });
}

/** `text` is at most MAX_ERROR_BODY_CHARS long here, so these simple patterns stay cheap. */
function clean(text: string): string | undefined {
  // Control characters and long runs of whitespace never reach a notification.
  // eslint-disable-next-line no-control-regex
  const collapsed = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!collapsed) return undefined;
  return collapsed.length > MAX_MESSAGE_CHARS ? `${collapsed.slice(0, MAX_MESSAGE_CHARS - 1)}…` : collapsed;
}
