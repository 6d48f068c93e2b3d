// Times written earlier (when something last ran, was fetched, ran out) and read against the clock now. A clock can be
// set back: a dual-boot machine whose hardware clock keeps local time, a resumed virtual machine, an NTP step. A stamp
// written while it ran ahead lies in the future; trusted, it would hold work off for as long as the clock had been
// ahead (and after a restart too, from saved state). So a stamp from the future is no stamp at all.

/** The stamp, or undefined when it is missing or lies in the future. */
export function trustedStamp(at: number | undefined, now: number): number | undefined {
  return at !== undefined && at <= now ? at : undefined;
}

/** Whether a trusted stamp is less than `maxAgeMs` old. */
export function isFresh(at: number | undefined, now: number, maxAgeMs: number): boolean {
  const stamp = trustedStamp(at, now);
  return stamp !== undefined && now - stamp < maxAgeMs;
}
