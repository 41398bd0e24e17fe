// A token issuer of the test's own, standing in for the user pool: an RSA key, a JWKS endpoint on
// 127.0.0.1 and a signer, so tests can send the local API server's JWT authorizer any token,
// valid or not.

import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { JwtAuthorizerConfig } from '../../local/api/jwt-authorizer';

export interface TestIssuer {
  readonly issuer: string;
  readonly clientId: string;
  /** The `kid` its tokens carry. */
  readonly kid: string;
  /** What startApiServer's `jwt` option takes. */
  readonly jwt: JwtAuthorizerConfig;
  /** A key this issuer does not publish, for forged tokens. */
  readonly foreignKey: KeyObject;
  /**
   * An RS256 JWT with `iss`, `iat` and an `exp` an hour ahead, then `claims` (which may replace
   * them; a claim set to undefined is left out), signed with the issuer's key or `privateKey`.
   */
  sign(claims: Record<string, unknown>, privateKey?: KeyObject): string;
  close(): Promise<void>;
}

export const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

export async function startTestIssuer(options: { issuer?: string; clientId?: string } = {}): Promise<TestIssuer> {
  const kid = 'test-key';
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicJwk = { ...keys.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const issuer = options.issuer ?? `${origin}/test-pool`;
  const clientId = options.clientId ?? 'test-app-client';

  return {
    issuer,
    clientId,
    kid,
    jwt: { issuer, audience: clientId, jwksUri: `${origin}/.well-known/jwks.json` },
    foreignKey: foreign.privateKey,
    sign(claims, privateKey = keys.privateKey) {
      const now = Math.floor(Date.now() / 1000);
      const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
      const payload = base64url(JSON.stringify({ iss: issuer, iat: now, exp: now + 3600, ...claims }));
      const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey);
      return `${header}.${payload}.${base64url(signature)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
