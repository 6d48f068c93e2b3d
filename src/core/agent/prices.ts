// What a tool's requests cost before they are asked: each operation's own price (../../api/operation), for the
// generation asked first; a chain-priced one at every chain's estimate.
import { ALL_CHAINS_ESTIMATE } from '../../api/credits/prices';
import type { Operation } from '../../api/operation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation's ask and answer
export function callPrice(op: Operation<any, any>): number {
  const endpoint = op.generations[op.prefers ?? (op.generations.current ? 'current' : 'v1')];
  if (!endpoint) return 1;
  const { credits, per } = endpoint.price;
  return per === 'call' || per === 'asset' ? credits : credits * ALL_CHAINS_ESTIMATE;
}
