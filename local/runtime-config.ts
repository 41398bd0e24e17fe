// The SPA's runtime config for the local stack; web/vite.config.ts serves it at `/config.json`,
// as the deployed site gets one made from the stack outputs.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface RuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Amplify's `oauth.domain`: host and port only, it adds https itself. */
  readonly hostedUiDomain: string;
  /** Amplify's `userPoolEndpoint`, for the JSON API (refresh, GetUser). */
  readonly userPoolEndpoint: string;
  readonly redirectUrl: string;
}

export function writeRuntimeConfig(file: string, config: RuntimeConfig): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
