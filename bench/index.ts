// `npm run bench`: figures for the goals in the issues, printed as a table. No pass/fail here.
import * as esbuild from 'esbuild';
import { startReferenceServer } from '../test/server/server';
import { loadShippedClient, measureClientOverhead } from './clientOverhead';
import { benchActivation, benchVsix, benchWebActivation } from './hostFigures';
import { benchHover } from './hover';
import { benchWalletRefresh, benchWhaleRows } from './wallets';
import { buildShipped } from './shipped';

import { buildExtensionBundles, type ExtensionBundles } from '../test/host/extensionBundles';
// @ts-expect-error: plain ESM build script without type declarations
import { desktopStartBuildOptions, nodeFetchBuildOptions } from '../esbuild.mjs';

const BUNDLE_GOAL_KB = 150;
const WEB_BUNDLE_GOAL_KB = 200;
const OVERHEAD_GOAL = 1.1;
const ROUNDS = 1000;

async function main(): Promise<void> {
  const scripts = await buildExtensionBundles();
  // package.json's "main" is dist/start.js, which compiles dist/extension.js and its chunk with the code cache.
  const start = await esbuild.build({ ...desktopStartBuildOptions(true), write: false });
  const startBytes = start.outputFiles!.find((f) => f.path.endsWith('/start.js'))!.contents.length;
  console.log(`bundle  what activation loads (production): ${((startBytes + scripts.bytesOf('extension.js')) / 1024).toFixed(1)} KB (goal <= ${BUNDLE_GOAL_KB} KB): `
    + `dist/start.js ${(startBytes / 1024).toFixed(1)}, and dist/extension.js with its chunk, ${loads(scripts, ['extension.js'])}`);
  console.log(`bundle  dist/node-fetch.js (production, loaded on the first request): ${await bundleKb(nodeFetchBuildOptions(true))} KB`);
  console.log(`bundle  dist/hover-feature.js with its chunks (production, loaded on the first hover over an address): ${loads(scripts, ['hover-feature.js'])}`);
  console.log(`bundle  dist/asset-feature.js with its chunks (production, loaded on the first asset page, search or Discover Tokens): ${loads(scripts, ['asset-feature.js'])}`);
  console.log(`bundle  dist/price-feed.js with its chunks (production, loaded when a price is first followed): ${loads(scripts, ['price-feed.js'])}`);
  console.log(`bundle  the browser build at activation (production, dist/web/extension.js fetches web-main.js and its chunk): ${loads(scripts, ['web/extension.js', 'web-main.js'])} `
    + `(goal < ${WEB_BUNDLE_GOAL_KB} KB)`);
  for (const line of await (await import('./detect')).benchDetect()) console.log(line);
  const hostile = await buildShipped('hostileMain.ts');
  try {
    process.stdout.write(hostile.run());
  } finally {
    hostile.dispose();
  }
  const { ranIn } = await import('./hostile');
  for (const line of await (await import('./hostileRoundTwo')).benchHostileRoundTwo()) console.log(ranIn('the sources under tsx', line));

  const server = await startReferenceServer();
  try {
    const api = `${server.url}/api/1`;
    const shipped = await loadShippedClient();
    const cases = [
      await measureClientOverhead(shipped, server, 'search "usd"', ROUNDS, (c) => shipped.searchAssets(c, 'usd'), `${api}/search?input=usd&name=usd`),
      await measureClientOverhead(shipped, server, 'metadata USDC', ROUNDS, (c) => c.getAssetMetadata('USD Coin'), `${api}/metadata?asset=USD+Coin`),
    ];
    for (const r of cases) {
      console.log(
        `client  ${r.label.padEnd(16)} bare fetch ${r.bareMedianMs.toFixed(3)} ms, client ${r.clientMedianMs.toFixed(3)} ms, ` +
          `ratio ${r.ratio.toFixed(2)}x (goal <= ${OVERHEAD_GOAL}x; medians of ${ROUNDS}, alternating; the production build)`,
      );
    }
    for (const line of [...(await benchWalletRefresh(server)), ...(await benchWhaleRows(server))]) console.log(line);
    for (const line of await benchHover(server)) console.log(line);
    for (const line of await (await import('./search')).benchSearchTyping(server)) console.log(line);
    for (const line of await (await import('./languageServer')).benchLanguageServer(server)) console.log(line);
    for (const line of await (await import('./agent')).benchAgentTools(server)) console.log(line);
  } finally {
    await server.close();
  }
  for (const line of (await import('./alertsCompare')).benchAlertsCompare()) console.log(line);
  for (const line of await (await import('./scale')).benchScale()) console.log(line);
  for (const line of await (await import('./streamFlood')).benchStreamFlood()) console.log(line);
  for (const line of await (await import('./live')).benchLive()) console.log(line);
  for (const line of await (await import('./marketFrames')).benchMarketFrames()) console.log(line);
  for (const line of await (await import('./chartPaint')).benchChartPaint()) console.log(line);
  for (const line of await (await import('./overview')).benchOverview()) console.log(line);
  for (const line of await (await import('./poolPaint')).benchPoolPaint()) console.log(line);
  for (const line of await (await import('./walletPaint')).benchWalletPaint()) console.log(line);
  for (const line of await (await import('./credits')).benchCredits()) console.log(line);
  for (const line of benchVsix()) console.log(line);
  for (const line of await benchActivation()) console.log(line);
  for (const line of await benchWebActivation()) console.log(line);
}

/** What loading these files reads: their size with every chunk they require, in KB, and each file's. */
function loads(scripts: ExtensionBundles, files: string[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const names = scripts.scriptsOf(...files);
  return `${kb(scripts.bytesOf(...files))} KB in ${names.length} files (${names.map((name) => `${name} ${kb(Buffer.byteLength(scripts.files.get(name)!))}`).join(', ')})`;
}

/** A bundle's size in KB, built in memory so a development build left in dist/ cannot skew the figure. */
async function bundleKb(options: esbuild.BuildOptions): Promise<string> {
  const built = await esbuild.build({ ...options, write: false });
  return ((built.outputFiles?.[0]?.contents.length ?? 0) / 1024).toFixed(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
