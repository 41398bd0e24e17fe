// The shape every bench measurement returns, so bench/run.ts can write one Markdown report
// (a table per section) and exit non-zero when any budget is missed.

/** One budget of the bench's list, checked against what was measured. */
export interface BudgetCheck {
  /** What is held to the budget, e.g. "home: performance score". */
  readonly name: string;
  /** The budget as written, e.g. "≥ 98". */
  readonly limit: string;
  /** The measured value as written, e.g. "99". */
  readonly measured: string;
  readonly ok: boolean;
}

export interface ReportTable {
  /** A line above the table, when a section has more than one. */
  readonly caption?: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface ReportSection {
  readonly title: string;
  /** How it was measured, in a sentence or two (Markdown). */
  readonly method: string;
  readonly tables: readonly ReportTable[];
  readonly budgets: readonly BudgetCheck[];
  /** Anything worth saying under the tables (Markdown). */
  readonly notes?: readonly string[];
}

/** A budget that a smaller measured value meets. */
export function atMost(name: string, measured: number, limit: number, unit: string, digits = 1): BudgetCheck {
  return { name, limit: `≤ ${limit} ${unit}`.trim(), measured: `${measured.toFixed(digits)} ${unit}`.trim(), ok: measured <= limit };
}

/** A budget that a larger measured value meets. */
export function atLeast(name: string, measured: number, limit: number, unit: string, digits = 0): BudgetCheck {
  return { name, limit: `≥ ${limit} ${unit}`.trim(), measured: `${measured.toFixed(digits)} ${unit}`.trim(), ok: measured >= limit };
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function markdownTable(table: ReportTable): string {
  const lines = [
    `| ${table.header.map(escapeCell).join(' | ')} |`,
    `| ${table.header.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ];
  return [table.caption ? `${table.caption}\n` : '', lines.join('\n')].join('');
}

export function markdownSection(section: ReportSection): string {
  const parts = [`## ${section.title}`, section.method, ...section.tables.map(markdownTable)];
  if (section.budgets.length > 0) {
    parts.push(
      markdownTable({
        caption: 'Budgets',
        header: ['what', 'budget', 'measured', ''],
        rows: section.budgets.map((budget) => [budget.name, budget.limit, budget.measured, budget.ok ? 'met' : '**MISSED**']),
      }),
    );
  }
  if (section.notes?.length) parts.push(section.notes.map((note) => `- ${note}`).join('\n'));
  return parts.join('\n\n');
}
