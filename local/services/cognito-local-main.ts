// cognito-local's start script (node_modules/cognito-local/lib/bin/start.js) with two differences:
// it listens on the loopback address only, and it sends no CORS headers. cognito-local allows every
// origin (`Access-Control-Allow-Origin: *`), so any web page open in a developer's browser could
// sign users up, read tokens or change groups in the local pool; the browser reaches the pool only
// through the hosted-UI proxy (cognito-proxy.ts), which allows the site's origin alone.
//
// Run by cognito.ts with tsx, from the data directory (cognito-local keeps `./.cognito` there), with
// PORT and HOST set: cognito-local names its token issuer `http://HOST:PORT` from them.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { LOOPBACK_HOST } from './loopback';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// cognito-local's modules and its own logger packages, resolved from cognito-local as it resolves
// them; the types are the few members used here.
const fromCognitoLocal = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const { createDefaultServer } = fromCognitoLocal('./lib/server') as {
  createDefaultServer(logger: unknown): Promise<{ application: Handler }>;
};
const pino = fromCognitoLocal('pino') as (options: object, stream: unknown) => unknown;
const pinoPretty = fromCognitoLocal('pino-pretty') as (options: object) => unknown;

interface LogLine {
  readonly reqId?: string;
  readonly target?: string;
  readonly [key: string]: unknown;
}

// The same log format as cognito-local's own start script, so its log file reads the same.
const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  pinoPretty({
    colorize: false,
    ignore: 'pid,name,hostname',
    singleLine: true,
    messageFormat: (log: LogLine, messageKey: string) => `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${String(log[messageKey])}`,
  }),
);

/** Drops every CORS header cognito-local sets, so no browser origin may read its answers. */
function withoutCors(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    name.toLowerCase().startsWith('access-control-') ? res : setHeader(name, value);
}

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port < 1) throw new Error(`cognito-local-main: PORT=${process.env.PORT} is not a port.`);

const { application } = await createDefaultServer(logger);
const server = createServer((req, res) => {
  withoutCors(res);
  application(req, res);
});
server.once('error', (error) => {
  console.error(`cognito-local could not listen on ${LOOPBACK_HOST}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, LOOPBACK_HOST, () => console.log(`Cognito Local running on http://${LOOPBACK_HOST}:${port}`));
