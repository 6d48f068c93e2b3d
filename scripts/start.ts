// `npm start`: Walletscope in a real VS Code (the server build, 1.100.3) on the demo workspace, talking to the local
// reference API. Prints the URL to open; rebuilds on change (reload the window to pick it up); Ctrl+C stops everything.
//   npm start -- --live            the real service (https://api.mobula.io); MOBULA_API_KEY, when set, becomes the API key
//   npm start -- --api <url>       any service with the same interface (a staging server, a reference server elsewhere)
//   npm start -- --hostile         the reference API in hostile mode: attack payloads in every string it sends
//   npm start -- --plan free       the reference key's plan and the window's walletscope.plan (free, startup, growth or
//                                  enterprise, the default: every feature); with --live or --api, your plan's setting
//   npm start -- --retire-v1       the reference API answers 404 on the v1 paths the service's SDK dropped (search,
//                                  multi-portfolio, history), as the service may any day; --v1-only: no v2 paths
//   npm start -- --move-after-ms N the reference API moves funds in the "Main" wallet N ms after Walletscope first asks for
//                                  it (default 60000, so an alert shows within two minutes of the window opening; 0: never;
//                                  more through its /__control/move)
//   npm start -- --wallets 1000   the demo's wallets and that many more (the reference API's crowd, up to 1,000): the
//                                  Wallets view, its refreshes and the pages at a fund's or whale watcher's scale
//   npm start -- --port 8090       VS Code's port (default 8090; 0 picks a free one)
//   npm start -- --vscode min      VS Code 1.90 instead
//   npm start -- --web             Walletscope's browser build in the web worker extension host, as on vscode.dev
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildExtension } from '../test/host/build';
import { Cleanup, killGroup, trackProcessGroup } from '../test/host/cleanup';
import { buildDevHook } from '../test/host/devHook/build';
import { DEV_API_KEY_ENV } from '../test/host/devHook/env';
import { DEMO_WALLETS } from '../test/host/demo';
import { join } from 'node:path';
import { DEMO_WORKSPACE, REPO_ROOT } from '../test/host/paths';
import { WEB_EXTENSION_KIND } from '../test/host/profile';
import { startReferenceApi } from '../test/host/referenceApi';
import { startSession } from '../test/host/session';
import { findTarget } from '../test/host/versions';
import { WALLETS } from '../test/server/server';
import { CROWD_SIZE, crowdWallets } from '../test/server/data/crowd';
import type { ServerPlan } from '../test/server/types';

const LIVE_API = 'https://api.mobula.io';
/** The demo moves funds in a watched wallet this long after Walletscope first asks for it: an alert within two minutes. */
const DEMO_MOVE_AFTER_MS = 60_000;
/** The plans the demo runs as (a custom plan needs its credits: set walletscope.monthlyCredits in the window). */
const DEMO_PLANS: readonly ServerPlan[] = ['free', 'startup', 'growth', 'enterprise'];

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  cleanup.exitOnSignals();
  try {
    const { values } = parseArgs({
      options: {
        live: { type: 'boolean' }, api: { type: 'string' }, hostile: { type: 'boolean' }, port: { type: 'string' }, vscode: { type: 'string' },
        plan: { type: 'string' }, 'no-watch': { type: 'boolean' }, web: { type: 'boolean' }, 'retire-v1': { type: 'boolean' }, 'v1-only': { type: 'boolean' },
        'move-after-ms': { type: 'string' }, wallets: { type: 'string' },
      },
    });
    const remote = values.live ? LIVE_API : values.api;
    if (remote !== undefined && !/^https?:\/\/\S+$/.test(remote)) throw new Error(`--api needs an http(s) URL, got "${remote}"`);
    const plan = values.plan ?? 'enterprise';
    if (!DEMO_PLANS.includes(plan as ServerPlan)) throw new Error(`--plan is one of ${DEMO_PLANS.join(', ')}, got "${plan}"`);
    if (values['retire-v1'] && values['v1-only']) throw new Error('--retire-v1 and --v1-only exclude each other');
    const generations = values['retire-v1'] ? 'retire-v1' : values['v1-only'] ? 'v1-only' : 'both';
    const moveAfterMs = Number(values['move-after-ms'] ?? DEMO_MOVE_AFTER_MS);
    if (!Number.isInteger(moveAfterMs) || moveAfterMs < 0) throw new Error(`--move-after-ms needs a whole number of ms, got "${values['move-after-ms']}"`);
    const crowd = Number(values.wallets ?? 0);
    if (!Number.isInteger(crowd) || crowd < 0 || crowd > CROWD_SIZE) throw new Error(`--wallets needs a whole number from 0 to ${CROWD_SIZE}, got "${values.wallets}"`);
    if (crowd > 0 && remote !== undefined) throw new Error('--wallets watches the reference API\'s crowd: not with --live or --api');
    await buildExtension();
    const extraExtensions: string[] = [];
    const env: Record<string, string> = {};
    let apiBaseUrl: string;
    if (remote !== undefined) {
      apiBaseUrl = remote;
      const key = process.env.MOBULA_API_KEY;
      if (key) {
        extraExtensions.push(await buildDevHook());
        env[DEV_API_KEY_ENV] = key;
      }
      console.log(`Requests go to ${remote} ${key ? 'with the key from MOBULA_API_KEY' : 'without an API key (set MOBULA_API_KEY to use yours)'}.`);
    } else {
      apiBaseUrl = (await startReferenceApi(cleanup, {
        hostile: values.hostile ?? false, plan: plan as ServerPlan, generations, ...(moveAfterMs > 0 ? { moveAfterMs } : {}),
      })).url;
      const paths = generations === 'both' ? '' : generations === 'retire-v1' ? ', v1 paths the SDK dropped answering 404' : ', v1 paths only';
      console.log(`Reference API${values.hostile ? ' in hostile mode' : ''} on the ${plan} plan${paths}: ${apiBaseUrl}  (wallets: ${Object.values(WALLETS).slice(0, 3).join(', ')}, ...)`);
      console.log(`  Its account: ${apiBaseUrl}/__control/credits; end the month's credits: curl -X POST ${apiBaseUrl}/__control/credits -d '{"exhaust":true}'`);
      if (moveAfterMs > 0) console.log(`  ${Math.round(moveAfterMs / 1000)} s after Walletscope first asks for "Main", it receives 2.5 ETH; move more: curl -X POST ${apiBaseUrl}/__control/move -d '{"preset":"whale-sells-usdc"}'`);
    }
    const session = await startSession({
      target: findTarget(values.vscode ?? 'latest'),
      // The offline demo opens with a few reference wallets watched, so the sidebar has something to show.
      settings: {
        'walletscope.apiBaseUrl': apiBaseUrl, ...(remote !== undefined && !values.plan ? {} : { 'walletscope.plan': plan }),
        ...(remote !== undefined ? {} : { 'walletscope.wallets': [...DEMO_WALLETS, ...crowdWallets(crowd)] }),
        // The demo's move a minute in shows as an alert at the next refresh: every minute here, so within two.
        ...(remote === undefined && moveAfterMs > 0 ? { 'walletscope.autoRefreshSeconds': 60 } : {}),
        ...(values.web ? WEB_EXTENSION_KIND : {}),
      },
      env,
      folder: DEMO_WORKSPACE,
      extraExtensions,
      port: Number(values.port ?? process.env.WALLETSCOPE_PORT ?? 8090),
      openBrowser: false,
    }, cleanup);
    if (!values['no-watch']) watchExtension(cleanup);
    console.log(`\nVS Code ${session.installed.vscodeVersion} is serving the demo workspace with Walletscope loaded${values.web ? ' in the browser (its web worker extension host, as on vscode.dev)' : ''}.`);
    console.log(`Open ${session.url}\n`);
    console.log('Source changes rebuild dist/ (reload the window: F1 → Developer: Reload Window). Ctrl+C stops everything.');
    const mcp = `node ${join(REPO_ROOT, 'dist/language-server.js')} --mcp`;
    console.log(`\nThe agent's tools over MCP against this demo (docs/agent.md): WALLETSCOPE_API_URL=${apiBaseUrl} ${mcp}`);
    console.log(`  Claude Code: claude mcp add walletscope-demo -e WALLETSCOPE_API_URL=${apiBaseUrl} -- ${mcp}`);
    const how = await session.server.whenExited();
    if (cleanup.started) return; // Ctrl+C: the cleanup stopped it
    console.error(`The VS Code server ${how}:\n${session.server.output().slice(-4_000)}`);
    process.exitCode = 1;
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
}

/** esbuild in watch mode, as a child in its own process group (stopped with everything else). */
function watchExtension(cleanup: Cleanup): void {
  const child = spawn(process.execPath, ['esbuild.mjs', '--watch'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const untrack = trackProcessGroup(child.pid!);
  cleanup.add('esbuild --watch', () => {
    killGroup(child.pid!, 'SIGTERM');
    untrack();
  });
}

void main();
