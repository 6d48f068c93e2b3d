// The API key goes only where the user said: its own origin, https or this computer.
import assert from 'node:assert/strict';
import { isLoopbackUrl, keyDecision, originOf, sameOrigin } from '../../src/api/transport/keyPolicy';

describe('where the API key may go', () => {
  const approved = new Set(['https://api.mobula.io', 'http://127.0.0.1:39170']);

  it('sends it to an approved origin only, port and scheme included', () => {
    assert.equal(keyDecision('https://api.mobula.io', approved), 'send');
    assert.equal(keyDecision('https://api.mobula.io/', approved), 'send');
    assert.equal(keyDecision('https://api.mobula.io:8443', approved), 'ask');
    assert.equal(keyDecision('https://api.mobula.io.evil.example', approved), 'ask');
    assert.equal(keyDecision('https://collector.example', approved), 'ask');
  });

  it('never sends it over plain http except to this computer', () => {
    assert.equal(keyDecision('http://api.mobula.io', new Set(['http://api.mobula.io'])), 'never');
    assert.equal(keyDecision('http://127.0.0.1:39170', approved), 'send');
    assert.equal(keyDecision('http://localhost:4000', new Set(['http://localhost:4000'])), 'send');
    assert.equal(keyDecision('http://[::1]:4000', new Set()), 'ask');
    assert.equal(keyDecision('http://10.0.0.5', new Set(['http://10.0.0.5'])), 'never');
    assert.equal(keyDecision('javascript:alert(1)', approved), 'never');
  });

  it('knows origins and loopback addresses', () => {
    assert.equal(originOf('https://API.mobula.io/api/1/search?x'), 'https://api.mobula.io');
    assert.equal(isLoopbackUrl('http://127.8.9.10:1'), true);
    assert.equal(isLoopbackUrl('http://127.0.0.1.nip.io'), false);
    assert.equal(sameOrigin('https://a.example/x', 'https://a.example:443/y'), true);
    assert.equal(sameOrigin('https://a.example/x', 'http://a.example/x'), false);
    assert.equal(sameOrigin('https://a.example/x', 'https://a.example:8443/x'), false);
  });
});
