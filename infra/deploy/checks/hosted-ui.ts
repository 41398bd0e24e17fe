// The hosted UI's domains: a Cognito prefix (the data stack's) is unique in the region across every
// AWS account, and a custom domain (auth.<domainName>, the app stack's) once in all of Cognito.
// DescribeUserPoolDomain answers an empty description for a domain nobody has, and the owning pool
// and account for one that is taken:
// https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_DescribeUserPoolDomain.html
// https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pools-assign-domain-prefix.html

import { DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { resolveName, resourcesOfType } from '../assembly';
import { type Finding, fail, ok, warn } from '../findings';
import type { Check, PreflightInput } from '../preflight-input';
import { heldResources } from '../stack-state';

export const hostedUiCheck: Check = {
  title: 'Hosted sign-in domain',
  async run(input) {
    const findings: Finding[] = [];
    // The prefix domain is the data stack's; the custom one (authDomain) the app stack's, after the apex record.
    for (const stack of [input.stacks.data, input.stacks.site]) {
      const pseudo = { account: input.identity.account, region: stack.region ?? input.aws.region };
      const domains = resourcesOfType(stack.template, 'AWS::Cognito::UserPoolDomain');
      if (domains.length === 0) continue;
      const held = await heldResources(input.aws.cloudFormation, stack.stackName);
      for (const [logicalId, resource] of domains) {
        const domain = resolveName(resource.Properties?.Domain, pseudo);
        if (!domain) {
          findings.push(warn(`Sign-in domain ${logicalId}: its name is only known while CloudFormation deploys`));
          continue;
        }
        findings.push(await domainFinding(input, domain, held.has(domain), stack.stackName));
      }
    }
    return findings;
  },
};

async function domainFinding(input: PreflightInput, domain: string, held: boolean, stackName: string): Promise<Finding> {
  const custom = domain.includes('.');
  const answer = await input.aws.cognito.send(new DescribeUserPoolDomainCommand({ Domain: domain }));
  const owner = answer.DomainDescription;
  if (!owner?.UserPoolId) return ok(`Sign-in domain ${domain} is free; the deploy takes it`);
  if (held) return ok(`Sign-in domain ${domain} is the club's (${stackName})`);
  if (owner.AWSAccountId === input.identity.account) {
    return fail(`Sign-in domain ${domain} belongs to user pool ${owner.UserPoolId} of this account, which no stack of this deploy holds`, [
      'A leftover of an earlier deploy? If that pool has no members, delete its domain: Cognito console → User pools → the pool → Branding → Domain → Delete.',
      custom ? 'Otherwise deploy without -c authDomain.' : 'Otherwise choose another prefix: -c domainPrefix=blaze-rugby-<something>',
    ]);
  }
  return fail(`Sign-in domain ${domain} is taken by another AWS account`, [
    custom
      ? 'Take it back from that account, or deploy without -c authDomain.'
      : 'Choose another prefix: -c domainPrefix=blaze-rugby-<something> (letters, digits, hyphens; no "aws", "amazon" or "cognito").',
  ]);
}
