// `npm run preflight` once credentials are there: prepare, check, print. Exit 1 on any fail.

import { Resolver } from 'node:dns/promises';
import { cdkCli } from './cdk-cli';
import { prepare } from './command';
import { expectedDomainDns } from './domain-dns';
import { formatFinding, hasFailure, summaryLine } from './findings';
import { runPreflight } from './preflight';

const USAGE = 'usage: npm run preflight -- [-c key=value ...] (the deploy parameters of infra/config.ts)';

export async function preflightCommand(argv: readonly string[]): Promise<number> {
  const prepared = await prepare(argv, { deploy: false, cdk: cdkCli, usage: USAGE });
  if ('exitCode' in prepared) {
    console.error(prepared.message);
    return prepared.exitCode;
  }
  const findings = await runPreflight({ ...prepared, dns: new Resolver(), domainDns: expectedDomainDns(prepared.config) });
  for (const finding of findings) console.log(formatFinding(finding));
  console.log(summaryLine(findings));
  return hasFailure(findings) ? 1 : 0;
}
