// A self-signed certificate for the local hosted UI: Amplify only speaks https to the OAuth domain.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TlsFiles {
  readonly key: Buffer;
  readonly cert: Buffer;
}

/** Makes the key and certificate with openssl on first use and reuses them after. */
export function ensureLocalhostCert(directory: string): TlsFiles {
  const keyPath = join(directory, 'localhost-key.pem');
  const certPath = join(directory, 'localhost-cert.pem');
  if (!existsSync(keyPath) || !existsSync(certPath)) {
    mkdirSync(directory, { recursive: true });
    const result = spawnSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '825',
        '-keyout', keyPath, '-out', certPath,
        '-subj', '/CN=localhost',
        '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      ],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      const why = result.error?.message ?? result.stderr.trim().split('\n').pop() ?? '';
      throw new Error(`Could not make the local TLS certificate with openssl (Debian: apt install openssl): ${why}`);
    }
  }
  return { key: readFileSync(keyPath), cert: readFileSync(certPath) };
}
