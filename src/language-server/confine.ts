// What a client's settings may not choose. Helix, Zed and Emacs fill initializationOptions and workspace/configuration
// from files inside the project, so a cloned repository could otherwise choose where hovered addresses go (with the
// user's IP) and where explorer links lead (a look-alike of Etherscan). The API's origin, and any explorer beyond the
// built-in ones, come from the server's environment; a client may name only that origin (any path on it) and the
// built-in explorers. This is what VS Code's machine scope does for the extension. The keys that spend credits or decide
// requests (USER_KEYS in settings.ts) a client cannot set at all: the user sets them in their own file (userConfig.ts).
import { originOf } from '../api/transport/keyPolicy';
import { explorerTemplates } from '../core/settings';
import { isBuiltInExplorer } from '../format/explorers';
import { safeLabel } from '../format/safeText';
import { API_URL_ENV } from './apiKey';
import { SECTION, type ServerSettings } from './settings';
import { CONFIG_ENV } from './userConfig';

/** JSON, chain name → URL template with `{address}`: explorers of the user's own choosing (a Blockscout, say). */
export const EXPLORERS_ENV = 'WALLETSCOPE_EXPLORERS';

/** What only the server's environment decides. */
export interface ServerOwn {
  readonly apiBaseUrl: string;
  readonly explorers: Readonly<Record<string, string>>;
}

/** The explorers WALLETSCOPE_EXPLORERS names, and why it was not read when it could not be. */
export function explorersFromEnv(env: NodeJS.ProcessEnv): { explorers: Readonly<Record<string, string>>; problem?: string } {
  const raw = env[EXPLORERS_ENV]?.trim();
  if (!raw) return { explorers: {} };
  try {
    return { explorers: explorerTemplates(JSON.parse(raw)) };
  } catch {
    return { explorers: {}, problem: `${EXPLORERS_ENV} is not a JSON object of chain names and URL templates` };
  }
}

/** The settings with what a client may not choose set back to the server's own, and one line per value refused. */
export function confine(settings: ServerSettings, own: ServerOwn): { settings: ServerSettings; refused: string[] } {
  const refused: string[] = [];
  let apiBaseUrl = settings.apiBaseUrl;
  if (originOf(apiBaseUrl) !== originOf(own.apiBaseUrl)) {
    refused.push(`walletscope.apiBaseUrl from the editor names ${originOf(apiBaseUrl) ?? 'an address that is not an http(s) URL'}: ignored. `
      + `The server asks only ${originOf(own.apiBaseUrl)}, which only ${API_URL_ENV} in its environment can change.`);
    apiBaseUrl = own.apiBaseUrl;
  }
  const ownChains = new Set(Object.keys(own.explorers).map((chain) => chain.toLowerCase()));
  const explorers: Record<string, string> = {};
  for (const [chain, template] of Object.entries(settings.explorers)) {
    if (ownChains.has(chain.toLowerCase())) continue;
    if (isBuiltInExplorer(template)) explorers[chain] = template;
    else refused.push(`walletscope.explorers from the editor sends "${safeLabel(chain, 40)}" links to ${hostOf(template)}: ignored. `
      + `Links go to the built-in explorers, or to those ${EXPLORERS_ENV} names in the server's environment.`);
  }
  return { settings: { ...settings, apiBaseUrl, explorers: { ...explorers, ...own.explorers } }, refused };
}

/** What the user is told when a client set `key`, one of the user's own keys: where they set it instead. */
export function userKeyRefusal(key: string, configPath: string | undefined): string {
  const where = configPath ? `your own settings file, ${configPath}` : `the settings file ${CONFIG_ENV} names`;
  return `${SECTION}.${key} from the editor: ignored. `
    + `The server takes it only from ${where}, never from a project's settings: it spends your API credits or decides requests.`;
}

function hostOf(template: string): string {
  try {
    return safeLabel(new URL(template.split('{address}').join('x')).host, 100) || 'another site';
  } catch {
    return 'another site';
  }
}
