// The browser suite's services: one Chromium for the whole run, which each test file connects to
// (tests/browser/chromium-per-file.ts), one build of the site, and a lane per worker
// (tests/browser/lane-stack.ts): its own copy of that build, API with the demo content, and sign-in,
// so two files running at once never see each other's changes, while the files that run one after
// another on a worker find the data as the files before them left it. A test file gets its worker's
// lane from a small service on the loopback (tests/browser/lane.ts): the lanes start in the
// background, so the other projects' files run meanwhile, and a file waits only for its own lane.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { LOOPBACK_HOST } from '../../local/services/loopback';
import { launchChromiumServer } from '../../common/tooling/chromium';
import { buildSharedSite, startBrowserLane, type StartedLane } from './lane-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the lane service answers `GET /lanes/<VITEST_POOL_ID>` with that worker's lane. */
    browserLaneService: string;
    /** Where the run's one Chromium takes connections (playwright's chromium.connect). */
    chromiumWsEndpoint: string;
  }
}

/** The browser files this run runs: the lanes worth starting before any file asks. */
async function browserFilesInRun(project: TestProject): Promise<number> {
  // The command line's file filters are not part of vitest's public API; without them, every file counts.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  return (await project.globTestFiles(filters ?? [])).testFiles.length;
}

export default async function setup(project: TestProject) {
  const chromium = await launchChromiumServer();
  const site = buildSharedSite();
  const lanes = new Map<number, Promise<StartedLane>>();
  const laneNumber = (n: number) => {
    let lane = lanes.get(n);
    if (!lane) {
      lane = startBrowserLane(site.built);
      // A lane that failed to start is reported to each file that asks for it, not as an unhandled rejection.
      lane.catch(() => {});
      lanes.set(n, lane);
    }
    return lane;
  };

  const service = createServer((request, response) => {
    const n = Number(/^\/lanes\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (!Number.isInteger(n) || n < 1) {
      response.writeHead(404).end();
      return;
    }
    laneNumber(n).then(
      ({ lane }) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(lane)),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? (error.stack ?? error.message) : String(error)),
    );
  });
  // A lane can take minutes to start on a busy machine: the file asking waits for it.
  service.requestTimeout = 0;
  service.headersTimeout = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      service.once('error', reject);
      service.listen(0, LOOPBACK_HOST, resolve);
    });
  } catch (error) {
    await site.remove();
    await chromium.close();
    throw error;
  }

  const workers = Math.max(1, Math.min(project.config.maxWorkers, await browserFilesInRun(project)));
  for (let n = 1; n <= workers; n++) laneNumber(n);

  project.provide('browserLaneService', `http://${LOOPBACK_HOST}:${(service.address() as AddressInfo).port}`);
  project.provide('chromiumWsEndpoint', chromium.wsEndpoint());

  return async () => {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
    const started = await Promise.allSettled(lanes.values());
    await Promise.all(started.map((lane) => (lane.status === 'fulfilled' ? lane.value.stop() : undefined)));
    await site.remove();
    await chromium.close();
  };
}
