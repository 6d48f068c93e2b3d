// A stray `.only` cannot pass: every mocha this project runs has forbidOnly set, always (not only in CI). Each runner is
// run for real, in a child process, on a spec holding an `it.only`: the unit and language-server tests as
// `npm run test:unit` runs them (.mocharc.json), the integration runner (test/integration/mochaOptions.ts, the options
// index.ts gives mocha inside the extension host) and the UI test runner (test/e2e/mochaOptions.ts, scripts/run-e2e.ts).
// Without forbidOnly the same spec runs its one `.only` test and passes: that is what the option stops.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const FORBIDDEN = '`.only` forbidden by --forbid-only';
const SPEC = `describe('a suite with a stray .only', () => {
  it('a test the .only leaves out', () => { throw new Error('not run'); });
  it.only('the one test left', () => {});
});
`;

/** The mocha runners built in code: the options each passes to `new Mocha(...)`, and where. */
const IN_CODE_RUNNERS = [
  { runner: 'test/integration/index.ts', module: 'test/integration/mochaOptions.ts', build: 'integrationMochaOptions' },
  { runner: 'scripts/run-e2e.ts', module: 'test/e2e/mochaOptions.ts', build: 'e2eMochaOptions' },
] as const;

interface Run {
  readonly code: number;
  readonly output: string;
}

function run(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** Builds a mocha with a runner's options (as exported; forbidOnly dropped when asked) and runs the spec with it. */
const DRIVER = `
const Mocha = require('mocha');
const options = require(process.env.OPTIONS_MODULE)[process.env.OPTIONS_BUILD]({});
if (process.env.DROP_FORBID_ONLY) delete options.forbidOnly;
const mocha = new Mocha(options);
mocha.addFile(process.env.SPEC_FILE);
mocha.run((failures) => { process.exitCode = failures ? 1 : 0; });
`;

function runInCode(runner: (typeof IN_CODE_RUNNERS)[number], spec: string, dropForbidOnly = false): Promise<Run> {
  return run(['--import', 'tsx', '-e', DRIVER], {
    OPTIONS_MODULE: join(ROOT, runner.module), OPTIONS_BUILD: runner.build, SPEC_FILE: spec, DROP_FORBID_ONLY: dropForbidOnly ? '1' : '',
  });
}

/** `npm run test:unit` (its arguments, on the project's .mocharc.json) with only the spec list swapped for the stray `.only`. */
function runUnitConfig(dir: string, spec: string, dropForbidOnly = false): Promise<Run> {
  const config = JSON.parse(readFileSync(join(ROOT, '.mocharc.json'), 'utf8')) as Record<string, unknown>;
  if (dropForbidOnly) {
    delete config['forbid-only'];
    delete config.forbidOnly;
  }
  const file = join(dir, dropForbidOnly ? 'mocharc-without.json' : 'mocharc.json');
  writeFileSync(file, JSON.stringify({ ...config, spec: [spec] }));
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['test:unit'];
  const [command, ...args] = script?.split(/\s+/) ?? [];
  assert.equal(command, 'mocha', `test:unit runs mocha: ${script}`);
  return run([join(ROOT, 'node_modules', 'mocha', 'bin', 'mocha.js'), ...args, '--config', file]);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.[cm]?[jt]s$/.test(name) ? [path] : [];
  });
}

describe('a stray .only fails every mocha run', function () {
  this.timeout(120_000);
  let dir: string;
  let spec: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'walletscope-forbid-only-'));
    spec = join(dir, 'stray-only.test.js');
    writeFileSync(spec, SPEC);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('the unit and language-server tests (.mocharc.json, as npm run test:unit runs them)', async () => {
    const forbidden = await runUnitConfig(dir, spec);
    assert.notEqual(forbidden.code, 0, forbidden.output);
    assert.ok(forbidden.output.includes(FORBIDDEN), forbidden.output);
    // The same run without the option: green, with one test of two run. What forbid-only is there to stop.
    const allowed = await runUnitConfig(dir, spec, true);
    assert.equal(allowed.code, 0, allowed.output);
    assert.match(allowed.output, /1 passing/);
  });

  for (const runner of IN_CODE_RUNNERS) {
    it(`${runner.runner} (the options from ${runner.module})`, async () => {
      const forbidden = await runInCode(runner, spec);
      assert.notEqual(forbidden.code, 0, forbidden.output);
      assert.ok(forbidden.output.includes(FORBIDDEN), forbidden.output);
    });
  }

  it('the in-code runs are told apart by forbidOnly alone: without it the same spec passes', async () => {
    const allowed = await runInCode(IN_CODE_RUNNERS[0], spec, true);
    assert.equal(allowed.code, 0, allowed.output);
    assert.match(allowed.output, /1 passing/);
  });

  it('every mocha built in code takes its options from one of those modules', () => {
    const self = relative(ROOT, __filename);
    const builders = new Set<string>(IN_CODE_RUNNERS.map((r) => r.build));
    const found: string[] = [];
    for (const folder of ['scripts', 'test', 'bench', 'language-server']) {
      for (const file of sourceFiles(join(ROOT, folder))) {
        const name = relative(ROOT, file);
        if (name === self) continue;
        for (const match of readFileSync(file, 'utf8').matchAll(/\bnew\s+Mocha\s*\(\s*([\w$]*)/g)) {
          assert.ok(builders.has(match[1]!), `${name} builds a mocha with options of its own (new Mocha(${match[1]}…)): take them from a tested module`);
          found.push(`${name} ${match[1]}`);
        }
      }
    }
    assert.deepEqual(found.sort(), IN_CODE_RUNNERS.map((r) => `${r.runner} ${r.build}`).sort());
  });

  it('.mocharc.json is the only mocha configuration (another file or a "mocha" key in package.json would take over)', () => {
    const configs = readdirSync(ROOT).filter((name) => /^\.mocharc\./.test(name));
    assert.deepEqual(configs, ['.mocharc.json']);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(pkg.mocha, undefined);
  });
});
