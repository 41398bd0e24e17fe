// The block `npm start` prints once everything answers: every address a person needs.

export interface BannerRow {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

export function formatBanner(title: string, rows: readonly BannerRow[], footer: readonly string[]): string {
  const labelWidth = Math.max(...rows.map((row) => row.label.length));
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  const lines = rows.map((row) => {
    const note = row.note ? `  ${row.note}` : '';
    return `  ${row.label.padEnd(labelWidth)}  ${row.value.padEnd(valueWidth)}${note}`.trimEnd();
  });
  const rule = '─'.repeat(Math.min(100, Math.max(title.length, ...lines.map((line) => line.length))));
  return ['', rule, `  ${title}`, rule, ...lines, rule, ...footer.map((line) => `  ${line}`), ''].join('\n');
}
