// What a new user reads first says what is true: the service needs an API key (its docs: "All Mobula endpoints
// require an API key"), a free one comes from the dashboard, and the three first steps come in one order, the same
// in the Wallets view's welcome and in the README. No document (the README's details moved to docs/ and the others) says
// otherwise.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { API_KEY_URL } from '../../src/api/credits/plans';
import { findFiles } from '../host/files';
import { contributes } from '../../package.json';

const ROOT = path.join(__dirname, '..', '..');
const STEPS = ['walletscope.setApiKey', 'walletscope.addWallet', 'walletscope.searchAssets'];
/** What the service's free plan is not: no tier without a key, no optional key. */
const UNTRUE = /free tier|key is optional|optional API key|without (a|an API) key,? requests (use|work)/i;

const welcome = contributes.viewsWelcome.filter((entry) => entry.view === 'walletscope.wallets');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const firstSteps = /^## First steps\n([\s\S]*?)\n## /m.exec(readme)?.[1] ?? '';

describe('first-run texts', () => {
  it('the Wallets view\'s welcome shows Set API Key, Add Wallet and Search Assets as buttons, in that order', () => {
    // A line that is a single link is a button; the entries show in the order the manifest lists them.
    const buttons = welcome.flatMap((entry) => entry.contents.split('\n').flatMap((line) => /^\[[^\]]+\]\(command:([\w.]+)\)$/.exec(line)?.[1] ?? []));
    assert.deepEqual(buttons, STEPS);
  });

  it('asks for the key while none is set and no wallet is watched, and offers the other two until a wallet is', () => {
    const whenOf = (command: string) => welcome.find((entry) => entry.contents.includes(`(command:${command})`))?.when;
    assert.equal(whenOf('walletscope.setApiKey'), 'walletscope.walletCount == 0 && !walletscope.hasApiKey');
    assert.equal(whenOf('walletscope.addWallet'), 'walletscope.walletCount == 0');
    assert.equal(whenOf('walletscope.searchAssets'), 'walletscope.walletCount == 0');
  });

  it('says the key is needed, that a free one has 10,000 credits a month, and where to get it', () => {
    const keyStep = welcome.find((entry) => entry.contents.includes('(command:walletscope.setApiKey)'))!.contents;
    for (const text of [keyStep, firstSteps]) {
      assert.match(text, /needs (an API key|one)/, text);
      assert.match(text, /10,000 credits a month/, text);
      assert.ok(text.includes(`](${API_KEY_URL})`), `links the dashboard: ${text}`);
    }
  });

  it('the README leads with the same three steps, in the same order', () => {
    const order = [/\*\*Set API Key\*\*/, /\*\*Add Wallet\*\*/, /\*\*Search Assets\*\*/].map((step) => firstSteps.search(step));
    assert.ok(order.every((at) => at >= 0), `README "## First steps": ${firstSteps}`);
    assert.deepEqual(order, [...order].sort((a, b) => a - b));
    assert.ok(readme.indexOf('## First steps') < readme.indexOf('## What it does'), 'before the feature tour');
    assert.match(firstSteps, /hover a token address/);
  });

  it('no welcome, document or source text claims the key is optional or a free tier without one', () => {
    const documents = ['CONTRIBUTING.md', 'SECURITY.md', 'language-server/README.md', ...findFiles(path.join(ROOT, 'docs'), '.md').map((file) => path.relative(ROOT, file))]
      .filter((file) => file !== path.join('docs', 'development-log.md')); // history: it quotes the old welcome to say what changed
    const texts: [string, string][] = [
      ...contributes.viewsWelcome.map((entry): [string, string] => [`viewsWelcome ${entry.view}`, entry.contents]),
      ['README.md', readme],
      ...documents.map((file): [string, string] => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
      ...findFiles(path.join(ROOT, 'src'), '.ts').map((file): [string, string] => [path.relative(ROOT, file), fs.readFileSync(file, 'utf8')]),
    ];
    assert.deepEqual(texts.filter(([, text]) => UNTRUE.test(text)).map(([where, text]) => `${where}: ${UNTRUE.exec(text)![0]}`), []);
  });
});
