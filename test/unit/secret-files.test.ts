// Files whose text is never sent to the service: where a 32-byte base58 word may be a private key.
import assert from 'node:assert/strict';
import { isSecretFile } from '../../src/detect';

describe('files that hold secrets', () => {
  it('knows env files, keys, SSH private keys and keystores, by name in any folder', () => {
    for (const path of [
      '/work/app/.env', '/work/app/.env.local', 'C:\\app\\.env.production', '/k/server.pem', '/k/wallet.key', '/home/u/.ssh/id_ed25519',
      '/home/u/.ssh/id_rsa', '/keys/UTC--2024-01-02T03-04-05.000Z--7cdcec1688b3c228619f35b18c8328d473186720', '/a/my-keystore.json',
      '/a/secrets.json', '/a/credentials', '/home/u/.npmrc',
    ]) assert.equal(isSecretFile(path), true, path);
  });

  it('leaves ordinary source, config and public keys alone', () => {
    for (const path of ['/a/src/index.ts', '/a/contracts/Token.sol', '/a/.env.ts', '/a/environment.json', '/home/u/.ssh/id_ed25519.pub', '/a/keys.ts', '/a/tokens.json', '/a/README.md']) {
      assert.equal(isSecretFile(path), false, path);
    }
  });
});
