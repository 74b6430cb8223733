/**
 * RFC 4180 reader for tests: what a spreadsheet does with the export's text (quoted cells, doubled quotes, line
 * breaks inside quotes, CRLF records). Strict: a bare LF ending a record, or a stray quote, is an error, so a
 * writer that slips shows up here rather than in someone's spreadsheet.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted cell');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`stray quote at ${i}`);
        cell += text[i];
        i += 1;
      }
    }
    row.push(cell);
    if (text[i] === ',') {
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else {
      throw new Error(`expected , or CRLF at ${i}, found ${JSON.stringify(text.slice(i, i + 5))}`);
    }
  }
  if (row.length > 0) throw new Error('last record has no CRLF');
  return rows;
}
