// Checksum warnings of a large document over the protocol. An opened document's warnings go out at once, without the
// typing debounce: what arrives is the straightforward check of its first lines, then of the whole text, for the version
// the editor has, once each; a change right after opening ends with the changed text's warnings; an edit publishes all
// at once; closing clears them.
import assert from 'node:assert/strict';
import type { PublishDiagnosticsParams } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CHECKSUM_DEBOUNCE_MS, checksumMessage } from '../../src/core/checksumWarning';
import { FIRST_LINES_CHARS } from '../../src/language-server/diagnostics';
import { ChecksumCache, findChecksumProblems } from '../../src/detect';
import { generateMixedText } from '../fixtures/mixedText';
import { startServer, USDC_TYPO, type RunningServer } from './serverProcess';

const URI = 'file:///project/data/Big.sol';
const OTHER = 'file:///project/data/Other.sol';

/** Every problem of the whole text, placed with the document's own positionAt: the check as it always was. */
function straightforward(text: string): Array<{ range: unknown; message: string }> {
  const document = TextDocument.create(URI, 'solidity', 1, text);
  return findChecksumProblems(text, { cache: new ChecksumCache() }).map((p) => ({
    range: { start: document.positionAt(p.start), end: document.positionAt(p.end) },
    message: checksumMessage(p.checksummed),
  }));
}

const shape = (p: PublishDiagnosticsParams) => p.diagnostics.map(({ range, message }) => ({ range, message }));
const quiet = (ms: number) => new Promise<'quiet'>((done) => setTimeout(() => done('quiet'), ms));
const atTop = (text: string) => ({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text });

describe('language server checksum warnings of a large document', function () {
  this.timeout(30_000);
  let server: RunningServer;
  // 300 KB of mixed text with a mistyped address every ~2 KB.
  const text = generateMixedText(300_000).text.replace(/\n/g, (_, offset: number) => (offset % 2000 < 60 ? `\nx = ${USDC_TYPO};\n` : '\n'));

  before(async () => { server = await startServer(); });
  after(async () => { await server?.stop(); });

  it('publishes an opened long text\'s first lines\' warnings, then the whole text\'s, once each, at once', async () => {
    const expected = straightforward(text);
    const firstLines = text.slice(0, text.lastIndexOf('\n', FIRST_LINES_CHARS)).split('\n').length;
    const onFirstLines = expected.filter((d) => (d.range as { end: { line: number } }).end.line < firstLines);
    assert.ok(onFirstLines.length > 5 && expected.length > onFirstLines.length + 50, `${onFirstLines.length} of ${expected.length} warnings expected first`);
    const published = server.nextDiagnostics(URI);
    server.open(URI, text);
    const first = await Promise.race([published, quiet(CHECKSUM_DEBOUNCE_MS * 10).then(() => assert.fail('no warnings'))]);
    assert.equal(first.version, 1);
    assert.deepEqual(shape(first), onFirstLines);
    const all = await Promise.race([server.nextDiagnostics(URI), quiet(CHECKSUM_DEBOUNCE_MS * 10).then(() => assert.fail('no second publish'))]);
    assert.equal(all.version, 1);
    assert.deepEqual(shape(all), expected);
    assert.equal(await Promise.race([server.nextDiagnostics(URI).then(() => 'again'), quiet(800)]), 'quiet');
  });

  it('publishes a long text with no warnings in its first lines once, all at once', async () => {
    const uri = 'file:///project/data/Late.sol';
    const late = `${'// nothing to check here\n'.repeat(2000)}${text}`;
    const published = server.nextDiagnostics(uri);
    server.open(uri, late);
    assert.deepEqual(shape(await published), straightforward(late));
    assert.equal(await Promise.race([server.nextDiagnostics(uri).then(() => 'again'), quiet(800)]), 'quiet');
  });

  it('does not hold an opened file\'s warnings for the typing debounce', async () => {
    const small = 'file:///project/data/Small.sol';
    const published = server.nextDiagnostics(small);
    const opened = performance.now();
    server.open(small, `address constant T = ${USDC_TYPO};\n`);
    assert.equal((await published).diagnostics.length, 1);
    // A one-line check takes well under a millisecond: arriving before the debounce ends means it was not waited for.
    assert.ok(performance.now() - opened < CHECKSUM_DEBOUNCE_MS, `published ${(performance.now() - opened).toFixed(0)} ms after didOpen`);
  });

  it('waits for the client\'s settings before a file opened at start: warnings turned off never show', async () => {
    // The client answers workspace/configuration with the warnings off; the file opens right after initialized.
    const off = await startServer({ configuration: { checksumDiagnostics: false } });
    try {
      const uri = 'file:///project/data/Start.sol';
      const published = off.nextDiagnostics(uri);
      off.open(uri, `address constant T = ${USDC_TYPO};\n`);
      assert.deepEqual((await published).diagnostics, []);
      assert.equal(await Promise.race([off.nextDiagnostics(uri).then((p) => `again: ${p.diagnostics.length}`), quiet(800)]), 'quiet');
    } finally {
      await off.stop();
    }
  });

  it('publishes an edit\'s warnings once, all of them', async () => {
    const published = server.nextDiagnostics(URI);
    await server.connection.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 2 }, contentChanges: [atTop('// edit\n')] });
    assert.deepEqual(shape(await published), straightforward(`// edit\n${text}`));
    assert.equal(await Promise.race([server.nextDiagnostics(URI).then(() => 'again'), quiet(800)]), 'quiet');
  });

  it('ends with the changed text\'s warnings when a change follows the open at once', async () => {
    const changed = `y = ${USDC_TYPO};\n${text}`;
    server.open(OTHER, text);
    // The new first line holds one more mistyped address: the last warnings must be the changed text's.
    await server.connection.sendNotification('textDocument/didChange', { textDocument: { uri: OTHER, version: 2 }, contentChanges: [atTop(`y = ${USDC_TYPO};\n`)] });
    let last = await server.nextDiagnostics(OTHER);
    // The open's warnings (its first lines', maybe all) may go out before the change is read; the change's follow after the debounce.
    while (last.version === 1) last = await server.nextDiagnostics(OTHER);
    assert.equal(last.version, 2);
    assert.deepEqual(shape(last), straightforward(changed));
    assert.equal(await Promise.race([server.nextDiagnostics(OTHER).then(() => 'again'), quiet(800)]), 'quiet');
  });

  it('clears them on close', async () => {
    const cleared = server.nextDiagnostics(URI);
    await server.connection.sendNotification('textDocument/didClose', { textDocument: { uri: URI } });
    assert.deepEqual((await cleared).diagnostics, []);
  });
});
