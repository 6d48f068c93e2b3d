// One log line per request attempt: method, path, status and duration. The API key is never part of it.
import type { RequestLogEntry } from '../api/client';

export function formatRequestLog(entry: RequestLogEntry): string {
  const ms = `${Math.round(entry.durationMs)} ms`;
  const retry = entry.attempt > 0 ? ` (retry ${entry.attempt})` : '';
  const outcome = entry.error
    ? `${entry.status ?? entry.error.kind}: ${entry.error.message}`
    : String(entry.status ?? '');
  return `${entry.method} ${entry.path} → ${outcome} in ${ms}${retry}`;
}
