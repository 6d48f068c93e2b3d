// Untrusted HTML and error bodies: the one linear scanner keeps today's plain-text results, finishes fast on
// inputs built to make regexes backtrack, and no error text ever carries the API key a server echoed.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletAssetClient, type RequestLogEntry } from '../../src/api/client';
import { InvalidResponseError } from '../../src/api/transport/errors';
import { htmlHeadline, htmlToText } from '../../src/api/transport/htmlText';
import { redactKey } from '../../src/api/transport/keyPolicy';
import { extractServerMessage } from '../../src/api/transport/serverMessage';
import { FAST_RETRY } from './helpers';
import { searchAssets } from '../../src/api/search';

const DESCRIPTION = { keepParagraphs: true, maxInputChars: 100_000 };
const BOUND_MS = 200; // the goal is 100 ms; twice that so a loaded machine does not fail the test

/** A flat copy, so timings measure the scanner, not flattening a repeat() rope. */
const flat = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

function fast<T>(label: string, run: () => T): T {
  const started = performance.now();
  const result = run();
  const ms = performance.now() - started;
  assert.ok(ms < BOUND_MS, `${label} took ${ms.toFixed(0)} ms`);
  return result;
}

describe('htmlToText', () => {
  it('reduces an HTML description to plain text as plainText did', () => {
    assert.equal(htmlToText('<p>Line one</p><p>Line <b>two</b> &amp; more</p><script>evil()</script>', DESCRIPTION), 'Line one\nLine two & more');
    assert.equal(htmlToText('a &lt;b&gt; c', DESCRIPTION), 'a <b> c');
  });

  it('keeps paragraphs as line breaks, at most one blank line, and trims spaces around them', () => {
    assert.equal(htmlToText('a<br>b<BR/>  <br />c\n\n\n\n  d', DESCRIPTION), 'a\nb\n\nc\n\nd');
    assert.equal(htmlToText('<h2>Risks</h2><ul><li>one</li><li>two</li></ul><div>end</div>', DESCRIPTION), 'Risks\none\ntwo\nend');
    assert.equal(htmlToText('  wide \t\t gap  ', DESCRIPTION), 'wide gap');
    assert.equal(htmlToText('a<br>b\nc', { ...DESCRIPTION, keepParagraphs: false }), 'a b c');
  });

  it('drops script and style content in any case, unterminated ones to the end', () => {
    assert.equal(htmlToText('a<STYLE type="x">p{}</style >b<Script>x()</SCRIPT>c', DESCRIPTION), 'a b c');
    assert.equal(htmlToText('before<script>steal(document.cookie)', DESCRIPTION), 'before');
    assert.equal(htmlToText('<scripts>kept</scripts>', DESCRIPTION), 'kept');
  });

  it('decodes entities once, numeric ones only to valid printable code points', () => {
    assert.equal(htmlToText('&quot;&#39;&apos;&#65;&#x42;&#X63;', DESCRIPTION), '"\'\'ABc');
    assert.equal(htmlToText('&amp;lt;b&amp;gt;', DESCRIPTION), '&lt;b&gt;');
    assert.equal(htmlToText('a&#0;&#x1b;&#127;&#x9f;&#xD800;&#1114112;b', DESCRIPTION), 'ab');
    assert.equal(htmlToText('a&nbsp;&nbsp;b&#10;c', DESCRIPTION), 'a b c');
    assert.equal(htmlToText('&copy; & &#; &#x; &amp', DESCRIPTION), '&copy; & &#; &#x; &amp');
    assert.equal(htmlToText('&#x1F600;', DESCRIPTION), '😀');
  });

  it('leaves text that only looks like markup, and drops control characters', () => {
    assert.equal(htmlToText('if a < b and c<d then', DESCRIPTION), 'if a < b and c<d then');
    assert.equal(htmlToText('Hello <b>world', DESCRIPTION), 'Hello world');
    assert.equal(htmlToText('ok<!-- hidden -->ay <!DOCTYPE html><?xml x?>', DESCRIPTION), 'okay');
    assert.equal(htmlToText('bell\u0007 and\u0000 nul\u009b', DESCRIPTION), 'bell and nul');
  });

  it('reads no more than maxInputChars, never splitting a surrogate pair', () => {
    assert.equal(htmlToText('abcdefgh', { ...DESCRIPTION, maxInputChars: 5 }), 'abcde');
    assert.equal(htmlToText('ab😀', { ...DESCRIPTION, maxInputChars: 3 }), 'ab');
  });
});

describe('htmlHeadline', () => {
  it('gives the title, else the first h1, as text', () => {
    assert.equal(htmlHeadline('<TITLE lang="en">502 &amp; <b>down</b></title><h1>nginx</h1>', 1000), '502 & down');
    assert.equal(htmlHeadline('<title> </title><h1 class="x">Service\n down</h1><h1>second</h1>', 1000), 'Service down');
    assert.equal(htmlHeadline('<p>no headline</p><title>unclosed', 1000), undefined);
  });
});

describe('extractServerMessage with the new scanner', () => {
  it('keeps the results of its existing tests', () => {
    assert.equal(extractServerMessage('{"error":"Missing asset"}', 'application/json'), 'Missing asset');
    assert.equal(extractServerMessage('{"message":"Unauthorized"}', 'application/json'), 'Unauthorized');
    assert.equal(extractServerMessage('{"error":{"message":"Quota exceeded"}}', undefined), 'Quota exceeded');
    const page = '<html><head><title>502 Bad Gateway</title><style>h1{}</style></head><body><h1>nginx</h1></body></html>';
    assert.equal(extractServerMessage(page, 'text/html'), '502 Bad Gateway');
    assert.equal(extractServerMessage('<html><body><h1>Service &amp; stuff down</h1></body></html>', 'text/html'), 'Service & stuff down');
    assert.equal(extractServerMessage('  upstream\n\ttimed out\u0007 ', 'text/plain'), 'upstream timed out');
    assert.equal(extractServerMessage('x'.repeat(1000), 'text/plain')?.length, 200);
    assert.equal(extractServerMessage('', 'application/json'), undefined);
    assert.equal(extractServerMessage('{"status":500}', 'application/json'), undefined);
  });

  it('reads a page without title or h1 as text, without scripts or tags', () => {
    assert.equal(extractServerMessage('<body><p>Down for<br>maintenance</p><script>x()</script></body>', 'text/html'), 'Down for maintenance');
  });
});

describe('hostile bodies finish fast with sane text', () => {
  it('200,000 "<"', () => {
    const body = flat('<'.repeat(200_000));
    assert.equal(fast('description', () => htmlToText(body, DESCRIPTION)), '<'.repeat(100_000));
    assert.equal(fast('error page', () => extractServerMessage(body, 'text/html')), `${'<'.repeat(199)}…`);
  });

  it('"<script" and "<script>" repeated 10,000 times', () => {
    const open = flat('<script'.repeat(10_000));
    const closed = flat(`shown${'<script>'.repeat(10_000)}`);
    assert.equal(fast('unclosed tags', () => extractServerMessage(open, 'text/html')), `${'<script'.repeat(29).slice(0, 199)}…`);
    assert.equal(fast('unclosed elements', () => extractServerMessage(closed, 'text/html')), 'shown');
    assert.equal(fast('description', () => htmlToText(closed, DESCRIPTION)), 'shown');
  });

  it('64 KB of "<!--"', () => {
    const body = flat(`shown${'<!--'.repeat(16_384)}`);
    assert.equal(fast('error page', () => extractServerMessage(body, 'text/html')), 'shown');
    assert.equal(fast('description', () => htmlToText(body, DESCRIPTION)), 'shown');
  });

  it('unterminated tags and attributes', () => {
    const prefix = '<p>ok</p><div class="';
    const attribute = flat(`${prefix}${'x'.repeat(1_000_000)}`);
    assert.equal(fast('long attribute', () => htmlToText(attribute, DESCRIPTION)), `ok\n<div class="${'x'.repeat(100_000 - prefix.length)}`);
    const many = flat('<a <b <title <h1 '.repeat(100_000));
    assert.match(fast('error page', () => extractServerMessage(many, 'text/html')) ?? '', /^<a <b <title <h1 <a/);
  });

  it('10 MB of "&amp;"', () => {
    const body = flat('&amp;'.repeat(2 * 1024 * 1024));
    assert.equal(fast('description', () => htmlToText(body, DESCRIPTION)), '&'.repeat(20_000));
    assert.equal(fast('error page', () => extractServerMessage(body, 'text/html')), `${'&'.repeat(199)}…`);
  });
});

describe('a 2xx body that is not JSON', () => {
  const key = 'wsk_live_4f7a9c2e1b8d6a53';
  const bodies: Record<string, (auth: string) => string> = {
    leading: (auth) => `${auth} is your key`,
    html: (auth) => `<html><body>Welcome ${auth}</body></html>`,
    'cut-json': (auth) => `{"echo":"${auth}"`,
  };

  it('never shows the API key the server echoed, in the error or the request log', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers.authorization ?? '');
      const input = new URL(req.url ?? '/', 'http://x').searchParams.get('input') ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(bodies[input]?.(req.headers.authorization ?? '') ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const log: RequestLogEntry[] = [];
      const client = new WalletAssetClient(() => ({ baseUrl, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: key, apiVersion: '1' as const }), { retry: FAST_RETRY, onRequest: (e) => log.push(e) });
      for (const name of Object.keys(bodies)) {
        await assert.rejects(searchAssets(client, name), (e: unknown) =>
          e instanceof InvalidResponseError && /not valid JSON/.test(e.message) && !e.message.includes(key.slice(0, 8)));
      }
      assert.deepEqual(seen, Object.keys(bodies).map(() => key), 'the server did receive the key');
      assert.equal(log.length, Object.keys(bodies).length);
      for (const entry of log) assert.ok(entry.error && !entry.error.message.includes(key.slice(0, 8)), entry.error?.message);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('an error body that echoes the key where a cut goes through it', () => {
  const key = 'wsk_live_4f7a9c2e1b8d6a53q8Zt1';
  /** Each escape hides the key from the raw body; each padding puts a 200-character cut inside it. */
  const jsonEscaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  const bodies: Record<string, (auth: string) => { type: string; body: string }> = {
    plain: (auth) => ({ type: 'text/plain', body: `${'x'.repeat(170)} ${auth} more` }),
    json: (auth) => ({ type: 'application/json', body: JSON.stringify({ error: `${'x'.repeat(180)} ${auth}` }) }),
    'json-escaped': (auth) => ({ type: 'application/json', body: `{"error":"${'y'.repeat(190)} ${jsonEscaped(auth)}"}` }),
    'html-entities': (auth) => ({ type: 'text/html', body: `<title>${'z'.repeat(175)} ${[...auth].map((c) => `&#${c.charCodeAt(0)};`).join('')}</title>` }),
  };

  it('keeps no piece of the key in the message: it is removed first, then the message is shortened', async () => {
    const server = createServer((req, res) => {
      const made = bodies[new URL(req.url ?? '/', 'http://x').searchParams.get('input') ?? '']?.(String(req.headers.authorization));
      res.writeHead(400, { 'content-type': made?.type ?? 'text/plain' });
      res.end(made?.body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const client = new WalletAssetClient(() => ({ baseUrl, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: key, apiVersion: '1' as const }), { retry: FAST_RETRY });
      for (const name of Object.keys(bodies)) {
        const error = await searchAssets(client, name).then(() => undefined, (e: Error) => e);
        assert.ok(error, name);
        for (let n = 4; n <= key.length; n++) {
          assert.ok(!error.message.includes(key.slice(0, n)) && !error.message.includes(key.slice(key.length - n)), `${name}: ${n} characters of the key in ${error.message}`);
        }
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('removes a piece of the key left at either end of a cut, and the whole key anywhere', () => {
    assert.equal(redactKey(`message ${key.slice(0, 29)}`, key), 'message ***');
    assert.equal(redactKey(`${key.slice(9)} rest`, key), '*** rest');
    assert.equal(redactKey(`a ${key} b ${key} c`, key), 'a *** b *** c');
    assert.equal(redactKey('an ordinary message', key), 'an ordinary message');
  });
});
