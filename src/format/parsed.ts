// The outcome of checking untrusted data against a zod schema (webview messages both ways, saved page state):
// the typed message, or one line saying what was wrong, for the log. Shared by every webview protocol.
import * as z from 'zod/mini';

export type Parsed<T> = { readonly ok: true; readonly message: T } | { readonly ok: false; readonly reason: string };

/**
 * A page's protocol, as both sides check it (the extension's panel and the page's script): messages to the page and from
 * it, the state the page saves, and the types of the messages to the page.
 */
export interface PageProtocol<ToPage, FromPage, Saved> {
  readonly parseToPage: (data: unknown) => Parsed<ToPage>;
  readonly parseFromPage: (data: unknown) => Parsed<FromPage>;
  readonly parseSaved: (data: unknown) => Parsed<Saved>;
  /** A refused message that claims one of these types clears the page (see claimsType). */
  readonly toPageTypes: readonly string[];
}

export function parseWith<T>(schema: z.ZodMiniType<T>, data: unknown): Parsed<T> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, message: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return { ok: false, reason: `${where}${issue?.message ?? 'unexpected shape'}` };
}

/** A page's protocol from its schemas; `toPageTypes`: the types of the messages to the page. */
export function pageProtocol<ToPage, FromPage, Saved>(
  schemas: { readonly toPage: z.ZodMiniType<ToPage>; readonly fromPage: z.ZodMiniType<FromPage>; readonly saved: z.ZodMiniType<Saved> }, toPageTypes: readonly string[],
): PageProtocol<ToPage, FromPage, Saved> {
  return {
    parseToPage: (data) => parseWith(schemas.toPage, data),
    parseFromPage: (data) => parseWith(schemas.fromPage, data),
    parseSaved: (data) => parseWith(schemas.saved, data),
    toPageTypes,
  };
}

/** A string field of a protocol, bounded: a page or the extension never accepts more than `max` characters. */
export const boundedText = (max: number) => z.string().check(z.maxLength(max));

/** Every page's short confirmation read out by its live region ("Copied …"): the page kit shows it (webview/kit/startPage). */
export const noticeMessageSchema = z.object({ type: z.literal('notice'), text: boundedText(300) });

/**
 * Whether refused data claims to be one of a protocol's messages (its `type` is one of them): a page clears what it
 * shows for such a message, since what it shows may be what that message was to replace; anything else is ignored.
 */
export function claimsType(data: unknown, types: readonly string[]): boolean {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return typeof type === 'string' && types.includes(type);
}
