// CSV for spreadsheets (the inbox's export for the treasurer and the mailing tool). A cell a
// visitor wrote that starts with = + - @ (or a tab or carriage return, which some spreadsheets
// skip before looking) would run as a formula when the file is opened, so such a cell is
// prefixed with a single quote and shows as the text it is. A cell holding a semicolon or a tab
// is quoted as well as one holding a comma: Excel in a semicolon locale (much of Europe and Latin
// America) splits lines on `;`, and a tab-separated reader splits on tabs, so an unquoted one would
// spill the rest of the cell into the next column.

const formulaStart = /^[=+\-@\t\r]/;

/** One cell, safe from formula injection and quoted when it holds a comma, semicolon, tab, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows to CSV text (RFC 4180 line ends), the first row being the header. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
