// The SPA's runtime config for the local stack, as the deployed site gets one made from the stack
// outputs: `npm start`'s site and the browser suite's serve it at `/config.json`
// (local/cloudfront/local-site.ts), and `npm run dev`'s Vite serves the file written here
// (web/vite.config.ts).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RuntimeConfig } from '../common/runtime-config';
import { LOCAL_REGION } from './aws/clients';

export interface LocalSignIn {
  /** The user pool and its app client (local/aws/create-user-pool.ts). */
  readonly pool: { readonly userPoolId: string; readonly userPoolClientId: string };
  /** The hosted-UI proxy's TLS port (its hosted UI) and plain port (the Cognito API Amplify calls). */
  readonly hostedUiPort: number;
  readonly plainPort: number;
}

/**
 * The runtime config of the local site at `siteUrl`: its hosted UI and Cognito API are the
 * hosted-UI proxy's (local/services/cognito-proxy.ts), and they are also the CSP's connect-src.
 */
export function localRuntimeConfig({ pool, hostedUiPort, plainPort }: LocalSignIn, siteUrl: string): RuntimeConfig {
  return {
    region: LOCAL_REGION,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    hostedUiDomain: `localhost:${hostedUiPort}`,
    userPoolEndpoint: `http://localhost:${plainPort}`,
    redirectUrl: siteUrl,
  };
}

export function writeRuntimeConfig(file: string, config: RuntimeConfig): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
