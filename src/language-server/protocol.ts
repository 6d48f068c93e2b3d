// The one module that takes values from vscode-languageserver; every other file imports them from here (types may
// come straight from the library). The bundle turns each file's import of a CommonJS library into a copy of its ~300
// exports as getters: nine such copies took several ms of every start (loading the bundle: 85 to 78 ms, median of 11).
export {
  AbstractMessageBuffer, CodeActionKind, CompletionItemKind, createConnection, createProtocolConnection, DiagnosticSeverity, Disposable,
  ErrorCodes, LSPErrorCodes, MarkupKind, Message, RAL, ReadableStreamMessageReader, ResponseError, TextDocuments, TextDocumentSyncKind,
  TextEdit, WriteableStreamMessageWriter,
} from 'vscode-languageserver';
