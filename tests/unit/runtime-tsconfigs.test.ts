// Each runtime's tsconfig knows only its own globals: the Lambda code has Node's types and no DOM,
// the SPA the DOM and no Node. A probe file is checked by tsc under a config that extends each
// runtime's, so the test shows the config refusing what the other runtime has, and accepting what
// its own has (the compiler is the native one, with no API to call in process).

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
let dir = '';

beforeAll(async () => {
  // Inside the repository (in the ignored .local/) so the configs' `types` resolve from node_modules.
  await mkdir(path.join(root, '.local'), { recursive: true });
  dir = await mkdtemp(path.join(root, '.local', 'tsconfig-probe-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** tsc's error lines for `source` checked under the runtime config `configFile`. */
async function probe(configFile: string, name: string, source: string): Promise<string> {
  await writeFile(path.join(dir, `${name}.ts`), source);
  const config = path.join(dir, `${name}.json`);
  await writeFile(config, JSON.stringify({ extends: path.join(root, configFile), files: [`${name}.ts`], include: [] }));
  try {
    await promisify(execFile)(tsc, ['-p', config, '--noEmit'], { cwd: root });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

const usesDom = 'export const href: string = window.location.href;\n';
const usesNode = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";

describe('the runtime tsconfigs', () => {
  it('refuse the DOM in Lambda code and accept Node there', async () => {
    expect(await probe('tsconfig.lambda.json', 'lambda-dom', usesDom)).toMatch(/Cannot find name 'window'/);
    expect(await probe('tsconfig.lambda.json', 'lambda-node', usesNode)).toBe('');
  });

  it("refuse Node's modules in the SPA and accept the DOM there", async () => {
    expect(await probe('tsconfig.web.json', 'web-node', usesNode)).toMatch(/node:fs/);
    expect(await probe('tsconfig.web.json', 'web-dom', usesDom)).toBe('');
  });
});
