// Hostile mode's screener rows, where the figures are the attack (names and symbols get their payloads from ./hostile as
// everywhere): a price as text, NaN as text, absurd and negative figures, a listing date ten years ahead, a repeated
// row, rows that are no rows, one with no address, and a flood of thousands of thin rows after the real ones.
type Json = Record<string, unknown>;

const FUTURE_MS = 10 * 365 * 86_400_000;
export const PULSE_FLOOD_ROWS = 5_000;

export function hostileRows(rows: Json[], now: number): unknown[] {
  const out: unknown[] = rows.map((row) => ({ ...row }));
  const at = (i: number, change: Json) => { if (out[i]) out[i] = { ...(out[i] as Json), ...change }; };
  at(0, { price: String((rows[0]?.price as number | undefined) ?? 1) });
  at(1, { price: 'NaN', latest_price: 'NaN', price_change_24h: 'NaN' });
  at(2, { liquidity: 1e308, price_change_24h: 1e12, volume_24h: -5 });
  at(3, { liquidity: -250_000 });
  at(4, { created_at: new Date(now + FUTURE_MS).toISOString(), createdAt: new Date(now + FUTURE_MS).toISOString() });
  const first = rows[0];
  if (first) {
    const { address: _address, ...nameless } = first;
    out.push({ ...first }, nameless, 'junk', null, 42);
    for (let i = 0; i < PULSE_FLOOD_ROWS; i++) out.push({ ...first, address: `0x${i.toString(16).padStart(40, '0')}`, liquidity: 10 + i, volume_24h: i });
  }
  return out;
}
