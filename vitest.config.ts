import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One `vitest run` runs every suite; each project is one kind of test.
export default defineConfig({
  test: {
    // Two files at a time on the two-core machines this runs on (vitest's default there is one):
    // much of a run waits on DynamoDB Local, Chromium and child processes rather than on the CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // One worker's modules serve every file (a file that needs its own loads them afresh).
          isolate: false,
        },
      },
      {
        // The date rules again, in a zone 19 hours from Chicago: a rule that reads the process's
        // zone instead of the club's fails here.
        test: {
          name: 'unit-far-zone',
          environment: 'node',
          include: ['tests/unit/**/*.zoned.test.ts'],
          env: { TZ: 'Pacific/Kiritimati' },
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          // The files share a worker, and with it each synthesized app (tests/infra/support.ts).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          // Each file in a fresh VM context of a reused process: jsdom and the libraries load once per
          // worker instead of once per file, where setting up the environment was a third of the time.
          pool: 'vmForks',
          include: ['tests/web/**/*.test.tsx'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // Each worker has a lane of its own (its site, API and data), so two files run at once and
          // the browser files share the run's workers with the other projects' files.
          globalSetup: ['tests/browser/global-setup.ts'],
          // Tests a file marks concurrent run three at a time, in their own pages of the one Chromium.
          maxConcurrency: 3,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
