// Reads a tool's input with its own schema (VS Code does not check it against the declared JSON schema, and an MCP
// client may send anything), and says what is wrong in words the model can act on.
import type * as z from 'zod/mini';
import { safeAgentText } from '../../format/safeText';
import { BadInput } from './tool';

/** What zod says of one wrong field (the fields its issues carry, whichever the kind). */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly origin?: string;
}

/** The input as its schema reads it; a BadInput naming each wrong field and what it takes. */
export function readInput<S extends z.ZodMiniObject>(schema: S, raw: unknown): z.infer<S> {
  const read = schema.safeParse(raw ?? {});
  if (read.success) return read.data;
  const problems = (read.error.issues as readonly Issue[]).map((issue) => {
    const name = issue.path.length ? safeAgentText(String(issue.path[0]), 40) : 'the input';
    return `${name} ${takes(issue)}`;
  });
  throw new BadInput(`Bad input: ${[...new Set(problems)].join('; ')}. Nothing was asked or spent.`);
}

function takes(issue: Issue): string {
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_value': return `must be one of ${(issue.values ?? []).map(String).join(', ')}`;
    case 'too_small': return text ? `must be at least ${issue.minimum} characters` : `must be at least ${issue.minimum}`;
    case 'too_big': return text ? `must be at most ${issue.maximum} characters` : `must be at most ${issue.maximum}`;
    case 'invalid_type': return issue.expected === 'int' ? 'must be a whole number' : `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected ?? 'value'}`}`;
    default: return 'is not valid';
  }
}
