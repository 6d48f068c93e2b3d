// CLI: `tsx test/server/main.ts [--port N] [--host H] [--api-key K] [--shape live|spec] [--latency MS] [--hostile] [--feed-tick-ms MS]
//   [--market-tick-ms MS] [--plan free|startup|growth|enterprise|custom] [--monthly-credits N] [--retire-v1 | --v1-only] [--move-after-ms MS]`
// Starts the reference API for demos and for test processes that cannot start it themselves.
import { parseArgs } from 'node:util';
import { startReferenceServer } from './server';
import { WALLETS } from './data/wallet-addresses';
import { SERVER_PLANS, type ServerPlan } from './account';
import type { ResponseShape } from './types';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

function nonNegativeInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) fail(`${name} must be a non-negative integer, got "${text}"`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' }, host: { type: 'string' }, 'api-key': { type: 'string' }, 'market-tick-ms': { type: 'string' },
      shape: { type: 'string' }, latency: { type: 'string' }, hostile: { type: 'boolean' }, 'feed-tick-ms': { type: 'string' },
      plan: { type: 'string' }, 'monthly-credits': { type: 'string' }, 'retire-v1': { type: 'boolean' }, 'v1-only': { type: 'boolean' },
      'move-after-ms': { type: 'string' }, help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write('Usage: tsx test/server/main.ts [--port N] [--host H] [--api-key K] [--shape live|spec] [--latency MS] [--hostile] [--feed-tick-ms MS] [--market-tick-ms MS]'
      + ` [--plan ${SERVER_PLANS.join('|')}] [--monthly-credits N] [--retire-v1 | --v1-only] [--move-after-ms MS]\n`);
    return;
  }
  const shape = values.shape ?? 'live';
  const feedTickMs = nonNegativeInt('--feed-tick-ms', values['feed-tick-ms']);
  if (feedTickMs === 0) fail('--feed-tick-ms must be at least 1');
  if (shape !== 'live' && shape !== 'spec') fail(`--shape must be live or spec, got "${shape}"`);
  const plan = values.plan ?? 'enterprise';
  if (!SERVER_PLANS.includes(plan as ServerPlan)) fail(`--plan must be one of ${SERVER_PLANS.join(', ')}, got "${plan}"`);
  if (values['retire-v1'] && values['v1-only']) fail('--retire-v1 and --v1-only exclude each other');
  const generations = values['retire-v1'] ? 'retire-v1' : values['v1-only'] ? 'v1-only' : 'both';
  const moveAfterMs = nonNegativeInt('--move-after-ms', values['move-after-ms']) || undefined; // 0: never
  const server = await startReferenceServer({
    generations,
    port: nonNegativeInt('--port', values.port ?? process.env.WALLETSCOPE_API_PORT) ?? 0,
    host: values.host ?? '127.0.0.1',
    apiKey: values['api-key'],
    shape: shape as ResponseShape,
    latencyMs: nonNegativeInt('--latency', values.latency),
    hostile: values.hostile ?? false,
    feedTickMs,
    marketTickMs: nonNegativeInt('--market-tick-ms', values['market-tick-ms']) || undefined,
    plan: plan as ServerPlan,
    monthlyCredits: nonNegativeInt('--monthly-credits', values['monthly-credits']),
    moveAfterMs,
  });
  process.stdout.write(`Reference API listening on ${server.url}${values.hostile ? ' (hostile mode: attack payloads in every string)' : ''}`
    + ` as the ${plan} plan${generations === 'both' ? '' : `, ${generations === 'retire-v1' ? 'v1 paths the SDK dropped answering 404' : 'v1 paths only'}`}\n`);
  if (moveAfterMs !== undefined) process.stdout.write(`${Math.round(moveAfterMs / 1000)} s after the first request naming it, the ordinary wallet receives 2.5 ETH from Binance 14 (the demo move)\n`);
  process.stdout.write(helpText(server.url, server.feedUrl, values['api-key']));

  const stop = (signal: string) => {
    process.stdout.write(`\n${signal}: stopping\n`);
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

function helpText(url: string, feedUrl: string, apiKey: string | undefined): string {
  const auth = apiKey ? ` -H 'Authorization: ${apiKey}'` : '';
  return [
    '',
    `Point the setting walletscope.apiBaseUrl at ${url}`,
    `Price feed (websocket): ${feedUrl}`,
    `  send {"type":"feed","authorization":"${apiKey ?? ''}","kind":"asset_ids","asset_ids":[100001,100002]}`,
    'Wallets:',
    ...Object.entries(WALLETS).map(([role, address]) => `  ${role.padEnd(13)} ${address}`),
    '  (vitalik.eth resolves to the "mixed" wallet)',
    'Try:',
    `  curl${auth} '${url}/api/1/wallet/portfolio?wallet=${WALLETS.multichain}&blockchains=base,arbitrum'`,
    `  curl${auth} '${url}/api/1/search?input=sol'`,
    `  curl${auth} '${url}/api/1/wallet/nfts?wallet=${WALLETS.whale}&page=2&pagination=true'`,
    `  curl${auth} '${url}/api/1/market/history?asset=ETH&period=1h&from=${Date.now() - 86_400_000}'`,
    `  curl${auth} '${url}/api/2/token/markets?address=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&chainId=evm:1'   # USDC's pools`,
    `  curl${auth} '${url}/api/2/wallet/activity?wallet=${WALLETS.ordinary}&limit=5'`,
    `  curl${auth} '${url}/api/1/wallet/history?wallet=${WALLETS.ordinary}&period=1d&from=${Date.now() - 30 * 86_400_000}'`,
    `  curl${auth} -X POST '${url}/api/1/wallet/labels' -d '{"walletAddresses":["0x28C6c06298d514Db089934071355E5743bf21d60"]}'`,
    'Move funds (portfolio, activity and history show it; presets: demo whale-sells-usdc main-pays-multichain solana-receives-sol):',
    `  curl -X POST '${url}/__control/move' -d '{"wallet":"ordinary","token":"ETH","amount":2.5}'   # negative: sent; "swapFor":"USDC": a swap`,
    'Inject a fault (kinds: latency rate-limit server-error bad-gateway-html malformed-json truncated oversized drop hang empty):',
    `  curl -X POST '${url}/__control/faults' -d '{"kind":"rate-limit","times":2,"retryAfterSeconds":5}'`,
    `  curl -X DELETE '${url}/__control/faults'      # clear faults`,
    `  curl '${url}/__control/requests'              # what clients sent`,
    'Credits (the key\'s account: plan, used this month, per path):',
    `  curl '${url}/__control/credits'`,
    `  curl -X POST '${url}/__control/credits' -d '{"exhaust":true}'   # or {"plan":"free"}, {"reset":true}`,
    'Feed faults (modes: normal refuse drop garbage silent):',
    `  curl -X POST '${url}/__control/feed' -d '{"mode":"drop","afterMessages":3}'`,
    `  curl '${url}/__control/feed'                  # connections, subscriptions, frames sent`,
    'Ctrl+C stops the server.',
    '',
  ].join('\n');
}

main().catch((error: unknown) => fail(`Reference API failed to start: ${String(error)}`));
