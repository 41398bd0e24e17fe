// What a preflight check says: one line (ok / warn / fail) with what it saw, and under it what to
// click or run. `npm run preflight` and `npm run deploy` print them the same way and stop on a fail.

export type Outcome = 'ok' | 'warn' | 'fail';

export interface Finding {
  readonly outcome: Outcome;
  /** What was checked and what was seen, in one line a volunteer can read. */
  readonly summary: string;
  /** What to do about it, a step a line: the console page to open or the command to run. */
  readonly fix?: readonly string[];
}

export const ok = (summary: string, fix?: readonly string[]): Finding => ({ outcome: 'ok', summary, fix });
export const warn = (summary: string, fix?: readonly string[]): Finding => ({ outcome: 'warn', summary, fix });
export const fail = (summary: string, fix?: readonly string[]): Finding => ({ outcome: 'fail', summary, fix });

const FIX_INDENT = '        ';

/** The finding as printed: the outcome in a column of its own, each step of the fix indented under it. */
export function formatFinding(finding: Finding): string {
  const head = `${finding.outcome.padEnd(5)} ${finding.summary}`;
  return [head, ...(finding.fix ?? []).map((step) => `${FIX_INDENT}${step}`)].join('\n');
}

/** The closing line: how many checks of each outcome. */
export function summaryLine(findings: readonly Finding[]): string {
  const count = (outcome: Outcome) => findings.filter((finding) => finding.outcome === outcome).length;
  const failed = count('fail');
  const tally = `${count('ok')} ok, ${count('warn')} warn, ${failed} fail`;
  return failed === 0 ? `preflight: ${tally}` : `preflight: ${tally}; fix what failed, then run it again (nothing was deployed)`;
}

export const hasFailure = (findings: readonly Finding[]): boolean => findings.some((finding) => finding.outcome === 'fail');
