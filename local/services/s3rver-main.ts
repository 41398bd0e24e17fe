// s3rver as the local stack runs it (local/services/s3.ts starts this in a child process, with tsx):
// s3rver itself, with the ETag conditions it lacks (./s3rver-conditions.ts) put in front of its router.
// Arguments: the data directory, the address and the port.

import { createRequire } from 'node:module';
import { etagConditions } from './s3rver-conditions';

interface S3rverServer {
  /** Koa's middleware list, composed when the server starts listening. */
  readonly middleware: unknown[];
  run(): Promise<unknown>;
}
type S3rverClass = new (options: { directory: string; address: string; port: number; silent: boolean }) => S3rverServer;

const [directory, address, port] = process.argv.slice(2);
if (!directory || !address || !port) throw new Error('usage: s3rver-main.ts <directory> <address> <port>');

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
const server = new S3rver({ directory, address, port: Number(port), silent: true });
// The router is s3rver's last middleware; the conditions go just before it, after the host has been read.
server.middleware.splice(server.middleware.length - 1, 0, etagConditions);
await server.run();
