// The local hosted UI's certificate (local/services/tls-cert.ts): a leaf for localhost, never a CA,
// and a CA left in `.local/tls` by an earlier version is replaced. Uses the openssl on PATH.

import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { certificateProblem, ensureLocalhostCert, type TlsFiles } from '../../local/services/tls-cert';

const SERVER_AUTH = '1.3.6.1.5.5.7.3.1';

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'tls-cert-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

/** The extensions as openssl prints them; node:crypto does not expose key usage bits. */
function opensslExtensions(certPem: Buffer): string {
  const result = spawnSync('openssl', ['x509', '-noout', '-ext', 'basicConstraints,keyUsage,extendedKeyUsage'], {
    input: certPem,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/**
 * What `ensureLocalhostCert` made before: openssl's defaults for `req -x509`, which make a CA.
 * `extra` adds extensions, to make a CA that is otherwise a fine server certificate.
 */
function writeOldCaCertificate(extra: readonly string[] = []): TlsFiles {
  const keyPath = join(directory, 'localhost-key.pem');
  const certPath = join(directory, 'localhost-cert.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '825',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      ...extra,
    ],
    { encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  return { key: readFileSync(keyPath), cert: readFileSync(certPath) };
}

describe('the local TLS certificate', () => {
  it('is a leaf certificate, not a CA', () => {
    const { cert } = ensureLocalhostCert(directory);

    expect(new X509Certificate(cert).ca).toBe(false);
    expect(opensslExtensions(cert)).toMatch(/X509v3 Basic Constraints: critical\s+CA:FALSE/);
  });

  it('is for TLS servers only: digital signature and key encipherment, server authentication', () => {
    const { cert } = ensureLocalhostCert(directory);
    const text = opensslExtensions(cert);

    expect(text).toMatch(/X509v3 Key Usage: critical\s+Digital Signature, Key Encipherment\s*$/m);
    expect(text).not.toMatch(/Certificate Sign|CRL Sign/);
    expect(new X509Certificate(cert).keyUsage).toEqual([SERVER_AUTH]);
  });

  it('names localhost, 127.0.0.1 and ::1 in its subject alternative names, and nothing else', () => {
    const cert = new X509Certificate(ensureLocalhostCert(directory).cert);

    expect(cert.subjectAltName?.split(', ').sort()).toEqual(['DNS:localhost', 'IP Address:0:0:0:0:0:0:0:1', 'IP Address:127.0.0.1']);
  });

  it('keeps its private key readable by its owner only', () => {
    ensureLocalhostCert(directory);

    expect(statSync(join(directory, 'localhost-key.pem')).mode & 0o077).toBe(0);
  });

  it('passes TLS verification for localhost when a client trusts it', async () => {
    const tls = ensureLocalhostCert(directory);
    const server = createServer({ key: tls.key, cert: tls.cert }, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const authorized = await new Promise<boolean>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca: tls.cert }, () => {
          resolve(socket.authorized);
          socket.end();
        });
        socket.once('error', reject);
      });

      expect(authorized).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is reused on the next start', () => {
    const first = ensureLocalhostCert(directory);
    const second = ensureLocalhostCert(directory);

    expect(second.cert.equals(first.cert)).toBe(true);
    expect(second.key.equals(first.key)).toBe(true);
  });

  it('replaces a CA certificate left by an earlier version with a leaf', () => {
    const old = writeOldCaCertificate();
    expect(new X509Certificate(old.cert).ca).toBe(true);

    const replaced = ensureLocalhostCert(directory);

    expect(replaced.cert.equals(old.cert)).toBe(false);
    expect(new X509Certificate(replaced.cert).ca).toBe(false);
    expect(readFileSync(join(directory, 'localhost-cert.pem')).equals(replaced.cert)).toBe(true);
  });

  it('refuses a CA even when it names localhost and allows server authentication', () => {
    const ca = writeOldCaCertificate(['-addext', 'extendedKeyUsage=serverAuth']);

    expect(certificateProblem(ca)).toMatch(/CA certificate/);
    expect(new X509Certificate(ensureLocalhostCert(directory).cert).ca).toBe(false);
  });

  it('replaces a certificate whose key is not its own', () => {
    const first = ensureLocalhostCert(directory);
    const otherDirectory = mkdtempSync(join(tmpdir(), 'tls-cert-other-'));
    try {
      writeFileSync(join(directory, 'localhost-key.pem'), ensureLocalhostCert(otherDirectory).key);

      const replaced = ensureLocalhostCert(directory);

      expect(replaced.cert.equals(first.cert)).toBe(false);
      expect(certificateProblem(replaced)).toBeUndefined();
    } finally {
      rmSync(otherDirectory, { recursive: true, force: true });
    }
  });

  it('is made again within a week of its end', () => {
    const files = ensureLocalhostCert(directory);
    const end = new Date(new X509Certificate(files.cert).validTo);

    expect(certificateProblem(files, new Date(end.getTime() - 8 * 24 * 3600 * 1000))).toBeUndefined();
    expect(certificateProblem(files, new Date(end.getTime() - 6 * 24 * 3600 * 1000))).toMatch(/expires/);
  });
});
