// The CDK CLI steps of `npm run deploy`: synthesize once, then per stack make its change set
// without running it, and later run that same change set by name (`--method=execute-change-set`
// bypasses synthesis, so nothing can change in between). The CLI publishes the assets and shows the
// progress; the deploy reads the change set in between (infra/deploy/change-set-guard.ts).

import { spawn } from 'node:child_process';

export interface CdkRunner {
  synth(outdir: string, context: Readonly<Record<string, string>>): Promise<void>;
  prepareChangeSet(assemblyDir: string, stackName: string, changeSetName: string): Promise<void>;
  executeChangeSet(assemblyDir: string, stackName: string, changeSetName: string): Promise<void>;
}

const contextArgs = (context: Readonly<Record<string, string>>): string[] =>
  Object.entries(context).flatMap(([key, value]) => ['-c', `${key}=${value}`]);

function run(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['cdk', ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cdk ${args[0]} stopped (exit ${code ?? 'signal'})`))));
  });
}

// The guard is the review of each change set; CDK's own approval prompt would ask again at each step.
const deployArgs = (assemblyDir: string, stackName: string, method: string, changeSetName: string) => [
  'deploy',
  stackName,
  '--app',
  assemblyDir,
  '--exclusively',
  `--method=${method}`,
  '--change-set-name',
  changeSetName,
  '--require-approval',
  'never',
];

export const cdkCli: CdkRunner = {
  synth: (outdir, context) => run(['synth', '--quiet', '--output', outdir, ...contextArgs(context)]),
  prepareChangeSet: (assemblyDir, stackName, changeSetName) => run(deployArgs(assemblyDir, stackName, 'prepare-change-set', changeSetName)),
  executeChangeSet: (assemblyDir, stackName, changeSetName) => run(deployArgs(assemblyDir, stackName, 'execute-change-set', changeSetName)),
};
