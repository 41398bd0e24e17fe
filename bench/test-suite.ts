// How long the README's test commands take on a fresh clone: the committed HEAD cloned into a
// temporary directory (no web/dist, no Vite or CDK caches, no .local state), the installed packages
// linked in rather than installed again (`npm ci` is the machine's setup, not the suite), then
// `npm test` and `npm run test:fast` timed as a newcomer runs them.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { repoRoot } from '../common/local-stack/paths';
import { atMost, type ReportSection } from './report';

/** `npm test` on a fresh clone: the club's bar. */
const FULL_SUITE_BUDGET_MIN = 8;
/** `npm run test:fast`, the edit loop's command. */
const FAST_SUITE_BUDGET_MIN = 1;

/**
 * The suite before it was made faster, as measured on this machine in November 2026 (4,370 tests):
 * the "before" the report keeps beside each run's "after".
 */
const BEFORE = { quietMachineMin: 12, freshCloneBusyMachineMin: 23, tests: 4_370 } as const;

interface Timed {
  readonly minutes: number;
  readonly tests: number | undefined;
  readonly ok: boolean;
  readonly tail: string;
}

/** Runs `npm run <script>` in `dir` and times it; vitest's "Tests  N passed" line gives the count. */
function timeNpm(dir: string, script: string): Promise<Timed> {
  const started = performance.now();
  // The site builds earlier in the bench set NODE_ENV=production in this process, as `vite build`
  // does; a newcomer's shell has none, and React's production build cannot run the web tests.
  const { NODE_ENV: _buildMode, ...newcomersEnv } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: dir,
      env: { ...newcomersEnv, CI: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let partial = '';
    let testsLine: string | undefined;
    const keep = (chunk: Buffer) => {
      const text = stripVTControlCharacters(chunk.toString());
      // The tail shows why a run failed; vitest's summary line is kept on its own, since a run's
      // teardown can print more than the tail holds after it.
      output = (output + text).slice(-20_000);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (/^\s*Tests\s+\d/.test(line)) testsLine = line;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      // "Tests  2713 passed (2713)", or "Tests  1 failed | 2712 passed | 2 skipped (2715)".
      const counted = /(\d+) passed/.exec(testsLine ?? '');
      resolve({
        minutes: (performance.now() - started) / 60_000,
        tests: counted ? Number(counted[1]) : undefined,
        ok: code === 0,
        tail: output.trim().split('\n').slice(-6).join(' '),
      });
    });
  });
}

export async function measureTestSuite(): Promise<ReportSection> {
  const dir = await mkdtemp(path.join(tmpdir(), 'blaze-suite-'));
  try {
    await new Promise<void>((resolve, reject) => {
      spawn('git', ['clone', '--quiet', repoRoot, dir], { stdio: 'ignore' })
        .on('error', reject)
        .on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git clone exited ${code}`))));
    });
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
    const loadBefore = os.loadavg()[0] ?? 0;
    const full = await timeNpm(dir, 'test');
    const fast = await timeNpm(dir, 'test:fast');
    const failed = [full, fast].filter((run) => !run.ok);
    if (failed.length > 0) throw new Error(`the suite failed on a fresh clone: ${failed.map((run) => run.tail).join(' / ')}`);
    const minutes = (value: number) => value.toFixed(1);
    return {
      title: 'Test suite',
      method:
        'The committed HEAD cloned afresh, its packages linked from this checkout, then `npm test` (typecheck, lint, every ' +
        'vitest project) and `npm run test:fast` (unit and web) timed end to end. The "before" is the suite as measured on ' +
        'this machine before it was made faster.',
      tables: [
        {
          header: ['run', 'tests', '`npm test` (min)', '`npm run test:fast` (min)'],
          rows: [
            ['before: a quiet machine', String(BEFORE.tests), String(BEFORE.quietMachineMin), ''],
            ['before: a fresh clone, a busy machine', String(BEFORE.tests), String(BEFORE.freshCloneBusyMachineMin), ''],
            [
              `this run: a fresh clone, load ${loadBefore.toFixed(1)} at the start`,
              String(full.tests ?? '?'),
              minutes(full.minutes),
              minutes(fast.minutes),
            ],
          ],
        },
      ],
      budgets: [
        atMost('`npm test` on a fresh clone', full.minutes, FULL_SUITE_BUDGET_MIN, 'min'),
        atMost('`npm run test:fast`', fast.minutes, FAST_SUITE_BUDGET_MIN, 'min', 2),
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
