// The account and region: every service the stacks use exists in the region, and the region is
// us-east-1 where the distribution's web ACL (`waf=on`, the default) or the club's domain (its certificates) needs it.
//
// Which services a region has is published as SSM public parameters,
// /aws/service/global-infrastructure/regions/<region>/services/<service>, readable from us-east-1:
// https://docs.aws.amazon.com/systems-manager/latest/userguide/parameter-store-public-parameters-global-infrastructure.html
// A CloudFront web ACL can only be created in us-east-1:
// https://docs.aws.amazon.com/waf/latest/developerguide/how-aws-waf-works-resources.html

import { GetParametersCommand } from '@aws-sdk/client-ssm';
import { CLOUDFRONT_REGION } from '../../constructs/us-east-1';
import { CLOUDFRONT_WAF_REGION } from '../../constructs/waf';
import { type Finding, fail, ok, warn } from '../findings';
import type { Check, PreflightInput } from '../preflight-input';

/** The regional services the stacks use, by their global-infrastructure id, and what the club loses without each. */
export const REGIONAL_SERVICES: Readonly<Record<string, string>> = {
  lambda: 'Lambda (every API route)',
  apigateway: 'API Gateway (the HTTP API)',
  dynamodb: 'DynamoDB (the tables)',
  'cognito-idp': 'Cognito user pools (members and sign-in)',
  ses: 'SES (the club’s mail)',
  secretsmanager: 'Secrets Manager (the origin secret)',
};

const parameterName = (region: string, service: string) => `/aws/service/global-infrastructure/regions/${region}/services/${service}`;

async function missingServices(input: PreflightInput): Promise<string[] | undefined> {
  const { region } = input.aws;
  const services = Object.keys(REGIONAL_SERVICES);
  const answer = await input.aws.ssmUsEast1.send(
    new GetParametersCommand({ Names: services.map((service) => parameterName(region, service)) }),
  );
  const found = new Set((answer.Parameters ?? []).map((parameter) => parameter.Name));
  // Lambda is in every region AWS lists: without it, the list does not know this region at all.
  if (!found.has(parameterName(region, 'lambda'))) return undefined;
  return services.filter((service) => !found.has(parameterName(region, service)));
}

export const regionCheck: Check = {
  title: 'Account and region',
  async run(input) {
    const { region } = input.aws;
    const who = `AWS account ${input.identity.account} in ${region} (${input.identity.arn})`;
    const findings: Finding[] = [];
    const missing = await missingServices(input);
    if (missing === undefined) {
      findings.push(
        warn(`${who}: AWS's list of services does not know ${region}`, [
          'Deploy in us-east-1 unless you know every service is there: export AWS_REGION=us-east-1',
        ]),
      );
    } else if (missing.length > 0) {
      findings.push(
        fail(`${who}: ${region} lacks ${missing.map((service) => REGIONAL_SERVICES[service]).join(', ')}`, [
          'Deploy in a region that has them all; the club is near Chicago, so us-east-1 or us-east-2: export AWS_REGION=us-east-1',
        ]),
      );
    } else {
      findings.push(ok(`${who}: every service the stacks use is there`));
    }
    if (input.config.waf === 'on' && region !== CLOUDFRONT_WAF_REGION) {
      findings.push(
        fail(`AWS WAF is on (waf=on, the default), and CloudFront's web ACL can only be made in ${CLOUDFRONT_WAF_REGION}, not ${region}`, [
          `Deploy in ${CLOUDFRONT_WAF_REGION} (export AWS_REGION=${CLOUDFRONT_WAF_REGION}), or deploy here with -c waf=user-pool ` +
            "(the user pool's web ACL alone) or -c waf=off (none), knowing that one client can then take a route from every visitor.",
        ]),
      );
    }
    if (input.config.domainName !== undefined && region !== CLOUDFRONT_REGION) {
      findings.push(
        fail(`domainName is set, and CloudFront and Cognito take certificates from ${CLOUDFRONT_REGION} only, not ${region}`, [
          `Deploy in ${CLOUDFRONT_REGION} (export AWS_REGION=${CLOUDFRONT_REGION}), or leave out -c domainName (docs/operations.md, Why us-east-1).`,
        ]),
      );
    }
    return findings;
  },
};
