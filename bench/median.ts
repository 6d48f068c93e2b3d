// The median the bench reports everywhere: its own module, so the races' child process (bench/detectRace.ts) bundles it
// without the build tooling the other bench modules import.
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
