// Each preflight check against each answer AWS can give (aws-sdk-client-mock): what it prints, and
// whether the deploy stops. DNS answers come from a fake resolver.

import { ACMClient, DescribeCertificateCommand, ListCertificatesCommand } from '@aws-sdk/client-acm';
import { CloudFormationClient, DescribeStacksCommand, ListStackResourcesCommand, ListStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetHostedZoneCommand, ListHostedZonesByNameCommand, Route53Client } from '@aws-sdk/client-route-53';
import { HeadBucketCommand, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapCheck } from '../../../infra/deploy/checks/bootstrap';
import { certificateCheck } from '../../../infra/deploy/checks/certificate';
import { hostedUiCheck } from '../../../infra/deploy/checks/hosted-ui';
import { hostedZoneCheck } from '../../../infra/deploy/checks/hosted-zone';
import { concurrencyNeeded, lambdaConcurrencyCheck } from '../../../infra/deploy/checks/lambda-concurrency';
import { leftoversCheck } from '../../../infra/deploy/checks/leftovers';
import { mailDnsCheck } from '../../../infra/deploy/checks/mail-dns';
import { REGIONAL_SERVICES, regionCheck } from '../../../infra/deploy/checks/region';
import { sesCheck } from '../../../infra/deploy/checks/ses';
import { stacksCheck } from '../../../infra/deploy/checks/stacks';
import { expectedDomainDns } from '../../../infra/deploy/domain-dns';
import { recommendedDmarcRecord } from '../../../infra/domain-records';
import type { Finding } from '../../../infra/deploy/findings';
import { runPreflight } from '../../../infra/deploy/preflight';
import type { Check } from '../../../infra/deploy/preflight-input';
import {
  ACCOUNT,
  DATA_DESCRIPTION,
  DATA_STACK,
  appStacks,
  MEDIA_BUCKET,
  PREFIX,
  REGION,
  SITE_STACK,
  awsError,
  config,
  dnsError,
  fakeDns,
  preflightInput,
} from './support';

const ssm = mockClient(SSMClient);
const cfn = mockClient(CloudFormationClient);
const ddb = mockClient(DynamoDBClient);
const s3 = mockClient(S3Client);
const ses = mockClient(SESv2Client);
const cognito = mockClient(CognitoIdentityProviderClient);
const acm = mockClient(ACMClient);
const route53 = mockClient(Route53Client);
const lambda = mockClient(LambdaClient);
const mocks = [ssm, cfn, ddb, s3, ses, cognito, acm, route53, lambda];

beforeEach(() => {
  for (const mock of mocks) mock.reset();
  // No stack yet, unless a test says otherwise.
  cfn.on(ListStackResourcesCommand).rejects(awsError('ValidationError', `Stack with id ${DATA_STACK} does not exist`));
});
afterAll(() => {
  for (const mock of mocks) mock.restore();
});

const outcomes = (findings: readonly Finding[]) => findings.map((finding) => finding.outcome);
const text = (findings: readonly Finding[]) => findings.map((finding) => [finding.summary, ...(finding.fix ?? [])].join('\n')).join('\n');

/** The check as the preflight runs it: an error AWS answers becomes a finding of its own. */
const run = (check: Check, overrides: Parameters<typeof preflightInput>[0] = {}) => runPreflight(preflightInput(overrides), [check]);

describe('account and region', () => {
  // The region here is not us-east-1: without the distribution's web ACL, whose region check is its own.
  const withoutWaf = { config: config({ waf: 'off' }) };
  const parameter = (service: string) => ({
    Name: `/aws/service/global-infrastructure/regions/${REGION}/services/${service}`,
    Value: service,
  });

  it('says ok when the region has every service the stacks use', async () => {
    ssm.on(GetParametersCommand).resolves({ Parameters: Object.keys(REGIONAL_SERVICES).map(parameter) });
    const findings = await run(regionCheck, withoutWaf);
    expect(outcomes(findings)).toEqual(['ok']);
    expect(text(findings)).toContain(`AWS account ${ACCOUNT} in ${REGION}`);
  });

  it('fails, naming what is missing, in a region without Cognito', async () => {
    ssm.on(GetParametersCommand).resolves({
      Parameters: Object.keys(REGIONAL_SERVICES)
        .filter((s) => s !== 'cognito-idp')
        .map(parameter),
    });
    const findings = await run(regionCheck, withoutWaf);
    expect(outcomes(findings)).toEqual(['fail']);
    expect(text(findings)).toMatch(/lacks Cognito user pools.*\n.*export AWS_REGION=us-east-1/);
  });

  it('warns when AWS’s list does not know the region at all', async () => {
    ssm.on(GetParametersCommand).resolves({ Parameters: [], InvalidParameters: ['x'] });
    expect(outcomes(await run(regionCheck, withoutWaf))).toEqual(['warn']);
  });

  it('fails the default deploy (WAF on) outside us-east-1, naming the ways out', async () => {
    ssm.on(GetParametersCommand).resolves({ Parameters: Object.keys(REGIONAL_SERVICES).map(parameter) });
    const findings = await run(regionCheck);
    expect(outcomes(findings)).toEqual(['ok', 'fail']);
    expect(text(findings)).toContain('export AWS_REGION=us-east-1');
    expect(text(findings)).toMatch(/-c waf=user-pool .* -c waf=off/);
  });

  it("passes the user pool's web ACL alone outside us-east-1", async () => {
    ssm.on(GetParametersCommand).resolves({ Parameters: Object.keys(REGIONAL_SERVICES).map(parameter) });
    expect(outcomes(await run(regionCheck, { config: config({ waf: 'user-pool' }) }))).toEqual(['ok']);
  });

  it('fails the club’s domain outside us-east-1, where its certificates must be', async () => {
    ssm.on(GetParametersCommand).resolves({ Parameters: Object.keys(REGIONAL_SERVICES).map(parameter) });
    const findings = await run(regionCheck, { config: config({ domainName: 'blazerugby.org', waf: 'off' }) });
    expect(outcomes(findings)).toEqual(['ok', 'fail']);
    expect(text(findings)).toMatch(/domainName is set.*us-east-1 only, not us-east-2\n.*export AWS_REGION=us-east-1/);
  });

  it.each([
    ['AccessDeniedException', 'your credentials may not read it'],
    ['ThrottlingException', 'slow down'],
  ])('warns, not fails, when SSM answers %s', async (name, said) => {
    ssm.on(GetParametersCommand).rejects(awsError(name));
    const findings = await run(regionCheck);
    expect(outcomes(findings)).toEqual(['warn']);
    expect(text(findings)).toContain(said);
  });
});

describe('CDK bootstrap', () => {
  it('fails with the bootstrap command when the account was never bootstrapped', async () => {
    ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    const findings = await run(bootstrapCheck);
    expect(outcomes(findings)).toEqual(['fail']);
    expect(text(findings)).toContain(`npx cdk bootstrap aws://${ACCOUNT}/${REGION}`);
  });

  it('fails an older bootstrap than the assembly needs, and passes a recent one', async () => {
    ssm.on(GetParameterCommand, { Name: '/cdk-bootstrap/hnb659fds/version' }).resolves({ Parameter: { Value: '5' } });
    const old = await run(bootstrapCheck);
    expect(outcomes(old)).toEqual(['fail']);
    expect(text(old)).toContain('version 5; the app needs 6');
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '30' } });
    expect(outcomes(await run(bootstrapCheck))).toEqual(['ok']);
  });

  it('warns when the credentials may not read the parameter', async () => {
    ssm.on(GetParameterCommand).rejects(awsError('AccessDeniedException', 'no', 403));
    expect(outcomes(await run(bootstrapCheck))).toEqual(['warn']);
  });
});

describe('existing stacks', () => {
  beforeEach(() => {
    cfn.on(ListStacksCommand).resolves({ StackSummaries: [] });
    cfn.on(DescribeStacksCommand).rejects(awsError('ValidationError', 'Stack with id X does not exist'));
  });

  it('passes stacks that are not there yet', async () => {
    const findings = await run(stacksCheck);
    expect(outcomes(findings)).toEqual(['ok', 'ok']);
    expect(text(findings)).toContain('the deploy creates it');
  });

  const rolledBack = {
    Stacks: [
      {
        StackName: DATA_STACK,
        StackId: `arn:aws:cloudformation:${REGION}:${ACCOUNT}:stack/${DATA_STACK}/1a2b`,
        StackStatus: 'ROLLBACK_COMPLETE' as const,
        EnableTerminationProtection: true,
        CreationTime: new Date(),
      },
    ],
  };
  const requestsTable = (status: 'DELETE_COMPLETE' | 'DELETE_SKIPPED') => ({
    StackResourceSummaries: [
      {
        LogicalResourceId: 'Requests',
        PhysicalResourceId: `${DATA_STACK}-requests`,
        ResourceType: 'AWS::DynamoDB::Table',
        ResourceStatus: status,
        LastUpdatedTimestamp: new Date(),
      },
    ],
  });

  it('warns of a ROLLBACK_COMPLETE data stack with every resource deleted, which npm run deploy deletes itself', async () => {
    cfn.on(DescribeStacksCommand, { StackName: DATA_STACK }).resolves(rolledBack);
    cfn.on(ListStackResourcesCommand).resolves(requestsTable('DELETE_COMPLETE'));
    const findings = await run(stacksCheck);
    expect(outcomes(findings)).toEqual(['warn', 'ok']);
    expect(text(findings)).toContain('npm run deploy deletes this empty stack');
    expect(text(findings)).toContain('Events tab');
  });

  it('fails a ROLLBACK_COMPLETE data stack that kept a table, saying why and how to remove the stack by hand', async () => {
    cfn.on(DescribeStacksCommand, { StackName: DATA_STACK }).resolves(rolledBack);
    cfn.on(ListStackResourcesCommand).resolves(requestsTable('DELETE_SKIPPED'));
    const findings = await run(stacksCheck);
    expect(outcomes(findings)).toEqual(['fail', 'ok']);
    expect(text(findings)).toContain(`${DATA_STACK}-requests (Requests) was kept by its deletion policy`);
    expect(text(findings)).toContain(`update-termination-protection --no-enable-termination-protection --stack-name ${DATA_STACK}`);
    expect(text(findings)).toContain(`aws cloudformation delete-stack --stack-name ${DATA_STACK}`);
  });

  it('fails an unprotected ROLLBACK_COMPLETE stack with the delete alone', async () => {
    cfn
      .on(DescribeStacksCommand, { StackName: SITE_STACK })
      .resolves({ Stacks: [{ StackName: SITE_STACK, StackStatus: 'ROLLBACK_COMPLETE', CreationTime: new Date() }] });
    const findings = await run(stacksCheck);
    expect(outcomes(findings)).toEqual(['ok', 'fail']);
    expect(text(findings)).not.toContain('update-termination-protection');
  });

  it.each([
    ['UPDATE_IN_PROGRESS', 'fail'],
    ['UPDATE_ROLLBACK_FAILED', 'fail'],
    ['DELETE_FAILED', 'fail'],
    ['UPDATE_COMPLETE', 'ok'],
    ['UPDATE_ROLLBACK_COMPLETE', 'ok'],
    ['REVIEW_IN_PROGRESS', 'ok'],
  ])('a stack in %s: %s', async (status, outcome) => {
    cfn
      .on(DescribeStacksCommand, { StackName: DATA_STACK })
      .resolves({ Stacks: [{ StackName: DATA_STACK, StackStatus: status as never, CreationTime: new Date() }] });
    expect(outcomes(await run(stacksCheck))[0]).toBe(outcome);
  });

  it('warns loudly when the club’s data stack has another name than this deploy’s', async () => {
    cfn.on(ListStacksCommand).resolves({
      StackSummaries: [
        { StackName: 'BlazeSite-Data', TemplateDescription: DATA_DESCRIPTION, StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() },
      ],
    });
    const findings = await run(stacksCheck);
    expect(outcomes(findings)).toContain('warn');
    expect(text(findings)).toMatch(/NEW, EMPTY tables[\s\S]*-c stackName=BlazeSite/);
  });
});

describe('leftovers of a failed create', () => {
  beforeEach(() => {
    ddb.on(DescribeTableCommand).rejects(awsError('ResourceNotFoundException'));
    s3.on(HeadBucketCommand).rejects(awsError('NotFound', 'NotFound', 404));
    ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));
  });

  it('passes when nothing of the data stack’s names is in the account', async () => {
    expect(outcomes(await run(leftoversCheck))).toEqual(['ok']);
  });

  it('fails a table no stack holds: kept when it has items, deleted when empty', async () => {
    ddb.on(DescribeTableCommand).resolves({ Table: { TableName: `${DATA_STACK}-requests`, ItemCount: 12 } });
    const kept = await run(leftoversCheck);
    expect(outcomes(kept)).toEqual(['fail']);
    expect(text(kept)).toMatch(/already exists[\s\S]*It holds data: keep it/);
    ddb.on(DescribeTableCommand).resolves({ Table: { TableName: `${DATA_STACK}-requests`, ItemCount: 0 } });
    expect(text(await run(leftoversCheck))).toContain(`aws dynamodb delete-table --table-name ${DATA_STACK}-requests`);
  });

  it('does not count what the data stack itself holds', async () => {
    ddb.on(DescribeTableCommand).resolves({ Table: { TableName: `${DATA_STACK}-requests`, ItemCount: 12 } });
    cfn.on(ListStackResourcesCommand).resolves({
      StackResourceSummaries: [
        {
          LogicalResourceId: 'Requests',
          PhysicalResourceId: `${DATA_STACK}-requests`,
          ResourceType: 'AWS::DynamoDB::Table',
          ResourceStatus: 'CREATE_COMPLETE',
          LastUpdatedTimestamp: new Date(),
        },
      ],
    });
    expect(outcomes(await run(leftoversCheck))).toEqual(['ok']);
  });

  it('counts what a rolled-back create left behind (DELETE_SKIPPED) as a leftover', async () => {
    ddb.on(DescribeTableCommand).resolves({ Table: { ItemCount: 0 } });
    cfn.on(ListStackResourcesCommand).resolves({
      StackResourceSummaries: [
        {
          LogicalResourceId: 'Requests',
          PhysicalResourceId: `${DATA_STACK}-requests`,
          ResourceType: 'AWS::DynamoDB::Table',
          ResourceStatus: 'DELETE_SKIPPED',
          LastUpdatedTimestamp: new Date(),
        },
      ],
    });
    expect(outcomes(await run(leftoversCheck))).toEqual(['fail']);
  });

  it('fails a bucket of the stack’s name: empty ones are removed, one of another account needs another stack name', async () => {
    s3.on(HeadBucketCommand, { Bucket: MEDIA_BUCKET }).resolves({});
    s3.on(ListObjectVersionsCommand).resolves({ Versions: [] });
    const empty = await run(leftoversCheck);
    expect(outcomes(empty)).toEqual(['fail']);
    expect(text(empty)).toContain(`aws s3 rb s3://${MEDIA_BUCKET}`);
    s3.on(HeadBucketCommand).rejects(awsError('Forbidden', 'Forbidden', 403));
    expect(text(await run(leftoversCheck))).toContain('belongs to another AWS account');
  });

  it('fails a mail identity SES already has, with how to delete it', async () => {
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    const findings = await run(leftoversCheck);
    expect(outcomes(findings)).toEqual(['fail']);
    expect(text(findings)).toContain('aws sesv2 delete-email-identity --email-identity website@blazerugby.org');
  });
});

describe('SES', () => {
  const production = { ProductionAccessEnabled: true, SendingEnabled: true, SendQuota: { Max24HourSend: 50000, MaxSendRate: 14 } };
  const sandbox = { ProductionAccessEnabled: false, SendingEnabled: true, SendQuota: { Max24HourSend: 200, MaxSendRate: 1 } };

  it('passes production access and a verified sender, quoting the quota', async () => {
    ses.on(GetAccountCommand).resolves(production);
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true, IdentityType: 'EMAIL_ADDRESS' });
    const findings = await run(sesCheck);
    expect(outcomes(findings)).toEqual(['ok', 'ok']);
    expect(text(findings)).toContain('50000 a day, 14 a second');
  });

  it('warns of the sandbox, and fails it with cognitoMail=ses', async () => {
    ses.on(GetAccountCommand).resolves(sandbox);
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    const findings = await run(sesCheck);
    expect(outcomes(findings)).toEqual(['warn', 'ok']);
    expect(text(findings)).toContain('Request production access');
    expect(outcomes(await run(sesCheck, { config: config({ cognitoMail: 'ses' }) }))).toEqual(['fail', 'ok']);
  });

  it('says what an unverified or missing sender needs, and stops a cognitoMail=ses deploy on it', async () => {
    ses.on(GetAccountCommand).resolves(production);
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, VerificationStatus: 'PENDING' });
    const unverified = await run(sesCheck);
    expect(outcomes(unverified)).toEqual(['ok', 'warn']);
    expect(text(unverified)).toContain('Click the link SES mailed to website@blazerugby.org');
    ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));
    expect(outcomes(await run(sesCheck, { config: config({ cognitoMail: 'ses' }) }))).toEqual(['ok', 'fail']);
  });

  it('prints the DKIM and MAIL FROM records of a domain identity that waits for them', async () => {
    ses.on(GetAccountCommand).resolves(production);
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'blazerugby.org' }).resolves({
      VerifiedForSendingStatus: false,
      DkimAttributes: { Status: 'PENDING', Tokens: ['tok1', 'tok2'] },
      MailFromAttributes: {
        MailFromDomain: 'mail.blazerugby.org',
        MailFromDomainStatus: 'FAILED',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    });
    const findings = await run(sesCheck, { config: config({ domainName: 'blazerugby.org' }) });
    expect(outcomes(findings)).toEqual(['ok', 'warn', 'warn', 'warn']);
    expect(text(findings)).toContain('CNAME tok1._domainkey.blazerugby.org → tok1.dkim.amazonses.com');
    expect(text(findings)).toContain(`MX mail.blazerugby.org → 10 feedback-smtp.${REGION}.amazonses.com`);
  });

  it('passes a domain identity whose DKIM signs and whose MAIL FROM is ready', async () => {
    ses.on(GetAccountCommand).resolves(production);
    ses.on(GetEmailIdentityCommand).resolves({
      VerifiedForSendingStatus: true,
      DkimAttributes: { Status: 'SUCCESS' },
      MailFromAttributes: {
        MailFromDomain: 'mail.blazerugby.org',
        MailFromDomainStatus: 'SUCCESS',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    });
    expect(outcomes(await run(sesCheck, { config: config({ domainName: 'blazerugby.org' }) }))).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('fails a newsletter pace above the account’s sending rate, and quotes the pace when it fits', async () => {
    ses.on(GetAccountCommand).resolves(production);
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    const fits = await run(sesCheck, { config: config({ newsletterSendRate: '14' }) });
    expect(outcomes(fits)).toEqual(['ok', 'ok']);
    expect(text(fits)).toContain('newsletters leave at 14 a second');
    const above = await run(sesCheck, { config: config({ newsletterSendRate: '15' }) });
    expect(outcomes(above)).toEqual(['fail', 'ok', 'ok']);
    expect(text(above)).toContain('-c newsletterSendRate=7');
    ses.on(GetAccountCommand).resolves(sandbox);
    expect(outcomes(await run(sesCheck, { config: config({ newsletterSendRate: '2' }) }))).toEqual(['fail', 'warn', 'ok']);
  });

  it('fails an account whose sending is paused', async () => {
    ses.on(GetAccountCommand).resolves({ ...production, SendingEnabled: false });
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    expect(outcomes(await run(sesCheck))[0]).toBe('fail');
  });

  it('warns of the placeholder sender without asking SES', async () => {
    const findings = await run(sesCheck, { config: config({ senderEmail: 'no-reply@example.com' }) });
    expect(outcomes(findings)).toEqual(['warn']);
    expect(ses.calls()).toHaveLength(0);
  });

  it('cannot tell: warns, but fails with cognitoMail=ses', async () => {
    ses.on(GetAccountCommand).rejects(awsError('AccessDeniedException', 'no', 403));
    expect(outcomes(await run(sesCheck))).toEqual(['warn']);
    expect(outcomes(await run(sesCheck, { config: config({ cognitoMail: 'ses' }) }))).toEqual(['fail']);
  });
});

describe('hosted sign-in domain', () => {
  it('passes a prefix nobody has (an empty description)', async () => {
    cognito.on(DescribeUserPoolDomainCommand, { Domain: PREFIX }).resolves({ DomainDescription: {} });
    expect(outcomes(await run(hostedUiCheck))).toEqual(['ok']);
  });

  it('passes the prefix the data stack holds', async () => {
    cognito
      .on(DescribeUserPoolDomainCommand)
      .resolves({ DomainDescription: { UserPoolId: 'us-east-2_abc', AWSAccountId: ACCOUNT, Domain: PREFIX } });
    cfn.on(ListStackResourcesCommand).resolves({
      StackResourceSummaries: [
        {
          LogicalResourceId: 'HostedUi',
          PhysicalResourceId: PREFIX,
          ResourceType: 'AWS::Cognito::UserPoolDomain',
          ResourceStatus: 'CREATE_COMPLETE',
          LastUpdatedTimestamp: new Date(),
        },
      ],
    });
    expect(outcomes(await run(hostedUiCheck))).toEqual(['ok']);
  });

  it('checks the hosted UI’s custom domain the app stack holds (authDomain) as well as the prefix', async () => {
    cognito.on(DescribeUserPoolDomainCommand, { Domain: PREFIX }).resolves({ DomainDescription: {} });
    cognito
      .on(DescribeUserPoolDomainCommand, { Domain: 'auth.blazerugby.org' })
      .resolves({ DomainDescription: { UserPoolId: 'us-east-2_xyz', AWSAccountId: '999988887777', Domain: 'auth.blazerugby.org' } });
    const stacks = appStacks();
    const site = {
      ...stacks.site,
      template: {
        Resources: {
          ...stacks.site.template.Resources,
          DomainHostedUi: { Type: 'AWS::Cognito::UserPoolDomain', Properties: { Domain: 'auth.blazerugby.org' }, DeletionPolicy: 'Delete' },
        },
      },
    };
    const findings = await run(hostedUiCheck, { stacks: { data: stacks.data, site, all: [stacks.data, site] } });
    expect(outcomes(findings)).toEqual(['ok', 'fail']);
    expect(text(findings)).toContain('auth.blazerugby.org is taken by another AWS account');
    expect(text(findings)).toContain('deploy without -c authDomain');
  });

  it('fails a prefix taken by another account, or by a pool of this one no stack holds', async () => {
    cognito
      .on(DescribeUserPoolDomainCommand)
      .resolves({ DomainDescription: { UserPoolId: 'us-east-2_xyz', AWSAccountId: '999988887777', Domain: PREFIX } });
    const taken = await run(hostedUiCheck);
    expect(outcomes(taken)).toEqual(['fail']);
    expect(text(taken)).toContain('-c domainPrefix=');
    cognito
      .on(DescribeUserPoolDomainCommand)
      .resolves({ DomainDescription: { UserPoolId: 'us-east-2_old', AWSAccountId: ACCOUNT, Domain: PREFIX } });
    expect(text(await run(hostedUiCheck))).toContain('us-east-2_old of this account');
  });
});

describe('certificate', () => {
  const domain = { config: config({ domainName: 'blazerugby.org' }) };
  const summary = (Status: string) => ({ CertificateArn: `arn:cert/${Status}`, DomainName: 'www.blazerugby.org', Status: Status as never });

  it('has nothing to check without a domain', async () => {
    expect(outcomes(await run(certificateCheck))).toEqual(['ok']);
    expect(acm.calls()).toHaveLength(0);
  });

  it('passes an issued certificate for www', async () => {
    acm.on(ListCertificatesCommand).resolves({ CertificateSummaryList: [summary('ISSUED')] });
    expect(outcomes(await run(certificateCheck, domain))).toEqual(['ok']);
  });

  it('prints the validation record of a pending certificate', async () => {
    acm.on(ListCertificatesCommand).resolves({ CertificateSummaryList: [summary('PENDING_VALIDATION')] });
    acm.on(DescribeCertificateCommand).resolves({
      Certificate: {
        DomainValidationOptions: [
          {
            DomainName: 'www.blazerugby.org',
            ValidationStatus: 'PENDING_VALIDATION',
            ResourceRecord: { Name: '_abc.www.blazerugby.org.', Type: 'CNAME', Value: '_xyz.acm-validations.aws.' },
          },
        ],
      },
    });
    const findings = await run(certificateCheck, domain);
    expect(outcomes(findings)).toEqual(['warn']);
    expect(text(findings)).toContain('CNAME _abc.www.blazerugby.org. → _xyz.acm-validations.aws.');
  });

  it('checks the hosted UI’s certificate too with authDomain', async () => {
    acm.on(ListCertificatesCommand).resolves({
      CertificateSummaryList: [summary('ISSUED'), { CertificateArn: 'arn:cert/auth', DomainName: 'auth.blazerugby.org', Status: 'ISSUED' }],
    });
    const findings = await run(certificateCheck, { config: config({ domainName: 'blazerugby.org', authDomain: true }) });
    expect(outcomes(findings)).toEqual(['ok', 'ok']);
    expect(text(findings)).toMatch(/Certificate for www\.blazerugby\.org: issued\nCertificate for auth\.blazerugby\.org: issued/);
    acm.on(ListCertificatesCommand).resolves({ CertificateSummaryList: [summary('ISSUED')] });
    expect(text(await run(certificateCheck, { config: config({ domainName: 'blazerugby.org', authDomain: true }) }))).toContain(
      'Certificate for auth.blazerugby.org: none yet',
    );
  });

  it('warns, without a hosted zone, that the deploy will wait for a record; passes with one', async () => {
    acm.on(ListCertificatesCommand).resolves({ CertificateSummaryList: [] });
    expect(outcomes(await run(certificateCheck, domain))).toEqual(['warn']);
    expect(outcomes(await run(certificateCheck, { config: config({ domainName: 'blazerugby.org', hostedZoneId: 'Z123' }) }))).toEqual([
      'ok',
    ]);
  });
});

describe('hosted zone', () => {
  const withZone = { config: config({ domainName: 'blazerugby.org', hostedZoneId: 'Z123' }) };
  const zone = (name: string, privateZone = false) => ({
    HostedZone: { Id: '/hostedzone/Z123', Name: name, CallerReference: 'x', Config: { PrivateZone: privateZone } },
    DelegationSet: { NameServers: ['ns-1.awsdns-01.org', 'ns-2.awsdns-02.com'] },
  });

  it('passes a zone of the domain that the domain is delegated to', async () => {
    route53.on(GetHostedZoneCommand).resolves(zone('blazerugby.org.'));
    const dns = fakeDns({ ns: { 'blazerugby.org': ['NS-2.awsdns-02.com.', 'ns-1.awsdns-01.org'] } });
    expect(outcomes(await run(hostedZoneCheck, { ...withZone, dns }))).toEqual(['ok', 'ok']);
  });

  it('fails a domain delegated elsewhere, printing the name servers to set', async () => {
    route53.on(GetHostedZoneCommand).resolves(zone('blazerugby.org.'));
    const dns = fakeDns({ ns: { 'blazerugby.org': ['ns1.registrar.example'] } });
    const findings = await run(hostedZoneCheck, { ...withZone, dns });
    expect(outcomes(findings)).toEqual(['ok', 'fail']);
    expect(text(findings)).toContain('ns-1.awsdns-01.org ns-2.awsdns-02.com');
  });

  it('fails a domain with no name servers, and warns when DNS does not answer', async () => {
    route53.on(GetHostedZoneCommand).resolves(zone('blazerugby.org.'));
    expect(
      outcomes(await run(hostedZoneCheck, { ...withZone, dns: fakeDns({ ns: { 'blazerugby.org': dnsError('ENOTFOUND') } }) })),
    ).toEqual(['ok', 'fail']);
    expect(outcomes(await run(hostedZoneCheck, { ...withZone, dns: fakeDns({ ns: { 'blazerugby.org': dnsError('ETIMEOUT') } }) }))).toEqual(
      ['ok', 'warn'],
    );
  });

  it.each([
    ['a zone id not in the account', () => route53.on(GetHostedZoneCommand).rejects(awsError('NoSuchHostedZone'))],
    ['the zone of another domain', () => route53.on(GetHostedZoneCommand).resolves(zone('other.org.'))],
    ['a private zone', () => route53.on(GetHostedZoneCommand).resolves(zone('blazerugby.org.', true))],
  ])('fails %s', async (_, answer) => {
    answer();
    expect(outcomes(await run(hostedZoneCheck, withZone))).toEqual(['fail']);
  });

  it('without hostedZoneId, suggests the account’s zone of the domain', async () => {
    route53
      .on(ListHostedZonesByNameCommand)
      .resolves({ HostedZones: [{ Id: '/hostedzone/Z999', Name: 'blazerugby.org.', CallerReference: 'x' }] });
    const findings = await run(hostedZoneCheck, { config: config({ domainName: 'blazerugby.org' }) });
    expect(outcomes(findings)).toEqual(['warn']);
    expect(text(findings)).toContain('-c hostedZoneId=Z999');
  });
});

describe('mail records in DNS', () => {
  const domainConfig = config({ domainName: 'blazerugby.org' });
  const domain = { config: domainConfig, domainDns: expectedDomainDns(domainConfig) };
  const feedback = { exchange: `feedback-smtp.${REGION}.amazonses.com`, priority: 10 };
  beforeEach(() => {
    ses.on(GetEmailIdentityCommand).resolves({
      MailFromAttributes: {
        MailFromDomain: 'mail.blazerugby.org',
        MailFromDomainStatus: 'SUCCESS',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    });
  });

  it('passes DMARC, one SPF including amazonses.com and the MX of the MAIL FROM domain', async () => {
    const dns = fakeDns({
      txt: { '_dmarc.blazerugby.org': [['v=DMARC1; p=none;']], 'mail.blazerugby.org': [['v=spf1 include:amazonses.com ~all']] },
      mx: { 'mail.blazerugby.org': [feedback] },
    });
    expect(outcomes(await run(mailDnsCheck, { ...domain, dns }))).toEqual(['ok', 'ok']);
  });

  it('warns of a missing DMARC record with the one to add, and fails two', async () => {
    const missing = await run(mailDnsCheck, {
      ...domain,
      dns: fakeDns({ txt: { 'mail.blazerugby.org': [['v=spf1 include:amazonses.com ~all']] }, mx: { 'mail.blazerugby.org': [feedback] } }),
    });
    expect(outcomes(missing)).toEqual(['warn', 'ok']);
    expect(text(missing)).toContain(`TXT _dmarc.blazerugby.org → "${recommendedDmarcRecord('blazerugby.org').value}"`);
    // No stack makes it, so none is promised with a hosted zone either.
    const zoned = config({ domainName: 'blazerugby.org', hostedZoneId: 'Z123' });
    const withZone = await run(mailDnsCheck, {
      config: zoned,
      domainDns: expectedDomainDns(zoned),
      dns: fakeDns({ txt: { 'mail.blazerugby.org': [['v=spf1 include:amazonses.com ~all']] }, mx: { 'mail.blazerugby.org': [feedback] } }),
    });
    expect(text(withZone)).not.toContain('hosted zone');
    const two = fakeDns({ txt: { '_dmarc.blazerugby.org': [['v=DMARC1; p=none;'], ['v=DMARC1; p=reject;']] } });
    expect(outcomes(await run(mailDnsCheck, { ...domain, dns: two }))[0]).toBe('fail');
  });

  it('fails an SPF record without amazonses.com or two SPF records, and warns of a wrong MX', async () => {
    const without = fakeDns({
      txt: { '_dmarc.blazerugby.org': [['v=DMARC1; p=none;']], 'mail.blazerugby.org': [['v=spf1 include:_spf.google.com ~all']] },
    });
    expect(outcomes(await run(mailDnsCheck, { ...domain, dns: without }))).toEqual(['ok', 'fail', 'warn']);
    const two = fakeDns({
      txt: {
        '_dmarc.blazerugby.org': [['v=DMARC1; p=none;']],
        'mail.blazerugby.org': [['v=spf1 -all'], ['v=spf1 include:amazonses.com ~all']],
      },
      mx: { 'mail.blazerugby.org': [feedback] },
    });
    expect(outcomes(await run(mailDnsCheck, { ...domain, dns: two }))).toEqual(['ok', 'fail']);
  });

  it('warns when DNS does not answer', async () => {
    const dns = fakeDns({ txt: { '_dmarc.blazerugby.org': dnsError('ESERVFAIL') } });
    expect(outcomes(await run(mailDnsCheck, { ...domain, dns }))).toEqual(['warn']);
  });
});

describe('Lambda concurrency', () => {
  it('warns a new account’s low quota, saying what the site needs', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    const findings = await run(lambdaConcurrencyCheck);
    expect(outcomes(findings)).toEqual(['warn']);
    expect(text(findings)).toContain(`the site needs ${concurrencyNeeded(config())}`);
    expect(text(findings)).toContain('Request increase');
  });

  it('passes the usual 1,000', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
    expect(outcomes(await run(lambdaConcurrencyCheck))).toEqual(['ok']);
  });

  it('warns when Lambda keeps throttling the question', async () => {
    lambda.on(GetAccountSettingsCommand).rejects(awsError('TooManyRequestsException', 'slow', 429));
    expect(text(await run(lambdaConcurrencyCheck))).toContain('Run the preflight again in a minute');
  });
});
