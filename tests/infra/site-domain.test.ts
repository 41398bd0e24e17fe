// What only a different app than the shared one (tests/infra/domain.test.ts) can show, on small
// stacks of the constructs themselves: the club's domain without a Route 53 zone (records printed,
// none made, the certificates waiting on the admin's DNS), the region the domain needs, and the
// mail identity's rules for the sender and the notification address.

import { App, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { Email } from '../../infra/constructs/email';
import { SiteDomain } from '../../infra/constructs/site-domain';
import { DMARC_OUTPUT, domainHosts, formatDnsRecord, recommendedDmarcRecord } from '../../infra/domain-records';

const DOMAIN = 'blazerugby.org';
const hosts = domainHosts(DOMAIN);

function stackIn(region?: string): Stack {
  return new Stack(new App(), 'Site', region ? { env: { account: '111111111111', region } } : {});
}

/** SiteDomain as the app stack uses it, on a stand-in distribution and API domain. */
function siteOnDomain(stack: Stack, options: { hostedZoneId?: string; authDomain: boolean }) {
  const domain = new SiteDomain(stack, 'Domain', {
    domainName: DOMAIN,
    hostedZoneId: options.hostedZoneId,
    authDomain: options.authDomain,
    logBucket: new s3.Bucket(stack, 'Logs'),
  });
  if (options.authDomain) domain.serveHostedUi(new cognito.UserPool(stack, 'Pool'));
  const site = new cloudfront.Distribution(stack, 'Site', {
    defaultBehavior: { origin: new origins.HttpOrigin('origin.example.net') },
    domainNames: [hosts.site],
    certificate: domain.certificate,
  });
  const api = new apigw.DomainName(stack, 'Api', { domainName: hosts.api, certificate: domain.certificate });
  const records = domain.pointAt(site, api);
  return { domain, records, template: Template.fromStack(stack) };
}

describe('the domain without a hosted zone', () => {
  const stack = stackIn('us-east-1');
  const { records, template } = siteOnDomain(stack, { authDomain: true });

  it('makes no DNS record at all', () => {
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('asks ACM for DNS validation with no zone, so CloudFormation waits for the records an admin adds', () => {
    const certificates = template.findResources('AWS::CertificateManager::Certificate');
    expect(Object.values(certificates).map((c) => c.Properties.DomainName)).toEqual([hosts.site, hosts.auth]);
    for (const certificate of Object.values(certificates)) {
      expect(certificate.Properties.ValidationMethod).toBe('DNS');
      expect(certificate.Properties.DomainValidationOptions).toBeUndefined();
    }
  });

  it("prints the site's records as outputs for the club's DNS host: the apex as an ALIAS, the rest as CNAMEs", () => {
    expect(records.map((r) => [r.name, r.type])).toEqual([
      [hosts.site, 'CNAME'],
      [hosts.apex, 'ALIAS'],
      [hosts.api, 'CNAME'],
      [hosts.auth, 'CNAME'],
    ]);
    const outputs = template.findOutputs('*');
    for (const record of records) {
      expect(stack.resolve(outputs[record.output]?.Value), record.output).toEqual(stack.resolve(formatDnsRecord(record)));
    }
  });

  it('warns that Cognito will not create auth.<domain> before the apex resolves', () => {
    Annotations.fromStack(stack).hasWarning('/Site/Domain', Match.stringLikeRegexp(`only once ${hosts.apex} has an A record`));
  });
});

describe('the domain with a hosted zone and no hosted UI', () => {
  it('makes the aliases of www, the apex and the API, and no certificate or record for auth.<domain>', () => {
    const { template, records } = siteOnDomain(stackIn('us-east-1'), { hostedZoneId: 'Z0123456789ABCDEFGHIJ', authDomain: false });
    const names = Object.values(template.findResources('AWS::Route53::RecordSet')).map((r) => `${r.Properties.Name} ${r.Properties.Type}`);
    expect(names.sort()).toEqual(
      [`${hosts.site}. A`, `${hosts.site}. AAAA`, `${hosts.apex}. A`, `${hosts.apex}. AAAA`, `${hosts.api}. A`].sort(),
    );
    template.resourceCountIs('AWS::CertificateManager::Certificate', 1);
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    expect(records.map((r) => r.name)).not.toContain(hosts.auth);
  });
});

describe('the region', () => {
  it('must be us-east-1, where CloudFront and Cognito take certificates from', () => {
    expect(() => siteOnDomain(stackIn('us-east-2'), { authDomain: false })).toThrow(
      /domainName needs the stack in us-east-1 \(CloudFront and Cognito take their certificates from there only\); this stack deploys to us-east-2/,
    );
  });

  it('in us-east-1 passes without a warning; a region-agnostic template warns where it deploys', () => {
    const east = stackIn('us-east-1');
    siteOnDomain(east, { hostedZoneId: 'Z0123456789ABCDEFGHIJ', authDomain: false });
    expect(Annotations.fromStack(east).findWarning('*', Match.anyValue())).toEqual([]);
    const agnostic = stackIn();
    siteOnDomain(agnostic, { authDomain: false });
    Annotations.fromStack(agnostic).hasWarning('/Site/Domain', Match.stringLikeRegexp('deploys only in us-east-1'));
  });
});

describe("the domain's mail identity", () => {
  const mail = (senderEmail: string, notificationEmail: string) => {
    const stack = stackIn('us-east-1');
    new Email(stack, 'Email', { senderEmail, notificationEmail, domain: { name: DOMAIN } });
    return { stack, template: Template.fromStack(stack) };
  };

  it('without a zone makes no record and prints its DKIM, MAIL FROM and recommended DMARC records', () => {
    const { template } = mail(`website@${DOMAIN}`, `officers@${DOMAIN}`);
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs).sort()).toEqual(
      ['DnsDkim1', 'DnsDkim2', 'DnsDkim3', 'DnsMailFromMx', 'DnsMailFromSpf', DMARC_OUTPUT].sort(),
    );
    expect(outputs.DnsMailFromMx?.Value).toBe(`${hosts.mailFrom} MX 10 feedback-smtp.us-east-1.amazonses.com`);
    expect(outputs[DMARC_OUTPUT]?.Value).toBe(formatDnsRecord(recommendedDmarcRecord(DOMAIN)));
  });

  it('covers a notification address at the domain, and verifies one elsewhere on its own', () => {
    mail(`website@${DOMAIN}`, `officers@${DOMAIN}`).template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    const elsewhere = mail(`website@${DOMAIN}`, 'blaze.officers@gmail.com').template;
    const identities = Object.values(elsewhere.findResources('AWS::SES::EmailIdentity')).map((r) => r.Properties.EmailIdentity);
    expect(identities.sort()).toEqual(['blaze.officers@gmail.com', DOMAIN]);
  });

  it('refuses a sender that is not at the domain', () => {
    expect(() => mail('website@gmail.com', `officers@${DOMAIN}`)).toThrow(/not at the club's domain blazerugby\.org/);
  });
});
