// Where the local stack keeps its data: everything under `.local/` at the repository root,
// so one folder holds every stand-in's state and `npm run reset` wipes it in one go.

import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const localDir = join(repoRoot, '.local');

export const localPaths = {
  dynamodb: join(localDir, 'dynamodb'),
  s3: join(localDir, 's3'),
  /** cognito-local's working directory; it keeps its data in `./.cognito/db` under it. */
  cognito: join(localDir, 'cognito'),
  tls: join(localDir, 'tls'),
  logs: join(localDir, 'logs'),
  /** The SPA's runtime config, served at `/config.json` by `npm run dev`'s Vite (web/vite.config.ts). */
  runtimeConfig: join(localDir, 'runtime-config.json'),
  /** The version of each demo dataset loaded so far (local/demo/seed.ts). */
  demoDatasets: join(localDir, 'demo-datasets.json'),
  /**
   * Where the running stack's tables, buckets and user pool are, and where each stand-in listens:
   * what `npm run export -- --local` and `npm run import -- --local` read (local/start.ts writes it).
   */
  clubData: join(localDir, 'club-data.json'),
  /** Written while `npm start` runs, so `npm run reset` can refuse to wipe a live stack. */
  pidFile: join(localDir, 'stack.pid'),
} as const;
