// The CSV export's cells: text that a spreadsheet would run as a formula is prefixed with a quote,
// and a cell with a comma, semicolon, tab, quote or line break is quoted, so a visitor's words open
// as words (Excel in a semicolon locale splits on `;`).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../common/csv';

/** Reads one CSV line of quoted or plain cells back into its cells. */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 630 555 0100', "'+1 630 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('prefixes %j, which a spreadsheet would run, with a quote', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['Lemont Hardware', 'Lemont Hardware'],
    ['a=b', 'a=b'],
    ['Smith, Jane', '"Smith, Jane"'],
    ['She said "hi"', '"She said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['Smith; Jane', '"Smith; Jane"'],
    ['a;b;c', '"a;b;c"'],
    ['tab\there', '"tab\there"'],
    ['', ''],
  ])('leaves %j as it is, quoted only where CSV needs it', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers, booleans and missing values as text', () => {
    expect([csvCell(42), csvCell(true), csvCell(undefined), csvCell(null), csvCell(-5)]).toEqual(['42', 'true', '', '', "'-5"]);
  });

  it('never lets a cell start with a formula character, and reads back to the text (after the guard quote)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false);
        expect(unquoted === text || unquoted === `'${text}`).toBe(true);
      }),
    );
  });
});

/** Splits a line on `separator` outside quotes, as Excel in a semicolon locale (or a tab paste) reads it. */
function splitOutsideQuotes(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

describe('toCsv', () => {
  it.each([';', '\t'])('keeps a cell holding %j in one column for a reader that splits on it', (separator) => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), (row) => {
        const line = toCsv([row.map((text) => `${text}${separator}${text}`)]).slice(0, -2);
        expect(splitOutsideQuotes(line, separator)).toHaveLength(1);
      }),
    );
  });

  it('joins rows with CRLF and ends with one, each cell escaped', () => {
    const text = toCsv([
      ['Name', 'Email'],
      ['=cmd', 'a@example.com'],
    ]);
    expect(text).toBe("Name,Email\r\n'=cmd,a@example.com\r\n");
    expect(parseLine(text.split('\r\n')[1] ?? '')).toEqual(["'=cmd", 'a@example.com']);
  });
});
