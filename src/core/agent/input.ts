// Reads a tool's input with its own schema (VS Code does not check it against the declared JSON schema, and an MCP
// client may send anything), and says what is wrong in words the model can act on.
import * as z from 'zod/mini';
import { safeAgentText } from '../../format/safeText';
import { BadInput } from './tool';

interface FieldSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly description?: string;
}

/** The input as its schema reads it; a BadInput naming each wrong field and what it takes. */
export function readInput<S extends z.ZodMiniObject>(schema: S, raw: unknown): z.infer<S> {
  const read = schema.safeParse(raw ?? {});
  if (read.success) return read.data;
  const fields = (z.toJSONSchema(schema) as { properties?: Record<string, FieldSchema> }).properties ?? {};
  const problems = read.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    return name && fields[name] ? `${safeAgentText(name, 40)} takes ${takes(fields[name])}` : 'the input must be an object of the fields the tool lists';
  });
  throw new BadInput(`Bad input: ${[...new Set(problems)].join('; ')}. Nothing was asked or spent.`);
}

function takes(field: FieldSchema): string {
  if (field.enum) return `one of ${field.enum.map(String).join(', ')}`;
  if (field.type === 'integer' || field.type === 'number') {
    const kind = field.type === 'integer' ? 'a whole number' : 'a number';
    return field.minimum !== undefined && field.maximum !== undefined ? `${kind} from ${field.minimum} to ${field.maximum}` : kind;
  }
  if (field.type === 'string') return `text of ${field.minLength ?? 0} to ${field.maxLength ?? 'any number of'} characters`;
  return field.type ? `a ${field.type}` : 'another value';
}
