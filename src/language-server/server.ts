// The language server's composition: capabilities, settings refresh and one registration per feature.
// Knows nothing of any editor; everything it shows is built by src/core, src/detect and src/format.
import type { Connection, InitializeResult } from 'vscode-languageserver';
import { CodeActionKind, MarkupKind, TextDocuments, TextDocumentSyncKind } from './protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { version } from '../../package.json';
import { registerCodeActions } from './codeActions';
import { registerCompletion } from './completion';
import { registerDiagnostics } from './diagnostics';
import { DISCOVER_TOKENS } from '../commandIds';
import { registerDiscover } from './discover';
import { hoverKindOf, registerHover } from './hover';
import { registerInlayHints } from './inlayHints';
import { registerLinks } from './links';
import { SECTION } from './settings';
import { ServerState } from './state';

export const SERVER_NAME = 'walletscope-language-server';
export const SERVER_VERSION: string = version;
/** How long after `initialized` the lookups load when nothing asked for them sooner. */
const LOOKUPS_PRELOAD_MS = 2000;

/** `afterInitialized` runs once the editor has said `initialized`. */
export function startServer(connection: Connection, env: NodeJS.ProcessEnv, write: (line: string) => void, afterInitialized?: () => void): ServerState {
  const state = new ServerState(env, write, version, (line) => connection.console.warn(line));
  const documents = new TextDocuments(TextDocument);
  let pullsConfiguration = false;
  let refreshesHints = false;
  let hoverKind: MarkupKind = MarkupKind.PlainText;

  connection.onInitialize((params): InitializeResult => {
    state.start(params);
    pullsConfiguration = params.capabilities?.workspace?.configuration === true;
    refreshesHints = params.capabilities?.workspace?.inlayHint?.refreshSupport === true;
    hoverKind = hoverKindOf(params.capabilities);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        inlayHintProvider: true,
        completionProvider: { triggerCharacters: ['"', "'", '`'] },
        documentLinkProvider: { resolveProvider: false },
        executeCommandProvider: { commands: [DISCOVER_TOKENS] },
      },
      serverInfo: { name: SERVER_NAME, version },
    };
  });

  const diagnostics = registerDiagnostics(connection, documents, state);
  /** Pushed settings are used as they are; a client that can be asked is asked (section `walletscope`). */
  const refresh = async (pushed?: unknown): Promise<void> => {
    const settings = pullsConfiguration ? await connection.workspace.getConfiguration(SECTION).catch(() => pushed) : pushed;
    const changed = state.update(settings);
    state.configured = true;
    if (!changed) return;
    diagnostics.recheck();
    if (refreshesHints) connection.languages.inlayHint.refresh().catch(() => undefined);
  };
  connection.onInitialized(() => {
    // Editors open their documents right after this: the lookups (tens of ms of module evaluation) load once that
    // first burst is handled, or at the first hover, note or completion if one comes sooner.
    setTimeout(() => void state.lookups(), LOOKUPS_PRELOAD_MS).unref();
    void refresh();
    afterInitialized?.();
  });
  connection.onDidChangeConfiguration((params) => void refresh(params?.settings));
  // The one shutdown handler (the library keeps only the last one set): no more checks, and the credits counted are written.
  connection.onShutdown(async () => {
    diagnostics.stop();
    await state.flushCredits();
  });

  registerHover(connection, documents, state, () => hoverKind);
  registerCodeActions(connection, documents, state);
  registerInlayHints(connection, documents, state);
  registerCompletion(connection, documents, state);
  registerLinks(connection, documents, state);
  registerDiscover(connection, state);
  documents.listen(connection);
  return state;
}
