// Plain file listing shared by the test build (Node) and the in-host runner (bundled into it).
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Every file under `dir` whose name ends with `suffix`, sorted. */
export function findFiles(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findFiles(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  }).sort();
}
