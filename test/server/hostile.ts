// Hostile mode (`--hostile`): every string a user could see carries attack payloads: command links, theme
// icons, HTML, bidi overrides, look-alike letters, autolinks, line breaks, tracking images, huge adversarial
// descriptions; error bodies are large adversarial HTML. Structure (addresses, ids, numbers) stays valid so
// every feature still works and shows the payloads. A client must show all of it as text and run nothing.

/** The command every payload link points at: a test registers it and asserts it never ran. */
export const SENTINEL_COMMAND = 'walletscopeTest.sentinel';

const LINK = `[Claim your airdrop](command:${SENTINEL_COMMAND}?%5B%22pwned%22%5D)`;
const AUTOLINK = 'https://claim-airdrop.example/now';
/**
 * A name: link, icon, HTML, bidi override, zero-width, emphasis, autolink, e-mail autolink, an ampersand, a heading on
 * a new line.
 */
export const TEXT_PAYLOAD = `$(verified-filled) ${LINK} <img src=x onerror=alert(1)> \u202Egnp.exe\u202C U\u200BSDC **bold** ${AUTOLINK} support@claim-airdrop.example R&D\n# heading`;
const URLS = [`command:${SENTINEL_COMMAND}`, 'javascript:alert(1)', 'https://tracker.example/pixel.png|width=4000,height=4000'];
/** About 270 KB: each part made the old regexes quadratic (200,000 "<" took 95 s). */
export const DESCRIPTION_PAYLOAD = `${'<'.repeat(200_000)}${'<script'.repeat(10_000)}<!--${LINK}`;
export const ERROR_PAGE = `<html><head><title>${LINK} $(error) \u202Eyek IPA ruoy</title></head><body>${'<'.repeat(64 * 1024)}</body></html>`;

const URL_KEYS = new Set([
  'website', 'twitter', 'discord', 'chat', 'telegram', 'audit', 'kyc', 'token_uri', 'logo', 'image', 'url',
  'entityLogo', 'entityWebsite', 'entityTwitter', 'fromWalletLogo',
]);
const TEXT_KEYS = new Set(['name', 'blockchain', 'fromWalletTag']);
// A pool's base token as market details name it, a swap hop's exchange (an object elsewhere, whose name and logo get
// payloads as any name and logo) and an address's owner (wallet labels): about 10 KB each, for layouts that assume a
// short name.
const LONG_TEXT_KEYS = new Set(['tokenName', 'exchange', 'entityName']);
const SYMBOL_KEYS = new Set(['symbol', 'tokenSymbol']);
const LONG_FILLER = 'Ｗ'.repeat(10_000);
const TEXT_LIST_KEYS = new Set(['tags', 'blockchains', 'labels', 'entityLabels']);

/** The same answer with payloads in every visible string; `seed` varies which URL payload a field gets. */
export function hostileBody(body: unknown, seed = 0): unknown {
  let n = seed;
  const walk = (value: unknown, key: string | undefined): unknown => {
    if (Array.isArray(value)) {
      return key && TEXT_LIST_KEYS.has(key) ? value.map((v) => (typeof v === 'string' ? `${TEXT_PAYLOAD} ${v}` : v)) : value.map((v) => walk(v, undefined));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    if (typeof value !== 'string' || key === undefined) return value;
    if (URL_KEYS.has(key)) return URLS[n++ % URLS.length];
    if (key === 'description') return DESCRIPTION_PAYLOAD;
    if (SYMBOL_KEYS.has(key)) return `$(verified-filled)${value}\u0421`; // a Cyrillic Es: "USDС"
    if (TEXT_KEYS.has(key)) return `${TEXT_PAYLOAD} ${value}`;
    if (LONG_TEXT_KEYS.has(key)) return `${TEXT_PAYLOAD} ${LONG_FILLER} ${value}`;
    return value;
  };
  return walk(body, undefined);
}
