// Which answers the service may have billed. Its price list charges for answers; it does not say a failed one is free,
// and a body cut short in transit was sent (and billed) whole. So: any 2xx, whatever becomes of its body, and any other
// answer whose own figures say it cost something. A request that got no answer (refused connection, timeout before the
// status) was not billed; a browser cannot see a refused cross-origin answer, see transport/web.ts.
import type { ServiceFigures } from './serviceFigures';

export function mayBeBilled(status: number, figures: ServiceFigures | undefined): boolean {
  return (status >= 200 && status < 300) || (figures?.cost !== undefined && figures.cost > 0);
}
