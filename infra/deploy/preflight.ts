// `npm run preflight` (and the first step of `npm run deploy`): every check of what would make a
// deploy fail or leave the site half-working, in the order an admin fixes them. Each check is a
// small function over the AWS clients (infra/deploy/checks/); one that cannot get its answer says
// so in a line of its own instead of stopping the others.

import { couldNotCheck } from './aws-errors';
import { bootstrapCheck } from './checks/bootstrap';
import { certificateCheck } from './checks/certificate';
import { hostedUiCheck } from './checks/hosted-ui';
import { hostedZoneCheck } from './checks/hosted-zone';
import { indexesCheck } from './checks/indexes';
import { lambdaConcurrencyCheck } from './checks/lambda-concurrency';
import { leftoversCheck } from './checks/leftovers';
import { mailDnsCheck } from './checks/mail-dns';
import { regionCheck } from './checks/region';
import { sesCheck } from './checks/ses';
import { stacksCheck } from './checks/stacks';
import type { Finding } from './findings';
import type { Check, PreflightInput } from './preflight-input';

export const preflightChecks: readonly Check[] = [
  regionCheck,
  bootstrapCheck,
  stacksCheck,
  leftoversCheck,
  indexesCheck,
  hostedUiCheck,
  sesCheck,
  hostedZoneCheck,
  certificateCheck,
  mailDnsCheck,
  lambdaConcurrencyCheck,
];

export async function runPreflight(input: PreflightInput, checks: readonly Check[] = preflightChecks): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const check of checks) {
    try {
      findings.push(...(await check.run(input)));
    } catch (error) {
      // SES must be readable when Cognito is to send through it: "cannot tell" then stops the deploy.
      const must = check === sesCheck && input.config.cognitoMail === 'ses';
      findings.push(couldNotCheck(check.title, error, { must }));
    }
  }
  return findings;
}
