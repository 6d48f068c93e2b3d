// What a tool's requests cost before they are asked: each operation's own price (../../api/operation), for the
// generation the client asks first now (the setting's, the one remembered for the service, else the preferred); a
// chain-priced one at every chain's estimate. A fallback after a failed first try may cost more; it is rare.
import type { ServiceRequests } from '../../api/serviceRequests';
import { ALL_CHAINS_ESTIMATE } from '../../api/credits/prices';
import type { Operation } from '../../api/operation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation's ask and answer
export function callPrice(op: Operation<any, any>, client: Pick<ServiceRequests, 'asksFirst'>): number {
  const endpoint = op.generations[client.asksFirst(op)];
  if (!endpoint) return 1;
  const { credits, per } = endpoint.price;
  return per === 'call' || per === 'asset' ? credits : credits * ALL_CHAINS_ESTIMATE;
}
