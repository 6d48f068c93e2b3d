// The hover's bundle (dist/hover-feature.js): the provider, inline notes and checksum fixes, loaded on first use.

export type LoadHoverBundle = () => Promise<typeof import('./hoverProvider')>;
