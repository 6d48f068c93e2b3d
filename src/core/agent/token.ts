// get_token: one token, by address or by name: price, 24h change, market figures, its top pools, risk flags, links.
import * as z from 'zod/mini';
import { metadataOperation } from '../../api/holdingsOperations';
import { getTokenPools, poolsOperation } from '../../api/markets/requests';
import { tokenPriceOperation } from '../../api/priceOperations';
import { feedTargetOf, targetKey } from '../../api/priceTarget';
import { searchOperation } from '../../api/search';
import type { Pool } from '../../api/markets/types';
import type { Asset } from '../../api/types';
import { chainNameOf } from '../../detect/chains';
import { checksumStatus, toChecksumAddress } from '../../detect';
import { formatChange, formatPrice, formatUsdCompact } from '../../format/numbers';
import { safeHttpUrl } from '../../format/url';
import { safeAgentText } from '../../format/safeText';
import { callPrice } from './prices';
import { askedText, chainField, confirmCredits, contractOn, findByName, readToken, tokenField } from './resolve';
import { tokenRisks } from './risks';
import { tool, type AnswerRow, type ToolCall } from './tool';

const TOP_POOLS = 3;

export const getToken = tool({
  name: 'get_token',
  title: 'Walletscope: token',
  description: 'Walletscope crypto token lookup: a token by contract address (EVM, Solana, Tron; the chain is found if not given) or by name '
    + 'or symbol. Returns its price, 24h change, market cap, liquidity, 24h volume, top 3 pools, risk flags and links. Use it to '
    + 'check whether a token is what it claims, liquid or risky. Costs about 3 credits (8 by name); 0 when kept.',
  input: z.object({ token: tokenField, chain: chainField, confirmCredits }),
  price: (input, host) => (readToken(input.token, input.chain).kind === 'name' ? callPrice(searchOperation, host.client) : 0)
    + callPrice(metadataOperation, host.client) + callPrice(tokenPriceOperation, host.client) + callPrice(poolsOperation, host.client),
  async answer(input, call) {
    const ask = readToken(input.token, input.chain);
    call.progress('Looking the token up');
    const asset = await lookUp(ask, call);
    if (!asset) {
      return { status: 'not-found', rows: [], lines: [`No token ${askedText(ask)} is known to the service${ask.chain ? ` on ${safeAgentText(ask.chain, 40)}` : ''}. `
        + (ask.kind === 'address' ? 'It may be a pool (get_pool) or a wallet (get_wallet).' : 'Try search_tokens with fewer words.')] };
    }
    call.progress('Reading its price and pools');
    const contract = contractOn(asset, ask.chain);
    const target = feedTargetOf(asset);
    const [quote, pools] = await Promise.all([
      target ? call.host.client.getPrices([target], call.options).then((q) => q.get(targetKey(target)), () => undefined) : undefined,
      contract ? getTokenPools(call.host.client, contract, call.options).catch(() => undefined) : undefined,
    ]);
    const price = quote?.priceUsd ?? asset.price;
    const checksum = ask.kind === 'address' && ask.found.family === 'evm' ? checksumStatus(ask.found.address) : undefined;
    const risks = tokenRisks(asset, pools?.pools, call.host.now());
    const lines = [
      `${safeAgentText(asset.name, 60)} (${safeAgentText(asset.symbol, 20)})${contract ? ` on ${safeAgentText(chainNameOf(contract.blockchain), 40)}, ${safeAgentText(contract.address, 64)}` : ''}`,
      [price !== undefined ? `Price ${formatPrice(price)}` : 'No price', quote?.change24hPercent !== undefined ? `24h ${formatChange(quote.change24hPercent)}` : undefined,
        figure('market cap', asset.marketCap), figure('liquidity', asset.liquidity), figure('24h volume', asset.volume)].filter(Boolean).join(' · '),
      ...(checksum === 'invalid' ? [`The address's checksum is wrong: the checksummed form is ${toChecksumAddress(ask.kind === 'address' ? ask.found.address : '')}.`] : []),
      ...(asset.contracts.length > 1 ? [`Also on: ${asset.contracts.filter((c) => c !== contract).slice(0, 4).map((c) => `${safeAgentText(chainNameOf(c.blockchain), 30)} ${safeAgentText(c.address, 64)}`).join('; ')}`] : []),
      ...poolLines(pools?.pools ?? [], pools === undefined),
      risks.length ? `Risk flags: ${risks.join('; ')}` : 'Risk flags: none of Walletscope\'s checks (look-alike name, thin liquidity, new listing) fired.',
      ...linkLine(asset),
    ];
    return { lines, rows: [row(asset, contract, price, quote?.change24hPercent, risks)] };
  },
});

async function lookUp(ask: ReturnType<typeof readToken>, call: ToolCall): Promise<Asset | undefined> {
  const { client } = call.host;
  if (ask.kind === 'address') return client.getAssetMetadata(ask.found.address, { ...call.options, blockchain: ask.chain });
  const hit = await findByName(client, ask.text, ask.chain, call.options);
  const contract = hit && contractOn(hit, ask.chain);
  if (!hit || !contract) return undefined;
  return (await client.getAssetMetadata(contract.address, { ...call.options, blockchain: contract.blockchain })) ?? undefined;
}

function figure(name: string, value: number | undefined): string | undefined {
  return value !== undefined && Number.isFinite(value) ? `${name} ${formatUsdCompact(value)}` : undefined;
}

function poolLines(pools: readonly Pool[], failed: boolean): string[] {
  if (failed) return ['Pools: the service did not list them this time.'];
  if (!pools.length) return ['Pools: none listed.'];
  return [`Top pools: ${pools.slice(0, TOP_POOLS).map((p) => `${safeAgentText(p.base.symbol ?? '?', 20)}/${safeAgentText(p.quote.symbol ?? '?', 20)} on `
    + `${safeAgentText(p.exchange.name ?? 'an exchange', 30)} (${safeAgentText(chainNameOf(p.blockchain), 30)}), ${[figure('liquidity', p.liquidityUSD), figure('24h volume', p.windows['24h']?.volumeUSD)].filter(Boolean).join(', ') || 'no figures'}, ${safeAgentText(p.address, 64)}`).join('; ')}`];
}

function linkLine(asset: Asset): string[] {
  const links = ([['website', asset.website], ['X', asset.twitter], ['Telegram', asset.telegram], ['audit', asset.audit]] as const)
    .map(([name, url]) => [name, url && safeHttpUrl(url)] as const).filter(([, url]) => url).map(([name, url]) => `${name} ${safeAgentText(String(url), 120)}`);
  return links.length ? [`Links (from the service, unchecked): ${links.join(', ')}`] : [];
}

function row(asset: Asset, contract: Asset['contracts'][number] | undefined, price: number | undefined, change: number | undefined, risks: readonly string[]): AnswerRow {
  return {
    name: safeAgentText(asset.name, 60), symbol: safeAgentText(asset.symbol, 20), chain: contract ? safeAgentText(contract.blockchain, 40) : null,
    address: contract ? safeAgentText(contract.address, 64) : null, priceUsd: price ?? null, change24hPercent: change ?? null, marketCapUsd: asset.marketCap ?? null,
    liquidityUsd: asset.liquidity ?? null, volume24hUsd: asset.volume ?? null, risks: risks.join('; '),
  };
}
