import assert from 'node:assert/strict';
import { extractServerMessage } from '../../src/api/transport/serverMessage';

describe('extractServerMessage', () => {
  it('reads {error} and {message} bodies', () => {
    assert.equal(extractServerMessage('{"error":"Missing asset"}', 'application/json'), 'Missing asset');
    assert.equal(extractServerMessage('{"message":"Unauthorized"}', 'application/json'), 'Unauthorized');
    assert.equal(extractServerMessage('{"error":{"message":"Quota exceeded"}}', undefined), 'Quota exceeded');
  });

  it('reads the title of an HTML error page, not its markup', () => {
    const page = '<html><head><title>502 Bad Gateway</title><style>h1{}</style></head><body><h1>nginx</h1></body></html>';
    assert.equal(extractServerMessage(page, 'text/html'), '502 Bad Gateway');
    assert.equal(extractServerMessage('<html><body><h1>Service &amp; stuff down</h1></body></html>', 'text/html'), 'Service & stuff down');
  });

  it('keeps plain text short and printable', () => {
    assert.equal(extractServerMessage('  upstream\n\ttimed out\u0007 ', 'text/plain'), 'upstream timed out');
    const long = extractServerMessage('x'.repeat(1000), 'text/plain');
    assert.equal(long?.length, 200);
    assert.ok(long?.endsWith('…'));
  });

  it('gives nothing for empty bodies or JSON without a message', () => {
    assert.equal(extractServerMessage('', 'application/json'), undefined);
    assert.equal(extractServerMessage('{"status":500}', 'application/json'), undefined);
  });
});
