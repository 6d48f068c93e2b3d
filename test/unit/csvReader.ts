// A small RFC 4180 reader for the export tests (unit and integration): it reads back what src/format/csv writes,
// strictly, so a stray quote or a bare LF fails the test instead of being guessed at.
/** RFC 4180 reader: quoted fields may hold commas, doubled quotes, CR and LF; records end in CRLF. */
export function readCsv(withBom: string): string[][] {
  const text = withBom.replace(/^\ufeff/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      for (i++; !(text[i] === '"' && text[i + 1] !== '"'); i++) {
        if (i >= text.length) throw new Error('unterminated quote');
        if (text[i] === '"') i++;
        field += text[i];
      }
      i++;
    } else {
      while (i < text.length && !',\r\n"'.includes(text[i]!)) field += text[i++];
    }
    record.push(field);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) { records.push(record); record = []; i += 2; } else throw new Error(`bad character at ${i}`);
  }
  if (record.length > 0) throw new Error('the last record does not end in CRLF');
  return records;
}
