// Where the client remembers which generation of the service's paths each origin answered: in globalState,
// so a restart does not probe a missing path again (../api/transport/routes re-checks after a day).
import type * as vscode from 'vscode';
import type { RememberedRoutes, RouteStore } from '../api/transport/routes';

export const ROUTES_KEY = 'walletscope.serviceRoutes';

export function mementoStore(memento: vscode.Memento, key: string): RouteStore {
  return {
    read: () => memento.get<unknown>(key),
    write: (value: RememberedRoutes) => void memento.update(key, value),
  };
}
