// The language server's settings that spend credits or decide requests (settings.ts USER_KEYS) are the user's: a
// client's initializationOptions and workspace/configuration (which Helix, Zed and Emacs fill from files inside the
// project) cannot set them; the user's own settings file (userConfig.ts) and environment do.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contributes } from '../../package.json';
import { USER_KEYS } from '../../src/language-server/settings';
import { ServerState } from '../../src/language-server/state';
import { loadUserConfig, userConfigPath } from '../../src/language-server/userConfig';

/** What a project's .helix/languages.toml (initializationOptions) or .zed/settings.json (workspace/configuration) can say. */
const PROJECT = { walletscope: { inlineInfo: true, cacheTtlSeconds: 0, requestTimeoutMs: 120_000, maxFileSizeKb: 100_000, languageServer: { completion: true }, plan: 'enterprise' } };
const defaults = contributes.configuration.properties;

describe('language server: the user\'s own settings', () => {
  let dir: string;
  let project: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'walletscope-user-'));
    project = join(dir, 'project');
    mkdirSync(project);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A server state started on `project`, with what it logged and what it told the user. */
  function started(env: NodeJS.ProcessEnv, initializationOptions?: unknown) {
    const log: string[] = [];
    const told: string[] = [];
    const state = new ServerState({ HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), ...env }, (line) => log.push(line), '0.0.0', (line) => told.push(line));
    state.start({ initializationOptions, rootUri: pathToFileURL(project).href });
    return { state, log, told };
  }

  function userFile(settings: unknown, path = join(dir, 'config', 'walletscope', 'language-server.json')): string {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, typeof settings === 'string' ? settings : JSON.stringify(settings));
    return path;
  }

  it('are what package.json scopes application or machine, with the timeout, the file-size limit and completion', () => {
    for (const key of ['inlineInfo', 'cacheTtlSeconds', 'apiVersion', 'plan', 'monthlyCredits', 'remoteImages', 'requestTimeoutMs', 'maxFileSizeKb', 'languageServer.completion']) {
      assert.ok(USER_KEYS.has(key), key);
    }
    for (const key of ['hover.enabled', 'hover.excludedLanguages', 'checksumDiagnostics']) assert.ok(!USER_KEYS.has(key), key);
    assert.ok(!USER_KEYS.has('apiBaseUrl') && !USER_KEYS.has('explorers'), 'confined to what the environment allows instead (confine.ts)');
  });

  it('a project\'s settings cannot turn inline notes on, set the cache to 0 or change the limits: each is ignored, said once, naming the user\'s file', () => {
    const { state, told } = started({}, PROJECT);
    state.update(PROJECT);
    state.update({ ...PROJECT.walletscope, 'hover.enabled': false }); // workspace/configuration, as Zed sends the section
    const s = state.settings;
    assert.equal(s.inlineInfo, false);
    assert.equal(s.cacheTtlSeconds, defaults['walletscope.cacheTtlSeconds'].default);
    assert.equal(s.requestTimeoutMs, defaults['walletscope.requestTimeoutMs'].default);
    assert.equal(s.maxFileSizeBytes, defaults['walletscope.maxFileSizeKb'].default * 1024);
    assert.equal(s.completion, false);
    assert.equal(s.plan, 'free');
    assert.equal(s.hoverEnabled, false, 'a client still chooses what is not the user\'s alone');
    const file = join(dir, 'config', 'walletscope', 'language-server.json');
    assert.deepEqual(told.map((line) => line.split(':')[0]).sort(), [
      'walletscope.cacheTtlSeconds from the editor', 'walletscope.inlineInfo from the editor', 'walletscope.languageServer.completion from the editor',
      'walletscope.maxFileSizeKb from the editor', 'walletscope.plan from the editor', 'walletscope.requestTimeoutMs from the editor',
    ]);
    assert.ok(told.every((line) => line.includes(file)), told.join('\n'));
  });

  it('the user\'s settings file turns them on, nested or dotted, and a project cannot turn them off again', () => {
    userFile({ walletscope: { inlineInfo: true, cacheTtlSeconds: 0, 'languageServer.completion': true, plan: 'growth' } });
    const { state, told, log } = started({}, { walletscope: { inlineInfo: false, cacheTtlSeconds: 600 } });
    assert.equal(state.settings.inlineInfo, true);
    assert.equal(state.settings.cacheTtlSeconds, 0);
    assert.equal(state.settings.completion, true);
    assert.equal(state.settings.plan, 'growth');
    assert.equal(told.length, 2, told.join('\n'));
    assert.ok(log.some((line) => line.endsWith(join(dir, 'config', 'walletscope', 'language-server.json'))), log.join('\n'));
    state.update({ inlineInfo: true }); // the same as the user's: nothing to say
    assert.equal(told.length, 2);
  });

  it('reads the file WALLETSCOPE_CONFIG names, and WALLETSCOPE_API_VERSION over the file', () => {
    const file = userFile({ inlineInfo: true, apiVersion: '2' }, join(dir, 'elsewhere', 'ws.json'));
    assert.equal(started({ WALLETSCOPE_CONFIG: file }).state.settings.inlineInfo, true);
    assert.equal(started({ WALLETSCOPE_CONFIG: file }).state.settings.apiVersion, '2');
    assert.equal(started({ WALLETSCOPE_CONFIG: file, WALLETSCOPE_API_VERSION: '1' }).state.settings.apiVersion, '1');
    assert.equal(started({}, { apiVersion: '1' }).state.settings.apiVersion, 'auto', 'not a client\'s');
  });

  it('refuses a settings file inside the workspace, one too large, and one that is not JSON, saying why', () => {
    const inside = userFile({ inlineInfo: true }, join(project, '.walletscope.json'));
    const refused = started({ WALLETSCOPE_CONFIG: inside });
    assert.equal(refused.state.settings.inlineInfo, false);
    assert.match(refused.told.join('\n'), /inside the workspace/);
    const big = userFile(JSON.stringify({ inlineInfo: true, pad: 'x'.repeat(70_000) }), join(dir, 'big.json'));
    assert.match(loadUserConfig(big, []).problems.join(), /larger than 64 KB/);
    assert.match(loadUserConfig(userFile('{ "inlineInfo": tru', join(dir, 'bad.json')), []).problems.join(), /not JSON/);
    assert.match(loadUserConfig(userFile('[true]', join(dir, 'list.json')), []).problems.join(), /not a JSON object/);
    assert.match(loadUserConfig(dir, []).problems.join(), /not a file/);
    assert.deepEqual(loadUserConfig(join(dir, 'missing.json'), []), { path: join(dir, 'missing.json'), settings: undefined, problems: [] });
    assert.match(started({ WALLETSCOPE_CONFIG: 'relative.json' }).told.join(), /must be an absolute path/);
  });

  it('leaves the API\'s address and the explorers to the environment', () => {
    const config = loadUserConfig(userFile({ walletscope: { apiBaseUrl: 'https://evil.example', explorers: { Ethereum: 'https://evil.example/{address}' }, inlineInfo: true } }), []);
    assert.deepEqual(config.settings, { inlineInfo: true });
    assert.equal(config.problems.length, 2);
  });

  it('lives in the per-user config folder', () => {
    assert.equal(userConfigPath({}, 'linux', '/home/a'), '/home/a/.config/walletscope/language-server.json');
    assert.equal(userConfigPath({ XDG_CONFIG_HOME: '/x/config' }, 'linux', '/home/a'), '/x/config/walletscope/language-server.json');
    assert.equal(userConfigPath({ XDG_CONFIG_HOME: 'relative' }, 'darwin', '/Users/a'), '/Users/a/.config/walletscope/language-server.json');
    assert.equal(userConfigPath({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a'), 'C:\\Users\\a\\AppData\\Roaming\\walletscope\\language-server.json');
    assert.equal(userConfigPath({ WALLETSCOPE_CONFIG: '/etc/ws.json' }, 'linux', '/home/a'), '/etc/ws.json');
    assert.equal(userConfigPath({ WALLETSCOPE_CONFIG: 'ws.json' }, 'linux', '/home/a'), undefined);
    assert.equal(userConfigPath({}, 'linux', undefined), undefined);
  });
});
