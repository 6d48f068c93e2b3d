// The standard session, in a real extension host (the bench's extensionTestsPath): the demo's four wallets in the
// sidebar (Wallets and NFTs on screen), Search Assets for "usdc" and its asset page, three hovers in the demo contract,
// then the editor left open for six hours on the window's test clock, while funds move three times (how late is each
// alert?). Writes what the reference server's account charged to the file the bench names, and the result travels that
// way (the host's exit code says nothing).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { waitFor } from '../../test/host/wait';
import { API_ENV, BASELINE_ENV, FLAKY_ENV, LEFT_OPEN_HOURS, MOVES_AT_MIN, RESULT_ENV, type SessionResult } from './protocol';

const HOVERED = ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0x514910771AF9Ca656af840dff83E8264EcF986CA'];

interface Exports {
  readonly walletTree: vscode.TreeDataProvider<unknown>;
  readonly nftTree: vscode.TreeDataProvider<unknown>;
  readonly assetPanels: { list(): Array<{ status: string }>; searchItems(): string[] | undefined };
  readonly credits: { advance?(ms: number): Promise<void>; status(): { usage: { monthTotal: number } } };
  readonly alerts: { raised(): readonly string[]; refreshEveryMs(): number; check(): Promise<void>; stream(): { status: string } };
}

/**
 * A flaky connection from here on: every other request meets a fault, in turn a body cut short, garbled JSON, a dropped
 * connection, a gateway's 502 and a body over the cap (the service bills the cut, garbled and oversized ones).
 */
async function flaky(api: string): Promise<void> {
  const kinds = ['truncated', 'malformed-json', 'drop', 'bad-gateway-html', 'oversized'];
  for (let round = 0; round < 60; round++) {
    for (const kind of kinds) {
      for (const fault of [{ kind, withContentLength: true }, { kind: 'latency', latencyMs: 0 }]) {
        await fetch(`${api}/__control/faults`, { method: 'POST', body: JSON.stringify(fault) });
      }
    }
  }
}

export async function run(): Promise<void> {
  const api = process.env[API_ENV]!;
  const account = async () => (await (await fetch(`${api}/__control/credits`)).json()) as { used: number; byPath: SessionResult['byPath'] };
  let result: SessionResult;
  try {
    const exports = (await vscode.extensions.getExtension('walletscope.walletscope')!.activate()) as Exports;
    const start = Number(process.env[BASELINE_ENV]);
    await vscode.commands.executeCommand('workbench.view.extension.walletscope');
    await waitFor('the wallets loaded', async () => ((await exports.walletTree.getChildren()) ?? []).length >= 5 || undefined, { timeoutMs: 30_000 });
    await waitFor('the NFTs asked', async () => ((await account()).byPath?.['/api/1/wallet/nfts']?.requests ?? 0) >= 4 || undefined, { timeoutMs: 30_000 });
    await vscode.commands.executeCommand('walletscope.searchAssets', 'usdc');
    await waitFor('search results', () => (exports.assetPanels.searchItems()?.length ?? 0) > 1 || undefined, { timeoutMs: 20_000 });
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await vscode.commands.executeCommand('walletscope.showAsset', 'USD Coin');
    await waitFor('the asset page', () => exports.assetPanels.list().some((p) => p.status === 'loaded') || undefined, { timeoutMs: 20_000 });
    const folder = vscode.workspace.workspaceFolders![0]!.uri.fsPath;
    const document = await vscode.workspace.openTextDocument(path.join(folder, 'contracts', 'TreasuryRouter.sol'));
    await vscode.window.showTextDocument(document, vscode.ViewColumn.One, true);
    for (const address of HOVERED) {
      const at = document.positionAt(document.getText().indexOf(address) + 10);
      await vscode.commands.executeCommand('vscode.executeHoverProvider', document.uri, at);
    }
    await new Promise((r) => setTimeout(r, 3000)); // what the page and the views ask for in their first seconds
    const firstMinutes = (await account()).used - start;
    if (process.env[FLAKY_ENV]) await flaky(api);
    const counted = exports.credits.status().usage.monthTotal;
    // Funds move a few times while the editor is left open (not on the flaky connection): how late is each alert?
    const moves = process.env[FLAKY_ENV] ? [] : MOVES_AT_MIN;
    const raisedBefore = exports.alerts.raised().length;
    const delays: Array<number | undefined> = moves.map(() => undefined);
    const streamDelaysMs: Array<number | undefined> = moves.map(() => undefined);
    let waiting: number | undefined;
    for (let minute = 0; minute < LEFT_OPEN_HOURS * 60; minute++) {
      const due = moves.findIndex(([at]) => at === minute);
      const raised = exports.alerts.raised().length;
      if (due >= 0) {
        const streamed = exports.alerts.stream().status === 'live';
        const at = Date.now();
        await fetch(`${api}/__control/move`, { method: 'POST', body: JSON.stringify({ preset: moves[due]![1] }) });
        waiting = due;
        // With the wallet stream open the alert comes in real seconds, before the window's clock moves on.
        if (streamed && await waitFor('the streamed alert', () => exports.alerts.raised().length > raised || undefined, { timeoutMs: 15_000, intervalMs: 20 }).then(() => true, () => false)) {
          streamDelaysMs[due] = Date.now() - at;
          delays[due] = 0;
          waiting = undefined;
        }
      }
      await fetch(`${api}/__control/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 60_000 }) }); // the service's minute too
      await exports.credits.advance!(60_000);
      await exports.alerts.check(); // the comparison after a refresh, and its activity request
      if (waiting !== undefined && exports.alerts.raised().length > raised) {
        delays[waiting] = minute + 1 - moves[waiting]![0];
        waiting = undefined;
      }
    }
    const after = await account();
    const streams = (await (await fetch(`${api}/__control/streams`)).json()) as { refusedForPlan: number };
    const billed = after.used - start - firstMinutes;
    result = {
      firstMinutes, leftOpenPerHour: billed / LEFT_OPEN_HOURS, byPath: after.byPath, billed, counted: exports.credits.status().usage.monthTotal - counted,
      alertDelaysMin: delays, alertsRaised: exports.alerts.raised().length - raisedBefore, refreshEveryMin: exports.alerts.refreshEveryMs() / 60_000,
      alertStreamDelaysMs: streamDelaysMs, streamRefusals: streams.refusedForPlan,
    };
  } catch (e) {
    result = { error: e instanceof Error ? e.stack ?? e.message : String(e) };
  }
  fs.writeFileSync(`${process.env[RESULT_ENV]!}.tmp`, JSON.stringify(result));
  fs.renameSync(`${process.env[RESULT_ENV]!}.tmp`, process.env[RESULT_ENV]!);
}
