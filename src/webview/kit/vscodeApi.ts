// What every page script starts with: VS Code's webview API (messages and saved state), acquired once, and zod
// told not to probe for eval, which the pages' CSP forbids (the probe alone is reported as a violation).
import * as z from 'zod/mini';

export interface WebviewApi {
  postMessage(message: unknown): void;
  setState(state: unknown): void;
  getState(): unknown;
}
declare function acquireVsCodeApi(): WebviewApi;

z.config({ jitless: true });

export const vscode: WebviewApi = acquireVsCodeApi();
