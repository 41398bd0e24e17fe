// Every local stand-in listens on 127.0.0.1 only, never on all interfaces (0.0.0.0 or ::): each is
// started on a free port and the kernel's own table of listening sockets (/proc/net/tcp, tcp6) is
// read for that port. DynamoDB Local is the one tests/integration/global-setup.ts started.
//
// Linux only (that table); elsewhere the file is skipped.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../common/local-stack/ports';
import { startCognito } from '../../local/services/cognito';
import { startCognitoProxy } from '../../local/services/cognito-proxy';
import { startS3 } from '../../local/services/s3';
import { startSes } from '../../local/services/ses';
import { ensureLocalhostCert } from '../../local/services/tls-cert';

const LISTEN = '0A';

/** An address as /proc/net prints it (hex, each 32-bit word in host byte order: little-endian here). */
function decodeProcAddress(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  for (let word = 0; word < bytes.length; word += 4) bytes.subarray(word, word + 4).reverse();
  if (bytes.length === 4) return [...bytes].join('.');
  // An IPv4 address on a dual-stack socket (::ffff:a.b.c.d) is that IPv4 address.
  if (bytes.subarray(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff) {
    return [...bytes.subarray(12)].join('.');
  }
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

/** The local addresses of every socket listening on `port`, IPv4 and IPv6. */
function listeningAddresses(port: number): string[] {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN && fields[1]?.endsWith(`:${portHex}`))
      .map((fields) => decodeProcAddress((fields[1] ?? '').split(':')[0] ?? '')),
  );
}

/** This machine's own addresses on its network interfaces (not the loopback). */
const networkAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4')
  .map((entry) => entry?.address ?? '');

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function expectLoopbackOnly(port: number): Promise<void> {
  expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
  for (const address of networkAddresses) expect(await accepts(address, port), `${address}:${port}`).toBe(false);
}

describe.skipIf(!existsSync('/proc/net/tcp'))('the local stand-ins listen on 127.0.0.1 only', () => {
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'loopback-'));
  });

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('reads a wildcard listener as a wildcard (the check itself can fail)', async () => {
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;

      expect(listeningAddresses(port)).toEqual(['0.0.0.0']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('DynamoDB Local', async () => {
    const { endpoint } = inject('localDynamoDb');

    await expectLoopbackOnly(Number(new URL(endpoint).port));
  });

  it('s3rver', async () => {
    const port = await freePort();
    const s3 = await startS3({ port, directory: join(directory, 's3') });
    try {
      await expectLoopbackOnly(port);
    } finally {
      await s3.stop();
    }
  });

  it('the SES emulator and mail viewer', async () => {
    const port = await freePort();
    const ses = await startSes({ port });
    try {
      await expectLoopbackOnly(port);
    } finally {
      await ses.stop();
    }
  });

  it('cognito-local', async () => {
    const port = await freePort();
    const cognito = await startCognito({ port, directory: join(directory, 'cognito'), logFile: join(directory, 'cognito.log') });
    try {
      await expectLoopbackOnly(port);
    } finally {
      await cognito.stop();
    }
  });

  it('the hosted-UI proxy, on its TLS and its plain port', async () => {
    const tlsPort = await freePort();
    let plainPort = await freePort();
    while (plainPort === tlsPort) plainPort = await freePort();
    const proxy = await startCognitoProxy({
      upstream: 'http://127.0.0.1:9',
      tlsPort,
      plainPort,
      tls: ensureLocalhostCert(join(directory, 'tls')),
      siteOrigin: 'http://localhost:5174',
      logoutUrls: async () => undefined,
    });
    try {
      await expectLoopbackOnly(tlsPort);
      await expectLoopbackOnly(plainPort);
    } finally {
      await proxy.close();
    }
  });
});
