// The fixed local ports (listed in docs/local-development.md), each overridable by an environment variable, and the
// checks that turn a port clash into one line naming the variable to change.

import { createServer } from 'node:net';

interface PortDef {
  readonly env: string;
  readonly fallback: number;
  readonly what: string;
}

export const portDefs = {
  site: { env: 'SITE_PORT', fallback: 5174, what: 'the site' },
  api: { env: 'API_PORT', fallback: 8080, what: 'the local API server' },
  dynamodb: { env: 'DYNAMODB_PORT', fallback: 8000, what: 'DynamoDB Local' },
  s3: { env: 'S3_PORT', fallback: 4569, what: 's3rver' },
  ses: { env: 'SES_PORT', fallback: 8005, what: 'the SES emulator and mail viewer' },
  cognito: { env: 'COGNITO_PORT', fallback: 9229, what: 'cognito-local' },
  hostedUi: { env: 'HOSTED_UI_PORT', fallback: 9443, what: 'the hosted UI (TLS front of cognito-local)' },
  cognitoPlain: { env: 'COGNITO_PLAIN_PORT', fallback: 9230, what: 'the plain front of cognito-local' },
  stripe: { env: 'STRIPE_PORT', fallback: 12111, what: 'the Stripe stand-in and its checkout page' },
  lambda: { env: 'LAMBDA_PORT', fallback: 9231, what: "the user pool triggers' Lambda endpoint" },
} as const satisfies Record<string, PortDef>;

export type PortName = keyof typeof portDefs;
export type Ports = Record<PortName, number>;

export function resolvePorts(env: NodeJS.ProcessEnv = process.env): Ports {
  const entries = Object.entries(portDefs).map(([name, def]) => {
    const raw = env[def.env];
    const port = raw === undefined || raw === '' ? def.fallback : Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${def.env}=${raw} is not a port number (1-65535).`);
    }
    return [name, port];
  });
  return Object.fromEntries(entries) as Ports;
}

/** Whether nothing listens on the port, on any local address. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    // No host: the dual-stack wildcard clashes with a listener on 127.0.0.1, ::1 or 0.0.0.0 alike.
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The one line for a port already in use: the service that wanted it and the variable that moves it. */
export function portInUseMessage(port: number, name: PortName): string {
  const def = portDefs[name];
  return `Port ${port} for ${def.what} is already in use. Stop whatever uses it, or choose another port with ${def.env}=<port>.`;
}

/** Throws one line naming the service that wanted a port already in use, and its variable. */
export async function assertPortFree(port: number, name: PortName): Promise<void> {
  if (await isPortFree(port)) return;
  throw new Error(portInUseMessage(port, name));
}

/** Checks every port before anything starts, so a clash never leaves half a stack running. */
export async function assertPortsFree(ports: Ports): Promise<void> {
  const clashes: string[] = [];
  for (const [name, def] of Object.entries(portDefs) as [PortName, PortDef][]) {
    if (!(await isPortFree(ports[name]))) {
      clashes.push(`Port ${ports[name]} for ${def.what} is already in use (set ${def.env}=<port> to use another).`);
    }
  }
  if (clashes.length > 0) throw new Error(clashes.join('\n'));
}

/** A port the OS says is free right now, for tests. */
/**
 * A free port kept bound until `release`: a port found with freePort but listened on minutes later
 * (a browser lane's site, whose address its build and API need first) can meanwhile be handed to
 * another process asking for a free one, as a lane's DynamoDB Local once was.
 */
export function reservePort(): Promise<{ readonly port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const holder = createServer();
    holder.once('error', reject);
    holder.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = holder.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise<void>((done) => holder.close(() => done())) });
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
