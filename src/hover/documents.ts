// Which documents Walletscope reads, for VS Code's documents: the policy itself is src/core/documentPolicy.ts,
// shared with the language server; this only tells it a document's path, length and language.
import type * as vscode from 'vscode';
import type { Config } from '../config';
import * as policy from '../core/documentPolicy';

export function hoverApplies(document: vscode.TextDocument, config: Config): boolean {
  return policy.hoverApplies(facts(document), config);
}

/** Text may be looked up with the service: not a file that holds secrets, and within the size limit. */
export function lookupsAllowed(document: vscode.TextDocument, config: Config): boolean {
  return policy.lookupsAllowed(facts(document), config);
}

/** Checksum warnings: the language server's policy too (core/documentPolicy.ts). */
export function checksumWarningsApply(document: vscode.TextDocument, config: Config): boolean {
  return policy.checksumWarningsApply(facts(document), config);
}

function facts(document: vscode.TextDocument): policy.DocumentFacts {
  return { path: document.uri.path, length: document.offsetAt(document.lineAt(document.lineCount - 1).range.end), languageId: document.languageId };
}
