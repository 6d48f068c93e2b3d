// Warns about mixed-case EVM addresses whose EIP-55 checksum is wrong (a likely typo), and offers the
// fixes. Runs debounced on open and change, only for visible documents; the check itself (cached, capped per
// document) is detect/checksumProblems.ts, the message and fixes (with the check that the text is still an
// address) core/checksumFixes.ts, and which documents get warnings core/documentPolicy.ts, all shared with
// the language server. The check and fixes (and keccak) load from the hover's bundle (dist/hover-feature.js) on the
// first check.
import * as vscode from 'vscode';
import type { Config } from '../config';
import { CHECKSUM_CODE, CHECKSUM_DEBOUNCE_MS, checksumMessage, DIAGNOSTIC_SOURCE } from '../core/checksumWarning';
import type { LoadHoverBundle } from './loadHover';
import { checksumWarningsApply } from './documents';

export function registerChecksumDiagnostics(config: Config, loadBundle: LoadHoverBundle): vscode.Disposable {
  const diagnostics = vscode.languages.createDiagnosticCollection('walletscope');
  const timers = new Map<string, NodeJS.Timeout>();
  let disposed = false;

  const applies = (document: vscode.TextDocument) =>
    vscode.window.visibleTextEditors.some((e) => e.document === document) && checksumWarningsApply(document, config);
  const check = async (document: vscode.TextDocument) => {
    // The check comes with the hover's bundle, loaded on the first document it applies to; a failed load is tried again
    // on the next change. What applies is asked again once it is loaded: the editor or the settings may have changed.
    const bundle = applies(document) ? await loadBundle().catch(() => undefined) : undefined;
    if (disposed || document.isClosed) return;
    if (!bundle || !applies(document)) return diagnostics.delete(document.uri);
    diagnostics.set(document.uri, bundle.findChecksumProblems(document.getText()).map((a) => {
      const range = new vscode.Range(document.positionAt(a.start), document.positionAt(a.end));
      const diagnostic = new vscode.Diagnostic(range, checksumMessage(a.checksummed), vscode.DiagnosticSeverity.Warning);
      diagnostic.source = DIAGNOSTIC_SOURCE;
      diagnostic.code = CHECKSUM_CODE;
      return diagnostic;
    }));
  };
  const schedule = (document: vscode.TextDocument) => {
    const key = document.uri.toString();
    clearTimeout(timers.get(key));
    timers.set(key, setTimeout(() => { timers.delete(key); void check(document); }, CHECKSUM_DEBOUNCE_MS));
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
    vscode.languages.registerCodeActionsProvider({ scheme: '*' }, new ChecksumFixes(loadBundle), { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] }),
    { dispose: () => { disposed = true; timers.forEach((t) => clearTimeout(t)); } },
  );
}

class ChecksumFixes implements vscode.CodeActionProvider {
  constructor(private readonly loadBundle: LoadHoverBundle) {}

  async provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): Promise<vscode.CodeAction[]> {
    const ours = context.diagnostics.filter((d) => d.code === CHECKSUM_CODE);
    if (ours.length === 0) return [];
    const { checksumFixes } = await this.loadBundle();
    return ours.flatMap((diagnostic) => checksumFixes(document.getText(diagnostic.range)).map((f) => fix(f.title, document, diagnostic, f.text, f.preferred)));
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
