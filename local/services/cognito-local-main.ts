// cognito-local's start script (node_modules/cognito-local/lib/bin/start.js) with three differences
// (and its log written through Node's stdout, below):
// it listens on the loopback address only, it sends no CORS headers, and a custom message trigger
// that fails fails the call. cognito-local allows every origin (`Access-Control-Allow-Origin: *`),
// so any web page open in a developer's browser could sign users up, read tokens or change groups
// in the local pool; the browser reaches the pool only through the hosted-UI proxy
// (cognito-proxy.ts), which allows the site's origin alone. And cognito-local 5.3.0 swallows a
// custom message trigger's error and sends its default message anyway, where Cognito returns the
// trigger's error to the caller (UserLambdaValidationException, among the errors AWS's API
// reference lists for SignUp, ResendConfirmationCode and ForgotPassword): the user pool's
// code-mail trigger (lambdas/triggers/code-mail-limits.ts) refuses by throwing, so here the
// trigger's error is let through and nothing is delivered, as in AWS.
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

interface CognitoLocalUser {
  readonly Username: string;
  readonly Attributes?: readonly { Name: string; Value?: string }[];
}
interface CustomMessageResponse {
  readonly emailMessage?: string | null;
  readonly emailSubject?: string | null;
  readonly smsMessage?: string | null;
}
interface MessagesServiceThis {
  readonly triggers: {
    enabled(name: string): boolean;
    readonly lambda: { invoke(ctx: unknown, name: string, event: object): Promise<CustomMessageResponse | undefined> };
  };
}
type CreateMessage = (
  this: MessagesServiceThis,
  ctx: unknown,
  source: string,
  clientId: string | null,
  userPoolId: string,
  user: CognitoLocalUser,
  code: string,
  clientMetadata: unknown,
) => Promise<object>;

const { MessagesService } = fromCognitoLocal('./lib/services/messages') as { MessagesService: { prototype: { create: CreateMessage } } };
const { attributesToRecord } = fromCognitoLocal('./lib/services/userPoolService') as {
  attributesToRecord(attributes: CognitoLocalUser['Attributes']): Record<string, string>;
};
const createWithoutTrigger = MessagesService.prototype.create;
// cognito-local's own CustomMessage call (lib/services/triggers/customMessage.js), with its
// try/catch taken away: the trigger's error reaches the call that asked for the mail.
MessagesService.prototype.create = async function (ctx, source, clientId, userPoolId, user, code, clientMetadata) {
  if (!this.triggers.enabled('CustomMessage'))
    return createWithoutTrigger.call(this, ctx, source, clientId, userPoolId, user, code, clientMetadata);
  const response = await this.triggers.lambda.invoke(ctx, 'CustomMessage', {
    clientId: clientId ?? 'CLIENT_ID_NOT_APPLICABLE',
    clientMetadata,
    codeParameter: '{####}',
    triggerSource: `CustomMessage_${source}`,
    userAttributes: attributesToRecord(user.Attributes),
    username: user.Username,
    usernameParameter: '{username}',
    userPoolId,
  });
  const fill = (text: string | null | undefined) => text?.replace('{####}', code).replace('{username}', user.Username);
  return {
    __code: code,
    emailMessage: fill(response?.emailMessage),
    emailSubject: response?.emailSubject,
    smsMessage: fill(response?.smsMessage),
  };
};
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
    // Node's own stdout stream rather than pino-pretty's writer on file descriptor 1, which was
    // seen holding lines back (after a trigger's error, the next sign-up's code, a developer's only
    // way to it) until the next request wrote more.
    destination: process.stdout,
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
