// The language server's settings (the extension's keys and package.json defaults) and where its API key
// may come from and go to.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { contributes } from '../../package.json';
import { folderPaths, keyFor, keyServiceUrl, loadApiKey } from '../../src/language-server/apiKey';
import { isBuiltInExplorer } from '../../src/format/explorers';
import { readServerSettings, readSettings, USER_KEYS } from '../../src/language-server/settings';
import { runFolder } from '../tempFolders';
// @ts-expect-error: plain ESM build script without type declarations
import { languageServerBuildOptions } from '../../esbuild.mjs';

const ROOT = resolve(__dirname, '../..');

describe('language server settings', () => {
  it('uses the extension\'s defaults from package.json', () => {
    const s = readSettings();
    const props = contributes.configuration.properties;
    assert.equal(s.apiBaseUrl, props['walletscope.apiBaseUrl'].default);
    assert.equal(s.requestTimeoutMs, props['walletscope.requestTimeoutMs'].default);
    assert.equal(s.maxFileSizeBytes, props['walletscope.maxFileSizeKb'].default * 1024);
    assert.equal(s.inlineInfo, false);
    assert.equal(s.completion, false);
    assert.equal(s.checksumDiagnostics, true);
  });

  it('reads nested, dotted and prefixed keys; later sources win; bad values fall back; numbers are clamped', () => {
    const s = readSettings(
      { walletscope: { hover: { enabled: false }, requestTimeoutMs: 5, remoteImages: 'none' } },
      { 'hover.excludedLanguages': ['log', 3], 'walletscope.inlineInfo': true, remoteImages: 'everything', explorers: { Base: 'ftp://x/{address}' } },
    );
    assert.equal(s.hoverEnabled, false);
    assert.equal(s.requestTimeoutMs, 1000, 'clamped to the minimum');
    assert.deepEqual(s.hoverExcludedLanguages, ['log']);
    assert.equal(s.inlineInfo, true);
    assert.equal(s.remoteImages, 'none', 'an unknown choice does not override');
    assert.deepEqual(s.explorers, {});
  });

  it('reads the same in the server\'s bundle, which carries only the settings\' types, defaults, limits, choices and scopes', async () => {
    const bundle = join(runFolder('ws-settings-'), 'settings.js');
    const options = languageServerBuildOptions(false) as esbuild.BuildOptions;
    await esbuild.build({ ...options, outdir: undefined, entryPoints: [resolve(ROOT, 'src/language-server/settings.ts')], outfile: bundle, absWorkingDir: ROOT, logLevel: 'error' });
    const code = readFileSync(bundle, 'utf8');
    assert.doesNotMatch(code, /markdownDescription|\bcommands:/, 'no descriptions or commands in the bundle');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(bundle) as typeof import('../../src/language-server/settings');
    const bundled = loaded.readSettings;
    const cases: unknown[][] = [
      [],
      [{ walletscope: { requestTimeoutMs: 5, maxFileSizeKb: 1e9, cacheTtlSeconds: -1, remoteImages: 'everything', hover: { enabled: 'yes' } } }],
      [{ requestTimeoutMs: 1e9, remoteImages: 'none', 'hover.excludedLanguages': ['log'], inlineInfo: true, checksumDiagnostics: false }],
      [{ remoteImages: 'none' }, { remoteImages: 'everything' }], // an unknown choice leaves the earlier one
    ];
    for (const sources of cases) assert.deepEqual(bundled(...sources), readSettings(...sources), JSON.stringify(sources));
    assert.deepEqual([...loaded.USER_KEYS].sort(), [...USER_KEYS].sort(), 'the same keys are the user\'s alone');
    for (const sources of cases) assert.deepEqual(loaded.readServerSettings([], sources), readServerSettings([], sources), JSON.stringify(sources));
  });
});

describe('language server API key', () => {
  const dir = runFolder('ws-key-');
  const file = join(dir, 'key');
  writeFileSync(file, 'file-key-123456\n');

  it('reads WALLETSCOPE_API_KEY first, then the absolute key file WALLETSCOPE_API_KEY_FILE names, outside the workspace', () => {
    assert.equal(loadApiKey({ WALLETSCOPE_API_KEY: 'env-key-123456', WALLETSCOPE_API_KEY_FILE: file }, []).key, 'env-key-123456');
    assert.equal(loadApiKey({ WALLETSCOPE_API_KEY_FILE: file }, []).key, 'file-key-123456');
    assert.match(loadApiKey({ WALLETSCOPE_API_KEY_FILE: file }, folderPaths([pathToFileURL(dir).href])).problem!, /inside the workspace/);
    assert.match(loadApiKey({ WALLETSCOPE_API_KEY_FILE: 'key' }, []).problem!, /absolute/);
    assert.deepEqual(loadApiKey({}, []), { key: undefined });
  });

  it('refuses a file that is not one key, such as a private key', () => {
    const pem = join(dir, 'id');
    writeFileSync(pem, '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n');
    assert.equal(loadApiKey({ WALLETSCOPE_API_KEY_FILE: pem }, []).key, undefined);
  });

  it('has no key file setting: the key file comes from the environment only', () => {
    assert.ok(!('apiKeyFile' in readSettings({ walletscope: { languageServer: { apiKeyFile: file } } })));
  });

  it('keys the service WALLETSCOPE_API_URL names, else the default API', () => {
    assert.equal(keyServiceUrl({ WALLETSCOPE_API_URL: ' http://127.0.0.1:9/ ' }, 'https://api.mobula.io'), 'http://127.0.0.1:9/');
    assert.equal(keyServiceUrl({ WALLETSCOPE_API_URL: '' }, 'https://api.mobula.io'), 'https://api.mobula.io');
  });

  it('takes the API base URL from the server\'s default unless a client sets a non-blank one', () => {
    assert.equal(readSettings({ apiBaseUrl: 'http://127.0.0.1:9' }).apiBaseUrl, 'http://127.0.0.1:9');
    assert.equal(readSettings({ apiBaseUrl: 'http://127.0.0.1:9' }, { walletscope: { apiBaseUrl: ' ' } }).apiBaseUrl, 'http://127.0.0.1:9');
    assert.equal(readSettings({ apiBaseUrl: 'http://127.0.0.1:9' }, { walletscope: { apiBaseUrl: 'https://x.example' } }).apiBaseUrl, 'https://x.example');
  });

  it('sends the key to its own origin only, and over http only to this computer', () => {
    assert.equal(keyFor('k', 'https://api.mobula.io', 'https://api.mobula.io/x'), 'k');
    assert.equal(keyFor('k', 'https://api.mobula.io', 'https://evil.example'), undefined);
    assert.equal(keyFor('k', 'http://example.com', 'http://example.com'), undefined);
    assert.equal(keyFor('k', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080/'), 'k');
  });
});

describe('explorer templates a project may name', () => {
  it('are the built-in explorers over https, and nothing that only looks like one', () => {
    assert.ok(isBuiltInExplorer('https://etherscan.io/token/{address}'));
    assert.ok(isBuiltInExplorer('https://solscan.io/account/{address}?cluster=devnet'));
    for (const template of [
      'http://etherscan.io/token/{address}', 'https://etherscan.io.evil.example/token/{address}', 'https://etherscan.io@evil.example/{address}',
      'https://user@etherscan.io/token/{address}', 'https://evil.example/{address}?etherscan.io', 'https://etherscan.io:8443/token/{address}', 'not a url {address}',
    ]) assert.ok(!isBuiltInExplorer(template), template);
  });
});
