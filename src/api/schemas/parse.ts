// Runs a schema over a response body; failures become an InvalidResponseError naming the field.
import type * as z from 'zod/mini';
import { InvalidResponseError } from '../transport/errors';

export function parseResponse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InvalidResponseError(formatPath(issue?.path ?? []) || undefined, issue?.message ?? 'unexpected shape');
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}
