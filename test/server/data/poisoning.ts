// An address poisoner of the demo: an address with Coinbase 10's first and last four characters (0xA9D1…3E43) that
// sent the ordinary wallet a zero-value transfer two days after it paid Coinbase 10, hoping it copies the fake next time.
export const POISONER_OF_COINBASE_10 = { address: '0xA9D1f0e1d2C3b4a5968778695a4B3c2D1e0f3E43' } as const;
