// The site on the club's own domain, checked on one synthesized app (synthesizeConfigured: domainName,
// hostedZoneId and authDomain, cognitoMail=ses, WAF on, every other parameter set, for us-east-1): the certificates, the aliases and the apex's redirect, the
// alias records in the zone, the API's custom domain with the execute-api address off, the hosted UI
// on auth.<domain>, the domain's mail identity with DKIM and MAIL FROM and its records, and every
// address the site gives out on https://www.<domain>/. What only a different app can show (no zone,
// another region) is in tests/infra/site-domain.test.ts; the default app, without a domain, is
// checked here for what it must not have.

import { beforeAll, describe, expect, it } from 'vitest';
import { apexRedirectCode } from '../../infra/apex-redirect';
import {
  DMARC_OUTPUT,
  domainHosts,
  domainSiteUrl,
  formatDnsRecord,
  MAIL_FROM_SPF,
  recommendedDmarcRecord,
  siteDnsRecords,
  mailDnsRecords,
} from '../../infra/domain-records';
import { ORIGIN_SECRET_HEADER } from '../../lambdas/runtime/origin-check';
import { API_URL, SITE_URL } from '../../lambdas/runtime/env-names';
import { type RouteDef, routes } from '../../lambdas/routes';
import {
  asArray,
  CONFIGURED_ENV,
  DOMAIN_CONTEXT,
  deployedSiteFile,
  flatten,
  hasWarning,
  logicalIdOf,
  props,
  referencedIds,
  type Resource,
  resourceOf,
  resources,
  statementsOf,
  type Synthesized,
  synthesizeDefault,
  synthesizeConfigured,
} from './support';

const hosts = domainHosts(DOMAIN_CONTEXT.domainName);
const zoneId = DOMAIN_CONTEXT.hostedZoneId;
const siteUrl = domainSiteUrl(DOMAIN_CONTEXT.domainName);

let synth: Synthesized;
let all: Record<string, Resource>;

beforeAll(() => {
  synth = synthesizeConfigured();
  all = synth.all;
});

const ofType = (type: string) => Object.entries(all).filter(([, r]) => r.Type === type);

/** The one resource of a type whose properties pass `test`. */
function theOne(type: string, test: (p: Record<string, unknown>) => boolean): [string, Record<string, unknown>] {
  const found = ofType(type).filter(([, r]) => test(props(r)));
  expect(found, type).toHaveLength(1);
  const [id, resource] = found[0] as [string, Resource];
  return [id, props(resource)];
}

type DistributionConfig = Record<string, unknown> & { Aliases?: string[] };
const distributionOf = (alias: string) =>
  theOne('AWS::CloudFront::Distribution', (p) => ((p.DistributionConfig as DistributionConfig).Aliases ?? []).includes(alias));
const configOf = (alias: string) => distributionOf(alias)[1].DistributionConfig as DistributionConfig;

const certificateFor = (name: string) => theOne('AWS::CertificateManager::Certificate', (p) => p.DomainName === name);

describe('the certificates', () => {
  it("cover www, the apex and the API in one, and auth.<domain> in one of its own, each validated by DNS in the club's zone", () => {
    const [, site] = certificateFor(hosts.site);
    expect(site.SubjectAlternativeNames).toEqual([hosts.apex, hosts.api]);
    expect(site.ValidationMethod).toBe('DNS');
    expect(site.DomainValidationOptions).toEqual(
      [hosts.site, hosts.apex, hosts.api].map((DomainName) => ({ DomainName, HostedZoneId: zoneId })),
    );
    const [, auth] = certificateFor(hosts.auth);
    expect(auth.SubjectAlternativeNames).toBeUndefined();
    expect(auth.ValidationMethod).toBe('DNS');
    expect(auth.DomainValidationOptions).toEqual([{ DomainName: hosts.auth, HostedZoneId: zoneId }]);
    expect(ofType('AWS::CertificateManager::Certificate')).toHaveLength(2);
  });

  it('are in the app stack, which deploys them in us-east-1 without a warning (a region-agnostic template warns: tests/infra/site-domain.test.ts)', () => {
    const siteIds = Object.keys(resources(synth.siteTemplate));
    for (const [id] of ofType('AWS::CertificateManager::Certificate')) expect(siteIds).toContain(id);
    expect(synth.stack.region).toBe('us-east-1');
    expect(hasWarning(synth, /deploys only in us-east-1/)).toBe(false);
  });
});

describe('CloudFront on the domain', () => {
  it('serves the site on www.<domain> alone, with its certificate and TLS 1.2 at least', () => {
    const [certificateId] = certificateFor(hosts.site);
    const config = configOf(hosts.site);
    expect(config.Aliases).toEqual([hosts.site]);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: { Ref: certificateId },
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('gives the apex a distribution of its own whose one behaviour runs the redirect to www, on https', () => {
    const [certificateId] = certificateFor(hosts.site);
    const config = configOf(hosts.apex);
    expect(config.Aliases).toEqual([hosts.apex]);
    expect((config.ViewerCertificate as Record<string, unknown>).AcmCertificateArn).toEqual({ Ref: certificateId });
    expect(config.CacheBehaviors).toBeUndefined();
    const behaviour = config.DefaultCacheBehavior as {
      ViewerProtocolPolicy: string;
      FunctionAssociations: { EventType: string; FunctionARN: unknown }[];
    };
    expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behaviour.FunctionAssociations).toHaveLength(1);
    expect(behaviour.FunctionAssociations[0]?.EventType).toBe('viewer-request');
    const [functionId] = [...referencedIds(behaviour.FunctionAssociations[0]?.FunctionARN)];
    expect(props(all[functionId ?? ''] as Resource).FunctionCode).toBe(apexRedirectCode(hosts.site));
  });

  it('logs the apex distribution beside the site distribution', () => {
    const logging = (alias: string) => configOf(alias).Logging as { Bucket: unknown; Prefix: string };
    expect(referencedIds(logging(hosts.apex).Bucket)).toEqual(referencedIds(logging(hosts.site).Bucket));
    expect(logging(hosts.apex).Prefix).not.toBe(logging(hosts.site).Prefix);
  });
});

describe("alias records in the club's zone", () => {
  type RecordSet = { Name: string; Type: string; HostedZoneId: unknown; AliasTarget?: { DNSName: unknown; HostedZoneId: unknown } };
  const aliasRecords = () =>
    ofType('AWS::Route53::RecordSet')
      .map(([, r]) => props(r) as RecordSet)
      .filter((r) => r.AliasTarget);

  it('point www and the apex at their distributions (A and AAAA), the API and the hosted UI at their domains (A)', () => {
    const [siteId] = distributionOf(hosts.site);
    const [apexId] = distributionOf(hosts.apex);
    const [apiDomainId] = theOne('AWS::ApiGatewayV2::DomainName', () => true);
    const [hostedUiId] = theOne('AWS::Cognito::UserPoolDomain', (p) => p.CustomDomainConfig !== undefined);
    const seen = aliasRecords().map((r) => [r.Name, r.Type, flatten(r.AliasTarget?.DNSName), r.HostedZoneId]);
    expect(seen.sort()).toEqual(
      [
        [`${hosts.site}.`, 'A', `{${siteId}.DomainName}`, zoneId],
        [`${hosts.site}.`, 'AAAA', `{${siteId}.DomainName}`, zoneId],
        [`${hosts.apex}.`, 'A', `{${apexId}.DomainName}`, zoneId],
        [`${hosts.apex}.`, 'AAAA', `{${apexId}.DomainName}`, zoneId],
        [`${hosts.api}.`, 'A', `{${apiDomainId}.RegionalDomainName}`, zoneId],
        [`${hosts.auth}.`, 'A', `{${hostedUiId}.CloudFrontDistribution}`, zoneId],
      ].sort(),
    );
    const api = aliasRecords().find((r) => r.Name === `${hosts.api}.`);
    expect(flatten(api?.AliasTarget?.HostedZoneId)).toBe(`{${apiDomainId}.RegionalHostedZoneId}`);
  });

  it('print every record of the site as an output of the app stack, from the same list the preflight reads', () => {
    const outputs = synth.siteTemplate.findOutputs('*');
    const [siteId] = distributionOf(hosts.site);
    const [apexId] = distributionOf(hosts.apex);
    const [apiDomainId] = theOne('AWS::ApiGatewayV2::DomainName', () => true);
    const [hostedUiId] = theOne('AWS::Cognito::UserPoolDomain', (p) => p.CustomDomainConfig !== undefined);
    const expected = siteDnsRecords(hosts.apex, {
      siteDistribution: `{${siteId}.DomainName}`,
      apexDistribution: `{${apexId}.DomainName}`,
      apiRegionalDomain: `{${apiDomainId}.RegionalDomainName}`,
      authDistribution: `{${hostedUiId}.CloudFrontDistribution}`,
    });
    expect(expected.map((r) => r.name)).toEqual([hosts.site, hosts.apex, hosts.api, hosts.auth]);
    for (const record of expected) expect(flatten(outputs[record.output]?.Value), record.output).toBe(formatDnsRecord(record));
  });

  it('are made only with a zone: the app without a domain has no record, certificate or alias', () => {
    const plain = synthesizeDefault().all;
    const types = new Set(Object.values(plain).map((r) => r.Type));
    for (const type of ['AWS::Route53::RecordSet', 'AWS::CertificateManager::Certificate', 'AWS::ApiGatewayV2::DomainName'])
      expect(types, type).not.toContain(type);
    const distributions = Object.values(plain).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(1);
    expect((props(distributions[0] as Resource).DistributionConfig as DistributionConfig).Aliases).toBeUndefined();
  });
});

describe('the API on api.<domain>', () => {
  it('has a regional custom domain with the certificate and TLS 1.2, mapped to the $default stage', () => {
    const [certificateId] = certificateFor(hosts.site);
    const [domainId, domain] = theOne('AWS::ApiGatewayV2::DomainName', () => true);
    expect(domain.DomainName).toBe(hosts.api);
    expect(domain.DomainNameConfigurations).toEqual([
      { CertificateArn: { Ref: certificateId }, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' },
    ]);
    const [, mapping] = theOne('AWS::ApiGatewayV2::ApiMapping', () => true);
    const [apiId] = theOne('AWS::ApiGatewayV2::Api', () => true);
    expect(mapping.DomainName).toEqual({ Ref: domainId });
    expect(mapping.ApiId).toEqual({ Ref: apiId });
    expect(mapping.Stage).toBe('$default');
  });

  it('turns the execute-api address off, where the app without a domain keeps it', () => {
    expect(theOne('AWS::ApiGatewayV2::Api', () => true)[1].DisableExecuteApiEndpoint).toBe(true);
    const plain = Object.values(synthesizeDefault().all).find((r) => r.Type === 'AWS::ApiGatewayV2::Api');
    expect(props(plain as Resource).DisableExecuteApiEndpoint).toBeUndefined();
  });

  it('is what CloudFront calls, still with the origin secret, and what a function that calls the API is told', () => {
    const origins = configOf(hosts.site).Origins as {
      DomainName: unknown;
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string }[];
    }[];
    const apiOrigins = origins.filter((o) => o.CustomOriginConfig);
    expect(apiOrigins.map((o) => o.DomainName)).toEqual([hosts.api]);
    expect(apiOrigins[0]?.OriginCustomHeaders?.map((h) => h.HeaderName)).toEqual([ORIGIN_SECRET_HEADER]);
    const renderPages = synth.stack.streamFunctions.functions.get('render-pages');
    if (!renderPages) throw new Error('no render-pages function');
    const env = (props(resourceOf(all, synth.stack, renderPages.function)).Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env[API_URL]).toBe(`https://${hosts.api}`);
  });
});

describe('the hosted UI on auth.<domain>', () => {
  it("is a custom domain of the data stack's pool, with its certificate, made after the apex's A record", () => {
    const [certificateId] = certificateFor(hosts.auth);
    const [hostedUiId, hostedUi] = theOne('AWS::Cognito::UserPoolDomain', (p) => p.CustomDomainConfig !== undefined);
    expect(hostedUi.Domain).toBe(hosts.auth);
    expect(hostedUi.CustomDomainConfig).toEqual({ CertificateArn: { Ref: certificateId } });
    expect(referencedIds(hostedUi.UserPoolId)).toEqual(new Set([logicalIdOf(synth.data, synth.data.auth.userPool)]));
    const [apexRecordId] =
      ofType('AWS::Route53::RecordSet').find(([, r]) => props(r).Name === `${hosts.apex}.` && props(r).Type === 'A') ?? [];
    expect(asArray((all[hostedUiId] as { DependsOn?: string | string[] }).DependsOn)).toContain(apexRecordId);
    // Declared disposable, so the deploy's data guard lets authDomain be turned off again.
    expect(all[hostedUiId]?.DeletionPolicy).toBe('Delete');
    // The prefix domain stays, with the pool, in the data stack.
    expect(resources(synth.dataTemplate)).toHaveProperty(logicalIdOf(synth.data, synth.data.auth.domain));
  });

  it('is where /config.json sends sign-in, what the CSP lets the SPA call, and the HostedUiDomain output', () => {
    expect(JSON.parse(deployedSiteFile(synth, 'config.json')).hostedUiDomain).toBe(hosts.auth);
    const csp = flatten(
      (
        theOne('AWS::CloudFront::ResponseHeadersPolicy', (p) => flatten(p).includes('connect-src'))[1].ResponseHeadersPolicyConfig as {
          SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
        }
      ).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );
    const connect =
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([name]) => name === 'connect-src') ?? [];
    expect(connect).toContain(`https://${hosts.auth}`);
    expect(connect.join(' ')).not.toContain('amazoncognito.com');
    expect(synth.siteTemplate.findOutputs('HostedUiDomain').HostedUiDomain?.Value).toBe(hosts.auth);
  });
});

describe('mail from the domain', () => {
  const domainIdentity = () => theOne('AWS::SES::EmailIdentity', (p) => p.EmailIdentity === hosts.apex);

  it('is sent from a domain identity with Easy DKIM and the MAIL FROM host, kept like the data, and no identity for the sender address', () => {
    const [id, identity] = domainIdentity();
    expect(identity.DkimSigningAttributes).toEqual({ NextSigningKeyLength: 'RSA_2048_BIT' });
    expect((identity.DkimAttributes as { SigningEnabled?: boolean } | undefined)?.SigningEnabled).not.toBe(false);
    expect(identity.MailFromAttributes).toEqual({ MailFromDomain: hosts.mailFrom, BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' });
    expect(all[id]?.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(all[id]?.UpdateReplacePolicy).toBe('Retain');
    expect(resources(synth.dataTemplate)).toHaveProperty(id);
    expect(synth.config.senderEmail).toBe(`website@${hosts.apex}`);
    expect(ofType('AWS::SES::EmailIdentity').map(([, r]) => props(r).EmailIdentity)).not.toContain(synth.config.senderEmail);
  });

  it('has its DKIM, MX and SPF records in the zone, and prints each with the DMARC record it does not make', () => {
    const [identityId] = domainIdentity();
    const expected = mailDnsRecords(
      hosts.apex,
      CONFIGURED_ENV.region,
      [1, 2, 3].map((n) => ({
        name: `{${identityId}.DkimDNSTokenName${n}}`,
        value: `{${identityId}.DkimDNSTokenValue${n}}`,
      })),
    );
    const made = ofType('AWS::Route53::RecordSet')
      .filter(([id]) => id in resources(synth.dataTemplate))
      .map(([id, r]) => {
        const p = props(r);
        expect(p.HostedZoneId, id).toBe(zoneId);
        return [flatten(p.Name), p.Type, (p.ResourceRecords as unknown[]).map(flatten).join(' ')];
      });
    expect(made.sort()).toEqual(expected.map((r) => [r.name, r.type, r.type === 'TXT' ? `"${r.value}"` : r.value]).sort());
    expect(expected.find((r) => r.type === 'TXT')?.value).toBe(MAIL_FROM_SPF);
    expect(made.map(([name]) => name)).not.toContain(recommendedDmarcRecord(hosts.apex).name);
    const outputs = synth.dataTemplate.findOutputs('*');
    for (const record of expected) expect(flatten(outputs[record.output]?.Value), record.output).toBe(formatDnsRecord(record));
    expect(outputs[DMARC_OUTPUT]?.Value).toBe(formatDnsRecord(recommendedDmarcRecord(hosts.apex)));
  });

  it("lets a mail-sending function send as the domain's identity and the sender's address, through the configuration set", () => {
    const row = (routes as readonly RouteDef[]).find((r) => r.sendsEmail);
    const fn = row && synth.stack.routes.functions.get(row.id);
    if (!fn) throw new Error('no mail-sending row');
    const statements = statementsOf(all, logicalIdOf(synth.stack, fn.role)).filter((s) => asArray(s.Action).includes('ses:SendEmail'));
    const [identityId] = domainIdentity();
    const [configurationSetId] = ofType('AWS::SES::ConfigurationSet')[0] ?? [];
    const resourcesNamed = statements.flatMap((s) => asArray(s.Resource).map(flatten));
    expect(statements.some((s) => referencedIds(s.Resource).has(identityId))).toBe(true);
    expect(resourcesNamed.some((r) => r.endsWith(`:identity/${synth.config.senderEmail}`))).toBe(true);
    expect(statements.some((s) => referencedIds(s.Resource).has(configurationSetId ?? ''))).toBe(true);
  });

  it("has Cognito send, when it sends through SES, as the domain's identity", () => {
    const pool = props(resourceOf(all, synth.data, synth.data.auth.userPool));
    expect(flatten((pool.EmailConfiguration as { SourceArn: unknown }).SourceArn)).toMatch(new RegExp(`:identity/${hosts.apex}$`));
  });
});

describe(`the site at ${siteUrl}`, () => {
  it("is the SiteUrl output, the only sign-in callback and sign-out URL, and /config.json's redirect", () => {
    expect(synth.siteTemplate.findOutputs('SiteUrl').SiteUrl?.Value).toBe(siteUrl);
    const client = props(resourceOf(all, synth.stack, synth.stack.spaClient));
    expect(client.CallbackURLs).toEqual([siteUrl]);
    expect(client.LogoutURLs).toEqual([siteUrl]);
    expect(JSON.parse(deployedSiteFile(synth, 'config.json')).redirectUrl).toBe(siteUrl);
  });

  it('is the address of robots.txt, the sitemap and every canonical and Open Graph link', () => {
    const origin = `https://${hosts.site}`;
    expect(deployedSiteFile(synth, 'robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(deployedSiteFile(synth, 'sitemap.xml')).toContain(`<loc>${origin}/about</loc>`);
    const about = deployedSiteFile(synth, 'pages/about/index.html');
    expect(about).toContain(`<link rel="canonical" href="${origin}/about" />`);
    expect(about).toContain(`<meta property="og:url" content="${origin}/about" />`);
    expect(about).not.toMatch(/cloudfront|localhost/);
  });

  it("is what the page and mail functions are told, and the only origin the uploads bucket takes a browser's post from", () => {
    const told = ofType('AWS::Lambda::Function')
      .map(([, r]) => (props(r).Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.[SITE_URL])
      .filter((value) => value !== undefined);
    expect(told.length).toBeGreaterThan(1);
    expect(new Set(told)).toEqual(new Set([siteUrl]));
    const [, cors] = ofType('Custom::AWS').find(([, r]) => flatten(props(r).Create).includes('PutBucketCors')) ?? [];
    const create = JSON.parse(flatten(props(cors as Resource).Create)) as {
      parameters: { CORSConfiguration: { CORSRules: { AllowedOrigins: string[] }[] } };
    };
    expect(create.parameters.CORSConfiguration.CORSRules.map((r) => r.AllowedOrigins)).toEqual([[`https://${hosts.site}`]]);
  });
});
