// A sparkline for hovers, drawn by us from a price series already at hand: an SVG polyline from numbers only, as a
// base64 data: image. The hover loads nothing remote for it, and no text from the service can reach the SVG (it
// carries no text at all). The service's own drawing (/market/sparkline) is a remote image: sparklineImage.
import type { Series } from '../api/types';
import { encodeLinkTarget } from './markdown';
import { safeHttpUrl } from './url';

const WIDTH = 120;
const HEIGHT = 24;
/** More points than pixels add nothing; keeps the image small (a few hundred bytes). */
const MAX_POINTS = WIDTH;
const COLOURS = { up: '#3fb950', down: '#e5534b' } as const;

/** The service's drawing of the trend, at the size of ours: a URL allowedImage has let through. */
export function sparklineImage(allowedUrl: string | undefined): string | undefined {
  const safe = safeHttpUrl(allowedUrl);
  return safe ? `![price trend](${encodeLinkTarget(safe)}|width=${WIDTH},height=${HEIGHT})` : undefined;
}

/** `![price trend](data:image/svg+xml;base64,…)`; undefined with fewer than two usable points. */
export function sparklineMarkdown(series: Series): string | undefined {
  const n = series.v.length;
  if (n < 2) return undefined;
  const stride = Math.max(1, Math.ceil(n / MAX_POINTS));
  const values: number[] = [];
  for (let i = 0; i < n; i += stride) values.push(series.v[i]!);
  if ((n - 1) % stride !== 0) values.push(series.v[n - 1]!);
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) { if (v < low) low = v; if (v > high) high = v; }
  if (!Number.isFinite(low) || !Number.isFinite(high)) return undefined;
  const span = high - low || 1;
  const points = values.map((v, i) => `${round((i / (values.length - 1)) * WIDTH)},${round(HEIGHT - 1 - ((v - low) / span) * (HEIGHT - 2))}`).join(' ');
  const colour = values[values.length - 1]! >= values[0]! ? COLOURS.up : COLOURS.down;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`
    + `<polyline fill="none" stroke="${colour}" stroke-width="1.5" stroke-linejoin="round" points="${points}"/></svg>`;
  return `![price trend](data:image/svg+xml;base64,${btoa(svg)})`;
}

function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
