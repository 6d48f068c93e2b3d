// What a webview page may ask the editor to open: an absolute http(s) URL, with openExternal. Anything else
// (command:, file:, javascript:, a relative path) is refused and logged. One rule for every page.
import * as vscode from 'vscode';
import { safeHttpUrl } from '../format/url';
import type { MessageOutcome } from './outcome';

export async function openPageLink(url: string, log: vscode.LogOutputChannel, page: string): Promise<MessageOutcome> {
  const safe = safeHttpUrl(url);
  if (!safe) {
    log.warn(`${page}: refused to open ${JSON.stringify(url.slice(0, 200))}: only http(s) links are opened`);
    return { accepted: false, detail: 'refused: only http(s) links are opened' };
  }
  await vscode.env.openExternal(vscode.Uri.parse(safe, true));
  return { accepted: true, detail: `opened ${safe}` };
}
