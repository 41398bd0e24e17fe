// The local API server: every row of the route table (lambdas/routes.ts) on one HTTP server,
// behaving as the API Gateway HTTP API does in front of the Lambdas: the same event, the JWT
// authorizer on member and officer rows with the officer scope required on officer rows, and API
// Gateway's own 401/403/404/413/500 answers, each sent once the request's body has been read to its
// end, so the connection stays usable (a proxy in front, such as Vite's, sees no reset). Each row's
// handler runs in a container of its own (local/api/function-container.ts) whose environment is
// built from that row alone (local/handler-env.ts), as each row is its own function in AWS. The
// user pool's triggers run here too (local/api/trigger-functions.ts): the token trigger for the JWT
// authorizer, and with `lambdaPort` the others for cognito-local, through Lambda's Invoke API
// (local/api/lambda-endpoint.ts).

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { FUNCTION_TIMEOUT_SECONDS } from '../lambdas/function-limits';
import { requiredScopes } from '../lambdas/route-def';
import { routes as allRoutes, type RouteDef } from '../lambdas/routes';
import { buildEvent } from './api/build-event';
import { createJwtAuthorizer, type AuthorizedJwt, type JwtAuthorizerConfig } from './api/jwt-authorizer';
import { FunctionContainer } from './api/function-container';
import { startLambdaEndpoint } from './api/lambda-endpoint';
import { startTriggerFunctions } from './api/trigger-functions';
import { localOriginSecret } from './api/origin-secret';
import { defaultLocalPaymentsSecret } from './api/payments-secret';
import { createRouteMatcher } from './api/route-matcher';
import { writeGatewayError, writeResult } from './api/write-result';
import { handlerEnv, type LocalStack } from './handler-env';
import { repoRoot } from '../common/local-stack/paths';
import { portInUseMessage } from '../common/local-stack/ports';

export interface ApiServerOptions {
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** The stand-ins every handler's environment points at. */
  readonly stack: LocalStack;
  /** Defaults to the whole route table. */
  readonly routes?: readonly RouteDef[];
  /** Without it, member and officer rows answer 401 to everyone. */
  readonly jwt?: JwtAuthorizerConfig;
  readonly host?: string;
  readonly handlersDir?: string;
  /** The Lambda timeout (lambdas/function-limits.ts) unless told otherwise; past it the answer is 500, as in AWS. */
  readonly timeoutMs?: number;
  readonly maxBodyBytes?: number;
  /** A handler's container idle this long is stopped (the next request is a cold start). */
  readonly idleMs?: number;
  /** One line per request, each handler crash and what handlers log; defaults to the console. */
  readonly log?: (line: string) => void;
  /**
   * Where to serve the user pool's triggers to cognito-local (the port its config names:
   * local/services/cognito.ts); 0 picks a free one. Absent: no Lambda endpoint.
   */
  readonly lambdaPort?: number;
}

export interface ApiServer {
  readonly url: string;
  /** The triggers' Lambda endpoint, when `lambdaPort` was given. */
  readonly lambdaUrl?: string;
  /**
   * The origin secret this server checks, as its containers read it: a function that calls the API
   * (local/stream-poller.ts) is handed the same, to send it as CloudFront does.
   */
  readonly originSecret: { readonly id: string; readonly json: string };
  close(): Promise<void>;
}

/** The largest body the server reads unless told otherwise; a larger one gets API Gateway's 413. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

/** Rejects with BodyTooLarge past `maxBytes`, leaving the rest of the body unread (see discardBody). */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners('data');
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Reads whatever is left of the request's body and throws it away; resolves at its end, or when the
 * client goes. Answering before that would close a `Connection: close` request's socket with bytes
 * unread, which resets it: a proxy still sending the body then loses the answer (Vite's answers 502),
 * and a keep-alive connection would be left mid-body for the next request.
 */
async function discardBody(req: IncomingMessage): Promise<void> {
  await finished(req.resume()).catch(() => undefined);
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const routes = options.routes ?? allRoutes;
  const match = createRouteMatcher(routes);
  const handlersDir = options.handlersDir ?? join(repoRoot, 'lambdas', 'handlers');
  const log = options.log ?? ((line: string) => console.log(line));
  // The triggers reach the pool the tokens come from, where the stack names none of its own.
  const triggerStack = {
    ...options.stack,
    endpoints: { ...options.stack.endpoints, cognito: options.stack.endpoints.cognito ?? options.jwt?.userPool?.endpoint },
  };
  const triggers = startTriggerFunctions({ stack: triggerStack, log, idleMs: options.idleMs });
  const authorize = options.jwt
    ? createJwtAuthorizer(options.jwt, async (event) => {
        const outcome = await triggers.invoke('officer-token', event);
        return outcome.ok ? (outcome.answer as typeof event) : undefined;
      })
    : async () => undefined;
  const timeoutMs = options.timeoutMs ?? FUNCTION_TIMEOUT_SECONDS * 1000;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  // This server plays CloudFront too: it adds the origin secret to every event, and its containers read it.
  const originSecret = localOriginSecret();
  // One per row, not per id: two rows sharing a handler file are still two functions with their own grants.
  const containers = new Map<RouteDef, FunctionContainer>();
  function containerOf(route: RouteDef): FunctionContainer {
    let container = containers.get(route);
    if (!container) {
      container = new FunctionContainer({
        id: route.id,
        modulePath: join(handlersDir, `${route.id}.ts`),
        env: () => handlerEnv(route, options.stack),
        region: options.stack.region,
        timeoutMs,
        idleMs: options.idleMs,
        log,
        originSecret: { id: originSecret.id, json: originSecret.json },
        paymentsSecret: route.paymentsSecret ? (options.stack.paymentsSecret ?? defaultLocalPaymentsSecret()) : undefined,
        clock: options.stack.clock,
      });
      containers.set(route, container);
    }
    return container;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const requestId = crypto.randomUUID();
    const gatewayHeaders = { 'apigw-requestid': requestId };
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const matched = match(req.method ?? 'GET', path);
    if (!matched) {
      await discardBody(req);
      writeGatewayError(res, 404, 'Not Found', gatewayHeaders);
      return 404;
    }
    const { route, pathParameters } = matched;

    let auth: AuthorizedJwt | undefined;
    if (route.access !== 'public') {
      auth = await authorize(req.headers.authorization);
      if (!auth) {
        await discardBody(req);
        writeGatewayError(res, 401, 'Unauthorized', gatewayHeaders);
        return 401;
      }
      // As API Gateway with `authorizationScopes`: a valid token holding none of them is a 403,
      // and the handler never runs (an ID token has no scopes at all).
      const wanted = requiredScopes(route.access);
      if (wanted.length > 0 && !wanted.some((scope) => auth?.scopes?.includes(scope))) {
        await discardBody(req);
        writeGatewayError(res, 403, 'Forbidden', gatewayHeaders);
        return 403;
      }
    }

    let body: Buffer;
    try {
      body = await readBody(req, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      await discardBody(req);
      writeGatewayError(res, 413, 'Request Entity Too Large', gatewayHeaders);
      return 413;
    }

    const event = buildEvent({ req, route, pathParameters, body, auth, requestId, originHeaders: originSecret.headers });
    const outcome = await containerOf(route).invoke(event, requestId);
    if (outcome.ok) {
      writeResult(res, outcome.answer, gatewayHeaders);
      return res.statusCode;
    }
    // Lambda stops the function at its timeout (shorter than API Gateway's 30 s), and API
    // Gateway answers a failed invocation with 500.
    log(
      outcome.timedOut
        ? `[api] ${route.id} timed out after ${timeoutMs / 1000} s (the Lambda timeout)`
        : `[api] ${route.id} failed: ${outcome.error}`,
    );
    writeGatewayError(res, 500, 'Internal Server Error', gatewayHeaders);
    return 500;
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .then((status) => log(`[api] ${req.method} ${req.url} ${status} ${Math.round(performance.now() - started)} ms`))
      .catch((error: unknown) => {
        log(`[api] ${req.method} ${req.url} failed: ${String(error)}`);
        if (!res.headersSent) writeGatewayError(res, 500, 'Internal Server Error', {});
        else res.destroy();
      });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(portInUseMessage(options.port, 'api')) : error);
    });
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const lambda = options.lambdaPort === undefined ? undefined : await startLambdaEndpoint({ port: options.lambdaPort, triggers });

  return {
    url: `http://${host}:${port}`,
    lambdaUrl: lambda?.url,
    originSecret: { id: originSecret.id, json: originSecret.json },
    close: async () => {
      await lambda?.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await Promise.all([...containers.values()].map((container) => container.close()));
      await triggers.close();
    },
  };
}
