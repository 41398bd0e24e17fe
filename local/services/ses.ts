// aws-ses-v2-local in-process: it answers the SES v1 and v2 APIs and shows every mail at `/`.
// It keeps mail in memory, so the viewer starts empty on each `npm start`.

import type { Server } from 'node:http';
import sesLocal from 'aws-ses-v2-local';
import { assertPortFree } from '../../common/local-stack/ports';
import { LOOPBACK_HOST } from './loopback';

export interface SesLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

type StartSes = (config?: { host?: string; port?: number }) => Promise<Server>;

export async function startSes(options: { port: number }): Promise<SesLocal> {
  await assertPortFree(options.port, 'ses');
  // It is CommonJS with `exports.default`; from ESM the function may sit one level down.
  const module = sesLocal as unknown as StartSes | { default: StartSes };
  const start = typeof module === 'function' ? module : module.default;
  const server = await start({ host: LOOPBACK_HOST, port: options.port });
  return {
    endpoint: `http://${LOOPBACK_HOST}:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
