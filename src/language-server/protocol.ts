// The one module that takes values from vscode-languageserver's common entry; the features import them from here (types
// may come straight from the library). The bundle turns each file's import of a CommonJS library into a copy of its ~300
// exports as getters: nine such copies took several ms of every start (loading the bundle: 85 to 78 ms, median of 11).
// main.ts and transport.ts take the connection and stdio streams from its `/node` entry, which is one more copy.
export {
  CodeActionKind, CompletionItemKind, DiagnosticSeverity, ErrorCodes, LSPErrorCodes, MarkupKind, ResponseError, TextDocuments, TextDocumentSyncKind,
  TextEdit,
} from 'vscode-languageserver';
