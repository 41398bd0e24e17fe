// The front of cognito-local: https on the hosted-UI port (Amplify hard-codes https for the
// OAuth domain) and plain http for Amplify's `userPoolEndpoint`, with the pieces cognito-local
// lacks: `/logout`, CORS for the SPA's origin alone, `GetTokensFromRefreshToken`, and sign-up
// (a "Sign up" link on the login form to the proxy's own pages, hosted-ui-signup.ts).
//
// cognito-local answers every origin with `Access-Control-Allow-Origin: *`, which would let any web
// page a developer has open call the local user pool (sign-ups, tokens, group changes). The proxy
// drops any CORS header from upstream and answers CORS itself, for the site's origin only
// (cognito-local-main.ts also removes them at the source).

import { createServer as createHttpServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { buffer } from 'node:stream/consumers';
import { localCognitoClient } from '../aws/clients';
import { assertPortFree } from '../../common/local-stack/ports';
import { createSignUpPages, type SignUpOptions } from './hosted-ui-signup';
import { LOOPBACK_HOST } from './loopback';
import { withSignUpLink } from './signup-html';
import type { TlsFiles } from './tls-cert';

export interface CognitoProxyOptions {
  /** cognito-local's address, e.g. http://localhost:9229. */
  readonly upstream: string;
  readonly tlsPort: number;
  readonly plainPort: number;
  readonly tls: TlsFiles;
  /** The SPA's origin, e.g. http://localhost:5174: the only origin that gets CORS headers. */
  readonly siteOrigin: string;
  /** The client's LogoutURLs, or undefined when there is no such client. */
  readonly logoutUrls: (clientId: string) => Promise<readonly string[] | undefined>;
  /** The pool visitors may sign up to from the login form; without it the form has no sign-up. */
  readonly signUp?: SignUpOptions;
}

export interface CognitoProxy {
  readonly hostedUiUrl: string;
  readonly plainUrl: string;
  close(): Promise<void>;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

// What the login form posts besides the credentials: the authorize request, kept for the sign-up link.
const AUTHORIZE_FIELDS = ['client_id', 'redirect_uri', 'response_type', 'code_challenge', 'code_challenge_method', 'scope', 'state'];

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

// What Amplify sends to the token endpoint and the JSON API (Cognito's serializer, its user-agent,
// retry and no-cache middleware); nothing else is needed by the SPA.
const ALLOWED_REQUEST_HEADERS = [
  'content-type',
  'authorization',
  'cache-control',
  'x-amz-target',
  'x-amz-user-agent',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
].join(', ');

/** CORS response headers for this request: the site's own origin, echoed exactly, or none at all. */
function corsHeaders(req: IncomingMessage, siteOrigin: string): Record<string, string> {
  if (req.headers.origin !== siteOrigin) return {};
  return {
    'access-control-allow-origin': siteOrigin,
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': ALLOWED_REQUEST_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

export function createCognitoProxyHandler(options: Omit<CognitoProxyOptions, 'tlsPort' | 'plainPort' | 'tls'>) {
  const upstream = new URL(options.upstream);
  const signUpPages = options.signUp && createSignUpPages({ ...options.signUp, cognito: localCognitoClient(options.upstream) });

  /** Forwards to cognito-local; `rewriteHtml`, when given, edits an HTML page it answers with 200. */
  function forward(req: IncomingMessage, res: ServerResponse, body?: Buffer, rewriteHtml?: (html: string) => string): void {
    const headers = { ...req.headers, host: upstream.host };
    if (body) {
      headers['content-length'] = String(body.length);
      delete headers['transfer-encoding'];
    }
    const outgoing = request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (incoming) => {
        const responseHeaders: Record<string, string | string[] | undefined> = { ...incoming.headers };
        // Upstream CORS (`*`) never reaches the browser, whatever the origin or path: the handler
        // has already set this response's own (res.setHeader), which writeHead keeps.
        for (const name of Object.keys(responseHeaders)) {
          if (name.startsWith('access-control-')) delete responseHeaders[name];
        }
        const vary = res.getHeader('vary');
        if (vary !== undefined && responseHeaders.vary !== undefined) {
          responseHeaders.vary = `${String(responseHeaders.vary)}, ${String(vary)}`;
        }
        const isPage =
          incoming.statusCode === 200 &&
          String(responseHeaders['content-type'] ?? '').startsWith('text/html') &&
          responseHeaders['content-encoding'] === undefined;
        if (rewriteHtml && isPage) {
          buffer(incoming)
            .then((page) => {
              const html = Buffer.from(rewriteHtml(page.toString('utf8')));
              delete responseHeaders.etag;
              res.writeHead(200, { ...responseHeaders, 'content-length': String(html.length) });
              res.end(html);
            })
            .catch(() => res.destroy());
          return;
        }
        res.writeHead(incoming.statusCode ?? 502, responseHeaders);
        incoming.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      if (!res.headersSent) sendJson(res, 502, { error: 'bad_gateway', error_description: `cognito-local: ${error.message}` });
      else res.destroy();
    });
    if (body) outgoing.end(body);
    else req.pipe(outgoing);
  }

  // cognito-local has no /logout; Cognito's checks logout_uri against the client's sign-out URLs.
  async function logout(url: URL, res: ServerResponse): Promise<void> {
    const clientId = url.searchParams.get('client_id');
    const logoutUri = url.searchParams.get('logout_uri');
    if (!clientId || !logoutUri) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'client_id and logout_uri are required' });
      return;
    }
    const allowed = await options.logoutUrls(clientId);
    if (!allowed) {
      sendJson(res, 400, { error: 'invalid_client', error_description: 'Invalid client_id' });
      return;
    }
    if (!allowed.includes(logoutUri)) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'logout_uri not registered for this client' });
      return;
    }
    res.writeHead(302, { location: logoutUri, 'cache-control': 'no-store' });
    res.end();
  }

  // Amplify refreshes with GetTokensFromRefreshToken, which cognito-local answers with a 500;
  // InitiateAuth REFRESH_TOKEN_AUTH returns the same AuthenticationResult.
  async function refresh(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await buffer(req);
    let input: { ClientId?: string; RefreshToken?: string; ClientMetadata?: Record<string, string> };
    try {
      input = JSON.parse(raw.toString('utf8') || '{}') as typeof input;
    } catch {
      sendJson(res, 400, { __type: 'SerializationException', message: 'Body is not JSON' });
      return;
    }
    const rewritten = Buffer.from(
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: input.ClientId,
        AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        ClientMetadata: input.ClientMetadata,
      }),
    );
    req.headers['x-amz-target'] = `${TARGET_PREFIX}InitiateAuth`;
    forward(req, res, rewritten);
  }

  // cognito-local's login form, with the "Sign up" link Cognito's has, for the same authorize query:
  // from the address on GET, from the form's hidden fields when a failed sign-in shows it again.
  async function loginForm(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // cognito-local writes the query's values into its form's hidden fields without escaping them:
    // a value that could end the attribute is refused here, so a crafted link cannot put markup in the page.
    if ([...url.searchParams.values()].some((value) => /[<>"'`]/.test(value))) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'The sign-in address holds characters it may not.' });
      return;
    }
    if (req.method === 'GET') {
      forward(req, res, undefined, (html) => withSignUpLink(html, `/signup?${url.searchParams.toString()}`));
      return;
    }
    const body = await buffer(req);
    const posted = new URLSearchParams(body.toString('utf8'));
    if (AUTHORIZE_FIELDS.some((name) => /[<>"'`]/.test(posted.get(name) ?? ''))) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'The sign-in form holds characters it may not.' });
      return;
    }
    const query = new URLSearchParams();
    for (const name of AUTHORIZE_FIELDS) {
      const value = posted.get(name);
      if (value !== null) query.set(name, value);
    }
    forward(req, res, body, (html) => withSignUpLink(html, `/signup?${query.toString()}`));
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // On every answer, the proxy's own and the forwarded ones alike, so the SPA can read errors too.
    for (const [name, value] of Object.entries(corsHeaders(req, options.siteOrigin))) res.setHeader(name, value);
    const fail = (error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error', error_description: String(error) });
    };

    if (req.method === 'GET' && url.pathname === '/logout') {
      logout(url, res).catch(fail);
    } else if (signUpPages?.handles(req.method, url.pathname)) {
      signUpPages.handle(req, res, url).catch(fail);
    } else if (signUpPages && url.pathname === '/oauth2/authorize' && (req.method === 'GET' || req.method === 'POST')) {
      loginForm(req, res, url).catch(fail);
    } else if (req.method === 'GET' && url.pathname === '/favicon.ico') {
      // The browser asks for it on the sign-in pages; cognito-local has none, and a 404 there is a
      // console error on every local sign-in. Cognito's own hosted UI serves one.
      res.writeHead(204);
      res.end();
    } else if (req.method === 'OPTIONS') {
      // Preflights are answered here, never by cognito-local (which allows every origin).
      res.writeHead(204);
      res.end();
    } else if (
      req.method === 'POST' &&
      url.pathname === '/' &&
      req.headers['x-amz-target'] === `${TARGET_PREFIX}GetTokensFromRefreshToken`
    ) {
      refresh(req, res).catch(fail);
    } else {
      forward(req, res);
    }
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK_HOST, () => resolve());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export async function startCognitoProxy(options: CognitoProxyOptions): Promise<CognitoProxy> {
  await assertPortFree(options.tlsPort, 'hostedUi');
  await assertPortFree(options.plainPort, 'cognitoPlain');
  const handler = createCognitoProxyHandler(options);
  const tlsServer = createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, handler);
  const plainServer = createHttpServer(handler);
  await listen(tlsServer, options.tlsPort);
  await listen(plainServer, options.plainPort);
  return {
    hostedUiUrl: `https://localhost:${options.tlsPort}`,
    plainUrl: `http://localhost:${options.plainPort}`,
    close: async () => {
      await Promise.all([close(tlsServer), close(plainServer)]);
    },
  };
}
