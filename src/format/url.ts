// The one check for links Walletscope follows or shows: absolute http(s) URLs only.

/** The URL when it is an absolute http(s) URL, normalised; anything else (javascript:, command:, data:, file:) is refused. */
export function safeHttpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
