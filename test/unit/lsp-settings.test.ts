// The language server's settings (the extension's keys and package.json defaults) and where its API key
// may come from and go to.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contributes } from '../../package.json';
import { folderPaths, keyFor, loadApiKey } from '../../src/language-server/apiKey';
import { readSettings } from '../../src/language-server/settings';

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
});

describe('language server API key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ws-key-'));
  const file = join(dir, 'key');
  writeFileSync(file, 'file-key-123456\n');

  it('reads the environment first, then an absolute key file outside the workspace', () => {
    assert.equal(loadApiKey({ WALLETSCOPE_API_KEY: 'env-key-123456' }, file, []).key, 'env-key-123456');
    assert.equal(loadApiKey({}, file, []).key, 'file-key-123456');
    assert.match(loadApiKey({}, file, folderPaths([pathToFileURL(dir).href])).problem!, /inside the workspace/);
    assert.match(loadApiKey({}, 'key', []).problem!, /absolute/);
  });

  it('refuses a file that is not one key, such as a private key', () => {
    const pem = join(dir, 'id');
    writeFileSync(pem, '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n');
    assert.equal(loadApiKey({}, pem, []).key, undefined);
  });

  it('sends the key to its own origin only, and over http only to this computer', () => {
    assert.equal(keyFor('k', 'https://api.mobula.io', 'https://api.mobula.io/x'), 'k');
    assert.equal(keyFor('k', 'https://api.mobula.io', 'https://evil.example'), undefined);
    assert.equal(keyFor('k', 'http://example.com', 'http://example.com'), undefined);
    assert.equal(keyFor('k', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080/'), 'k');
  });
});
