// Warns about mixed-case EVM addresses whose EIP-55 checksum is wrong (a likely typo), and offers the
// fixes. Runs debounced on open and change, only for visible documents under the size limit; the check
// itself (cached, capped per document) is detect/checksumProblems.ts, shared with the language server.
import * as vscode from 'vscode';
import type { Config } from '../config';
import { findChecksumProblems, toChecksumAddress } from '../detect';
import { withinSizeLimit } from './hoverProvider';

export const CHECKSUM_CODE = 'walletscope.checksum';
const DEBOUNCE_MS = 300;

export function registerChecksumDiagnostics(config: Config): vscode.Disposable {
  const diagnostics = vscode.languages.createDiagnosticCollection('walletscope');
  const timers = new Map<string, NodeJS.Timeout>();

  const check = (document: vscode.TextDocument) => {
    const visible = vscode.window.visibleTextEditors.some((e) => e.document === document);
    if (!config.checksumDiagnostics || !visible || !withinSizeLimit(document, config)) return diagnostics.delete(document.uri);
    diagnostics.set(document.uri, findChecksumProblems(document.getText()).map((a) => {
      const range = new vscode.Range(document.positionAt(a.start), document.positionAt(a.end));
      const diagnostic = new vscode.Diagnostic(range, `This address fails its EIP-55 checksum and may be mistyped; checksummed it reads ${a.checksummed}.`, vscode.DiagnosticSeverity.Warning);
      diagnostic.source = 'Walletscope';
      diagnostic.code = CHECKSUM_CODE;
      return diagnostic;
    }));
  };
  const schedule = (document: vscode.TextDocument) => {
    const key = document.uri.toString();
    clearTimeout(timers.get(key));
    timers.set(key, setTimeout(() => { timers.delete(key); check(document); }, DEBOUNCE_MS));
  };
  const checkVisible = () => vscode.window.visibleTextEditors.forEach((e) => schedule(e.document));

  checkVisible();
  return vscode.Disposable.from(
    diagnostics,
    vscode.workspace.onDidOpenTextDocument(schedule),
    vscode.workspace.onDidChangeTextDocument((e) => schedule(e.document)),
    vscode.workspace.onDidCloseTextDocument((d) => diagnostics.delete(d.uri)),
    vscode.window.onDidChangeVisibleTextEditors(checkVisible),
    config.onDidChange((keys) => { if (keys.includes('checksumDiagnostics') || keys.includes('maxFileSizeKb')) checkVisible(); }),
    vscode.languages.registerCodeActionsProvider({ scheme: '*' }, new ChecksumFixes(), { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] }),
    { dispose: () => timers.forEach((t) => clearTimeout(t)) },
  );
}

class ChecksumFixes implements vscode.CodeActionProvider {
  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    return context.diagnostics.filter((d) => d.code === CHECKSUM_CODE).flatMap((diagnostic) => {
      const address = document.getText(diagnostic.range);
      return [
        fix(`Use the checksummed address ${toChecksumAddress(address)}`, document, diagnostic, toChecksumAddress(address), true),
        fix('Use the lower-case address', document, diagnostic, address.toLowerCase(), false),
      ];
    });
  }
}

function fix(title: string, document: vscode.TextDocument, diagnostic: vscode.Diagnostic, text: string, preferred: boolean): vscode.CodeAction {
  const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
  action.edit = new vscode.WorkspaceEdit();
  action.edit.replace(document.uri, diagnostic.range, text);
  action.diagnostics = [diagnostic];
  action.isPreferred = preferred;
  return action;
}
