// The catalogue of operations (src/api/operation): each path of the service is written once in src/, in its
// operation's declaration; every declared endpoint is answered by the reference server, by the method the client uses.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATIONS, ROUTES, type OperationName } from '../../src/api/catalogue';
import { API_ROUTES } from '../server/api-routes';
import { POST_ROUTES } from '../server/server';
import { V2_ROUTES } from '../server/v2-routes';

const SRC = join(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const fullPath = (path: string) => (path.startsWith('/api/') ? path : `/api/1${path}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const endpoints = OPERATIONS.flatMap((op) => Object.values(op.generations).map((e) => ({ op, ...e })));

describe('the catalogue of operations', () => {
  it('writes each path of the service once in src/: in its operation\'s declaration', () => {
    const texts = sources(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const twice: string[] = [];
    for (const { path } of endpoints) {
      const full = fullPath(path), short = full.replace(/^\/api\/1/, '');
      // The full path anywhere (code or comment), or a v1 path written short in quotes.
      const written = new RegExp(`${escape(full)}(?![\\w/-])|(?<![\\w/-])['"\`]${escape(short)}['"\`]`, 'g');
      const places = texts.flatMap(({ file, text }) => (text.match(written) ?? []).map(() => file.slice(SRC.length + 1)));
      if (places.length !== 1) twice.push(`${full} is written in ${places.join(', ') || 'no file'}`);
    }
    assert.deepEqual(twice, []);
  });

  it('names each operation and route once, and declares both generations\' preference only where both exist', () => {
    const names: OperationName[] = OPERATIONS.map((op) => op.name);
    const all = [...names, ...ROUTES.map((r) => r.name)];
    assert.equal(new Set(all).size, all.length, 'no name twice');
    for (const op of OPERATIONS) {
      const both = op.generations.current !== undefined && op.generations.v1 !== undefined;
      assert.equal(op.prefers !== undefined, both, `${op.name}: a preference exactly when both generations have it`);
    }
  });

  it('has every declared endpoint answered by the reference server, by the method the client uses', () => {
    for (const e of endpoints) {
      const routes: Readonly<Record<string, unknown>> = e.body ? POST_ROUTES : { ...API_ROUTES, ...V2_ROUTES };
      assert.ok(fullPath(e.path) in routes, `${e.op.name}: ${e.body ? 'POST' : 'GET'} ${e.path}`);
    }
  });
});
