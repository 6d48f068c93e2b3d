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

/** Which remote images may load (each reveals the user's IP address to the image's host). */
export type RemoteImages = 'service' | 'all' | 'none';

/** The hosts the service itself serves logos from (its own storage, and the CoinGecko images it links). */
const SERVICE_IMAGE_HOSTS = [/(^|\.)mobula\.io$/, /^mobulastorage\.blob\.core\.windows\.net$/, /^(assets|coin-images)\.coingecko\.com$/];

/**
 * The image URL when it is https and the policy lets it load, else undefined (the surface shows initials).
 * `serviceOrigin`: the service the user set (it sees their IP address already), whose own images count as the service's.
 */
export function allowedImage(url: string | undefined, policy: RemoteImages, serviceOrigin?: string): string | undefined {
  if (policy === 'none' || !url || url.length > 2048) return undefined;
  const safe = safeHttpUrl(url);
  // Editors load no plain-http image in a hover or page; a URL that grew past the bound once encoded is refused too.
  if (!safe?.startsWith('https:') || safe.length > 2048) return undefined;
  const { hostname, origin } = new URL(safe);
  return policy === 'all' || origin === serviceOrigin || SERVICE_IMAGE_HOSTS.some((host) => host.test(hostname)) ? safe : undefined;
}

/** Whether a string is an https URL (an image's `src` on a page, a logo in a header). */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
