import { describe, expect, it } from 'vitest';
import { parseCsv } from '../testing/parseCsv.ts';
import { CSV_BOM, csvCell, csvDocument } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain text', 'plain', 'plain'],
    ['Hebrew', 'צוות המים', 'צוות המים'],
    ['a comma', 'a, b', '"a, b"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a newline', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a carriage return inside', 'a\rb', '"a\rb"'],
  ])('%s', (_, input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('a cell starting a formula (%j) is prefixed with a quote mark', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('numbers are written as they are, empty for null', () => {
    expect([csvCell(12.5), csvCell(0), csvCell(null), csvCell(undefined)]).toEqual(['12.5', '0', '', '']);
  });
});

describe('csvDocument', () => {
  it('starts with the BOM, ends every line with CRLF, and reads back cell for cell', () => {
    const text = csvDocument(
      ['ID', 'Name'],
      [
        [1, 'Ana, "the fast"\nLima'],
        [2, '=1+1'],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['ID', 'Name'],
      ['1', 'Ana, "the fast"\nLima'],
      ['2', "'=1+1"],
    ]);
  });
});
