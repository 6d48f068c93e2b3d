// Requests are checked before they are used: a malformed one is answered with InvalidParams (never a
// crash), a document the client never opened gets an empty answer, and a cancelled one RequestCancelled.
import type { Position, Range, TextDocuments } from 'vscode-languageserver';
import { ErrorCodes, LSPErrorCodes, ResponseError } from './protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentFacts } from '../core/documentPolicy';
import { isRecord } from '../core/settings';

export function invalidParams(message: string): ResponseError<void> {
  return new ResponseError(ErrorCodes.InvalidParams, message);
}

export function cancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.');
}

/** The open document a request names; undefined when the client has not opened it. */
export function documentOf(documents: TextDocuments<TextDocument>, params: unknown): TextDocument | undefined {
  const uri = isRecord(params) && isRecord(params.textDocument) ? params.textDocument.uri : undefined;
  if (typeof uri !== 'string' || uri.length > 10_000) throw invalidParams('textDocument.uri must be a string');
  return documents.get(uri);
}

export function positionOf(value: unknown, name = 'position'): Position {
  if (!isRecord(value) || !isIndex(value.line) || !isIndex(value.character)) throw invalidParams(`${name} must have non-negative integer line and character`);
  return { line: value.line, character: value.character };
}

export function rangeOf(value: unknown, name = 'range'): Range {
  if (!isRecord(value)) throw invalidParams(`${name} must be a range`);
  return { start: positionOf(value.start, `${name}.start`), end: positionOf(value.end, `${name}.end`) };
}

/** What the shared document policy needs: the file name (from the URI), the length and the language. */
export function factsOf(document: TextDocument): DocumentFacts {
  let path = document.uri.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the encoded form: the file name test still sees its shape
  }
  return { path, length: document.getText().length, languageId: document.languageId };
}

/** One line of a document without its line break (positions are UTF-16, as JavaScript strings are). */
export function lineText(document: TextDocument, line: number): string {
  return document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, '');
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0x7fffffff;
}
