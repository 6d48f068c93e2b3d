// A fix to the test host's webview frame (VS Code's own pre/index.html), not to Walletscope. In the browser, each
// webview registers the one service worker under its own id and waits for `controllerchange` before it builds the
// page's frame; when the worker of an earlier webview still controls the frame and the event never comes, the webview
// stays blank for good (its tab open, no page in it; the console says "Found unexpected service worker controller …
// Waiting for controllerchange"). The UI tests met it after a page closed and another opened, one to three times a
// run. Upstream changed this wait (microsoft/vscode#312020); the builds we test predate it. The same fallback here:
// after 3 s without the event, ask whichever worker is active for its version, as the frame does once controlled.
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

const MARKER = 'walletscope-test-host: controllerchange fallback';
const ANCHOR = "navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);";
const FALLBACK = `
						// ${MARKER}
						setTimeout(() => {
							const controller = navigator.serviceWorker.controller;
							const worker = controller && controller.scriptURL.endsWith(swPath) ? controller : registration.active;
							if (worker) postVersionMessage(worker);
						}, 3000);`;

/** Patches the webview frame of the VS Code build in `vscodeDir` (idempotent); false when it has no such wait. */
export function patchWebviewHost(vscodeDir: string): boolean {
  const dir = path.join(vscodeDir, 'out', 'vs', 'workbench', 'contrib', 'webview', 'browser', 'pre');
  let patched = false;
  for (const name of ['index.html', 'index-no-csp.html']) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (html.includes(MARKER)) { patched = true; continue; }
    if (!html.includes(ANCHOR)) continue;
    const temp = `${file}.${process.pid}.tmp`; // two runs may start at once: each replaces the file whole
    fs.writeFileSync(temp, withScriptHash(html.replace(ANCHOR, `${ANCHOR}${FALLBACK}`)));
    fs.renameSync(temp, file);
    patched = true;
  }
  return patched;
}

/** The frame's content-security policy allows its one inline script by hash: the hash of the patched script. */
function withScriptHash(html: string): string {
  const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) return html;
  const hash = crypto.createHash('sha256').update(script, 'utf8').digest('base64');
  return html.replace(/'sha256-[A-Za-z0-9+/=]+'/, `'sha256-${hash}'`);
}
