// The SPA's runtime config for the local stack; web/vite.config.ts serves it at `/config.json`,
// as the deployed site gets one made from the stack outputs.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RuntimeConfig } from '../common/runtime-config';

export function writeRuntimeConfig(file: string, config: RuntimeConfig): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
