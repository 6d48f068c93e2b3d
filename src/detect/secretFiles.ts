// Files that hold secrets: their text is never looked up with the service. A 32-byte base58 word in a
// .env file may well be a private key, and a hover would send it to the service like any address.

const SECRET_NAMES = [
  /^\.env(?!.*\.[cm]?[jt]s$)(\.[\w.-]+)?$/i, // .env, .env.local, .env.production; not a .env.ts module
  /\.(pem|key|p12|pfx|jks|keystore|asc|gpg)$/i,
  /^id_(rsa|dsa|ecdsa|ed25519)(?!\.pub$)/i, // SSH private keys, not the .pub halves
  /^UTC--\d{4}-\d\d-\d\dT.*--[0-9a-f]{40}(\.json)?$/i, // geth/web3 keystores
  /keystore.*\.json$/i,
  /^(secrets?|credentials?)(\..*)?$/i,
  /^\.?(npmrc|netrc|pgpass)$/i,
];

/** Whether a file's name says it holds secrets (`path` may be a full path or URI path, either separator). */
export function isSecretFile(path: string): boolean {
  const name = path.split(/[\\/]/).pop() ?? '';
  return SECRET_NAMES.some((pattern) => pattern.test(name));
}
