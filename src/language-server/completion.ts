// Completion of a token's contract address inside a string: `"USDC` offers one item per asset and chain
// ("USD Coin · Ethereum · 0xA0b8…eB48"). Off unless walletscope.languageServer.completion is true. Waits for
// typing to pause (a newer request wins), then asks the service's search, whose answers the client caches.
import type { CompletionList, Connection, TextDocuments } from 'vscode-languageserver';
import { CompletionItemKind } from './protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { withDeadline, type CancelToken } from '../core/deadline';
import { lookupsAllowed } from '../core/documentPolicy';
import { cancelled, documentOf, factsOf, lineText, positionOf } from './params';
import type { ServerState } from './state';

export const COMPLETION_DELAY_MS = 150;
const NONE: CompletionList = { isIncomplete: false, items: [] };

export function registerCompletion(connection: Connection, documents: TextDocuments<TextDocument>, state: ServerState): void {
  let latest = 0;
  connection.onCompletion(async (params, token): Promise<CompletionList> => {
    const document = documentOf(documents, params);
    const position = positionOf(params.position);
    const settings = state.settings;
    if (!settings.completion || !document || position.line >= document.lineCount || !lookupsAllowed(factsOf(document), settings)) return NONE;
    const beforeCursor = lineText(document, position.line).slice(0, position.character);
    const { client, contractChoices, quotedPrefix, searchAssets } = await state.lookups(); // after initialize: loaded by now, or loading
    const prefix = quotedPrefix(beforeCursor);
    if (!prefix) return NONE;
    const generation = ++latest;
    if (!(await pause(COMPLETION_DELAY_MS, token))) throw cancelled();
    if (generation !== latest) return { isIncomplete: true, items: [] }; // typing went on: the newer request answers
    const outcome = await withDeadline(token, settings.requestTimeoutMs, (signal) => searchAssets(client, prefix.trim(), { signal }));
    if (outcome.kind === 'cancelled') throw cancelled();
    if (outcome.kind !== 'done') return { isIncomplete: true, items: [] };
    const start = { line: position.line, character: position.character - prefix.length };
    const items = contractChoices(outcome.value).map((choice, i) => ({
      label: choice.label,
      detail: choice.detail,
      kind: CompletionItemKind.Constant,
      filterText: prefix, // the service already matched name and symbol; the client must not filter again
      sortText: String(i).padStart(4, '0'),
      textEdit: { range: { start, end: position }, newText: choice.address },
    }));
    return { isIncomplete: true, items };
  });
}

/** Resolves true after `ms`, or false as soon as the request is cancelled. */
function pause(ms: number, token: CancelToken): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => { subscription.dispose(); resolve(true); }, ms);
    const subscription = token.onCancellationRequested(() => { clearTimeout(timer); resolve(false); });
  });
}
