// The local hosted UI's certificate: Amplify only speaks https to the OAuth domain.
//
// It is a self-signed *leaf* for localhost (CA:FALSE, server authentication only), never a CA: a
// person who trusts it to silence the browser warning trusts these three names and nothing else,
// whereas a trusted CA whose key sits in `.local/` could sign a certificate for any site.

import { spawnSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TlsFiles {
  readonly key: Buffer;
  readonly cert: Buffer;
}

/** The names the certificate covers: what a browser or Amplify may call the hosted UI. */
export const LOCALHOST_NAMES = { dns: ['localhost'], ip: ['127.0.0.1', '::1'] } as const;

const VALID_DAYS = 825;
/** A certificate this close to its end is made again, so it never expires during a session. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

// Its own openssl config, so the distribution's defaults (`v3_ca`: CA:TRUE) never apply.
const OPENSSL_CONFIG = `[req]
prompt = no
distinguished_name = subject
x509_extensions = leaf

[subject]
CN = localhost

[leaf]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = ${[...LOCALHOST_NAMES.dns.map((name) => `DNS:${name}`), ...LOCALHOST_NAMES.ip.map((ip) => `IP:${ip}`)].join(', ')}
subjectKeyIdentifier = hash
`;

/** Why the files on disk cannot be used as they are, or undefined when they can. */
export function certificateProblem(files: TlsFiles, now = new Date()): string | undefined {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(files.cert);
    if (!cert.checkPrivateKey(createPrivateKey(files.key))) return 'the key does not match the certificate';
  } catch (error) {
    return `unreadable (${error instanceof Error ? error.message : String(error)})`;
  }
  // Certificates made by earlier versions were CAs (openssl's default for `req -x509`).
  if (cert.ca) return 'it is a CA certificate';
  if (!cert.keyUsage?.includes('1.3.6.1.5.5.7.3.1')) return 'it is not for TLS servers';
  const missing = [
    ...LOCALHOST_NAMES.dns.filter((name) => cert.checkHost(name, { subject: 'never' }) !== name),
    ...LOCALHOST_NAMES.ip.filter((ip) => cert.checkIP(ip) === undefined),
  ];
  if (missing.length > 0) return `it does not name ${missing.join(', ')}`;
  if (new Date(cert.validTo).getTime() - RENEW_BEFORE_MS < now.getTime()) return 'it expires within a week';
  return undefined;
}

function makeCertificate(directory: string, keyPath: string, certPath: string): void {
  const configPath = join(directory, 'openssl-leaf.cnf');
  writeFileSync(configPath, OPENSSL_CONFIG);
  try {
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-config',
        configPath,
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        String(VALID_DAYS),
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      const why = result.error?.message ?? result.stderr.trim().split('\n').pop() ?? '';
      throw new Error(`Could not make the local TLS certificate with openssl (Debian: apt install openssl): ${why}`);
    }
  } finally {
    rmSync(configPath, { force: true });
  }
  chmodSync(keyPath, 0o600);
}

/**
 * The hosted UI's key and certificate, made with openssl on first use and reused after; made again
 * when the files on disk are not a valid leaf for localhost (an older version's CA, a near expiry).
 */
export function ensureLocalhostCert(directory: string): TlsFiles {
  const keyPath = join(directory, 'localhost-key.pem');
  const certPath = join(directory, 'localhost-cert.pem');
  if (existsSync(keyPath) && existsSync(certPath)) {
    const existing = { key: readFileSync(keyPath), cert: readFileSync(certPath) };
    const problem = certificateProblem(existing);
    if (problem === undefined) return existing;
    console.log(`  the local TLS certificate is made again: ${problem} (accept the new one in the browser once)`);
  }
  mkdirSync(directory, { recursive: true });
  makeCertificate(directory, keyPath, certPath);
  const made = { key: readFileSync(keyPath), cert: readFileSync(certPath) };
  const problem = certificateProblem(made);
  if (problem !== undefined) throw new Error(`openssl made an unusable local TLS certificate: ${problem}.`);
  return made;
}
