// `npm run deploy` once credentials are there: prepare, the preflight (stop on a fail), then every
// stack through the change-set guard, the data stack in steps of its own when needed
// (infra/deploy/deploy-app.ts).

import { Resolver } from 'node:dns/promises';
import { cdkCli } from './cdk-cli';
import { ASSEMBLY_DIR, prepare } from './command';
import { deployApp } from './deploy-app';
import { expectedDomainDns } from './domain-dns';
import { FailedCreateKept } from './failed-create';
import { formatFinding, hasFailure, summaryLine } from './findings';
import { ALLOW_FLAG, DataReplacementRefused } from './guarded-deploy';
import { runPreflight } from './preflight';

const USAGE = `usage: npm run deploy -- [-c key=value ...] [${ALLOW_FLAG}]`;

export async function deployCommand(argv: readonly string[]): Promise<number> {
  const prepared = await prepare(argv, { deploy: true, cdk: cdkCli, usage: USAGE });
  if ('exitCode' in prepared) {
    console.error(prepared.message);
    return prepared.exitCode;
  }
  const findings = await runPreflight({ ...prepared, dns: new Resolver(), domainDns: expectedDomainDns(prepared.config) });
  for (const finding of findings) console.log(formatFinding(finding));
  console.log(summaryLine(findings));
  if (hasFailure(findings)) return 1;
  try {
    await deployApp({
      aws: prepared.aws,
      cdk: cdkCli,
      assemblyDir: ASSEMBLY_DIR,
      stacks: prepared.stacks,
      context: prepared.args.context,
      allowDataReplacement: prepared.args.allowDataReplacement,
      log: (line) => console.log(line),
    });
  } catch (error) {
    if (error instanceof DataReplacementRefused || error instanceof FailedCreateKept) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  console.log('Deployed. Next: npm run smoke -- <SiteUrl> (an output above).');
  return 0;
}
