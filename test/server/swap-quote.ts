// GET /api/2/swap/quoting in the live shapes of SwapQuotingQuerySchema and SwapQuotingOutput (v2/swap): a
// read-only quote routed by swap-route.ts at the curve's prices. The transaction it must carry is a harmless
// placeholder (a zero-value self-transfer with no data on EVM, bytes that are no transaction on Solana), so
// signing it by mistake moves nothing. A token pair with no pool path answers 200 with `error` and a
// `data` of only `requestId`, as the schema describes routing failures.
import { realAsset } from './data/catalogue';
import { chainInfo, resolveChain } from './data/chains';
import { sha256Hex } from './data/deterministic';
import type { ChainName } from './data/types';
import { type ApiHandler, badRequest, ok } from './http-util';
import { type Side, sameAddress, usdPrice } from './pool-model';
import { bestRoute, EVM_NATIVE, type Hop, SOLANA_NATIVE, tokenOn } from './swap-route';
import { toRawUnits } from './units';

/** With slippage "auto" the router picks; this is what the reference reports it picked. */
const AUTO_SLIPPAGE = 0.5;
const NATIVE_SYMBOL: Partial<Record<ChainName, string>> = { Ethereum: 'ETH', Base: 'ETH', Arbitrum: 'ETH', 'BNB Smart Chain (BEP20)': 'BNB', Solana: 'SOL' };

/** Raw integer text back to a plain decimal, trailing zeros dropped ("1500000", 6 -> "1.5"). */
function fromRaw(raw: string, decimals: number): string {
  const digits = raw.padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals), fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** TokenInfo as asked: a native placeholder keeps its address and shows the native coin, not its wrapper. */
function tokenInfo(chain: ChainName, asked: string, side: Side): Record<string, unknown> {
  const native = sameAddress(asked, EVM_NATIVE) || asked === SOLANA_NATIVE ? realAsset(NATIVE_SYMBOL[chain]!) : undefined;
  if (native) return { address: asked, name: native.name, symbol: native.symbol, decimals: chain === 'Solana' ? 9 : 18, logo: native.logo };
  return { address: side.address, name: side.name, symbol: side.symbol, decimals: side.decimals, logo: side.asset.logo };
}

function hopRecord(hop: Hop): Record<string, unknown> {
  const info = (s: Side) => ({ address: s.address, name: s.name, symbol: s.symbol, decimals: s.decimals, logo: s.asset.logo });
  return {
    poolAddress: hop.pool.address, tokenIn: info(hop.tokenIn), tokenOut: info(hop.tokenOut),
    amountInTokens: toRawUnits(hop.amountIn, hop.tokenIn.decimals), amountOutTokens: toRawUnits(hop.amountOut, hop.tokenOut.decimals),
    exchange: hop.pool.exchange, poolType: hop.pool.kind, feePercentage: hop.feePercent, feeBps: Math.round(hop.feePercent * 100),
  };
}

function placeholderTransaction(chain: ChainName, wallet: string): Record<string, unknown> {
  const { evmChainId } = chainInfo(chain);
  if (evmChainId === null) {
    const serialized = Buffer.from('reference server quote: not a transaction').toString('base64');
    return { solana: { transaction: { serialized, variant: 'versioned' }, lastValidBlockHeight: 0 } };
  }
  return { evm: { transaction: { to: wallet, from: wallet, data: '0x', value: '0', chainId: evmChainId } } };
}

/** A number parameter in [min, max] as SwapQuotingQuerySchema reads it, undefined when absent, or the 400 message. */
function numberParam(query: URLSearchParams, name: string, min: number, max: number, exclusiveMin = false): number | undefined | string {
  const text = query.get(name)?.trim();
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && (exclusiveMin ? value > min : value >= min) && value <= max ? value : `${name} must be a number from ${min} to ${max}, got "${text}"`;
}

export const swapQuoting: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const chainText = query.get('chainId')?.trim() || query.get('blockchain')?.trim();
  if (!chainText) return badRequest('chainId is required');
  const chain = resolveChain(chainText);
  if (!chain) return badRequest(`Unknown chainId: ${chainText}`);
  const [tokenIn, tokenOut, wallet] = ['tokenIn', 'tokenOut', 'walletAddress'].map((n) => query.get(n)?.trim() ?? '');
  if (!tokenIn) return badRequest('tokenIn is required');
  if (!tokenOut) return badRequest('tokenOut is required');
  if (!wallet) return badRequest('walletAddress is required');
  const slippageText = query.get('slippage')?.trim() || 'auto';
  const slippage = slippageText.toLowerCase() === 'auto' ? AUTO_SLIPPAGE : numberParam(query, 'slippage', 0, 100);
  if (typeof slippage !== 'number') return badRequest("Slippage must be 'auto' or between 0 and 100");
  const maxImpact = numberParam(query, 'maxMarketImpactPercentage', 0, 100);
  if (typeof maxImpact === 'string') return badRequest('maxMarketImpactPercentage must be between 0 and 100');
  const given = ['amount', 'amountRaw', 'amountUSD'].filter((n) => query.get(n)?.trim());
  if (given.length !== 1) return badRequest('Exactly one of amount, amountRaw, or amountUSD must be provided');
  const amountText = query.get(given[0]!)!.trim();
  if (given[0] === 'amount' && !(/^\d*\.?\d+$/.test(amountText) && /[1-9]/.test(amountText))) return badRequest('Amount must be a positive decimal number');
  if (given[0] === 'amountRaw' && !/^0*[1-9]\d*$/.test(amountText)) return badRequest('amountRaw must be a positive integer string');
  const usd = given[0] === 'amountUSD' ? numberParam(query, 'amountUSD', 0, Number.MAX_VALUE, true) : undefined;
  if (typeof usd === 'string') return badRequest('amountUSD must be a positive number');
  if (sameAddress(tokenIn, tokenOut)) return badRequest('tokenIn and tokenOut must be different tokens');

  const requestId = uuidFrom(`${query.toString()}|${now}`);
  const inSide = tokenOn(chain, tokenIn), outSide = tokenOn(chain, tokenOut);
  const noRoute = () => ok({ data: { requestId }, error: `No route found from ${tokenIn} to ${tokenOut} on ${chain}` });
  if (!inSide || !outSide || inSide === outSide) return noRoute();
  const amountIn = usd !== undefined ? usd / usdPrice(inSide.asset, now, anchorMs)
    : given[0] === 'amountRaw' ? Number(amountText) / 10 ** inSide.decimals : Number(amountText);
  const route = bestRoute(chain, inSide, outSide, amountIn, now, anchorMs);
  if (!route) return noRoute();
  if (maxImpact !== undefined && route.impactPercent > maxImpact) {
    return badRequest(`marketImpactPercentage ${route.impactPercent.toFixed(4)} exceeds maxMarketImpactPercentage ${maxImpact}`);
  }
  return ok({
    data: {
      amountOutTokens: fromRaw(toRawUnits(route.amountOut, outSide.decimals), outSide.decimals), slippagePercentage: slippage,
      amountInUSD: route.usdIn, amountOutUSD: route.usdOut, marketImpactPercentage: route.impactPercent, poolFeesPercentage: route.feePercent,
      tokenIn: tokenInfo(chain, tokenIn, inSide), tokenOut: tokenInfo(chain, tokenOut, outSide), requestId,
      details: { route: { hops: route.hops.map(hopRecord), totalFeePercentage: route.feePercent, aggregator: 'mobula' }, aggregator: 'mobula' },
      ...placeholderTransaction(chain, wallet),
    },
  });
};

function uuidFrom(label: string): string {
  const h = sha256Hex(label);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
