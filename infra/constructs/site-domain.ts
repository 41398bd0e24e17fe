// The site on the club's own domain (`domainName`, infra/config.ts), in the app stack: what belongs
// to the site there and goes with it. The data stack holds the domain's mail identity
// (infra/constructs/email.ts); here are
//
// - the certificate of www.<domain>, the apex and api.<domain> (and one of auth.<domain> with
//   `authDomain`), from ACM in us-east-1, the only region CloudFront and Cognito take one from,
//   validated by DNS: in the hosted zone (`hostedZoneId`), or by the records an admin adds, which
//   CloudFormation waits for (docs/operations.md says where to read them);
// - the apex's own small distribution, whose one function (infra/constructs/apex-redirect.js) sends
//   every request to https://www.<domain> with its path and query. The site's distribution keeps
//   its behaviours and functions as they are, and answers on www alone;
// - with authDomain, the hosted UI's custom domain. Cognito creates it only once the apex has an A
//   record, so here it waits for the apex's alias record; it lives in this stack, beside that
//   record, rather than with the user pool, and holds no data (the pool's prefix domain stays);
// - the alias records in the zone (A and AAAA for the distributions, A for the API and the hosted
//   UI), and every record printed as a stack output, from infra/domain-records.ts.
//
// All of it needs the stacks in us-east-1 (infra/constructs/us-east-1.ts).

import { Annotations, CfnOutput, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { apexRedirectCode } from '../apex-redirect';
import { type DnsRecord, type DomainHosts, domainHosts, formatDnsRecord, siteDnsRecords } from '../domain-records';
import { PUBLIC_SITE_GEO_REASON, VIEWER_TLS_POLICY } from './web';
import { requireUsEast1 } from './us-east-1';
import { clubZone } from './zone-records';

export interface SiteDomainProps {
  /** The apex, as `domainName` gives it. */
  readonly domainName: string;
  /** `hostedZoneId`: the validation and alias records are made in it; without it they are printed. */
  readonly hostedZoneId?: string;
  /** `authDomain`: the hosted UI on auth.<domain> (serveHostedUi). */
  readonly authDomain: boolean;
  /** Where the apex distribution's access logs go, beside the site's. */
  readonly logBucket: s3.IBucket;
}

export class SiteDomain extends Construct {
  readonly hosts: DomainHosts;
  readonly zone?: route53.IPublicHostedZone;
  /** www.<domain>, the apex and api.<domain>: the site's, the apex's and the API's custom domain's certificate. */
  readonly certificate: acm.Certificate;
  /** auth.<domain>, with authDomain only: a certificate of its own, so turning it on or off leaves the site's alone. */
  readonly authCertificate?: acm.Certificate;
  /** The apex's distribution, which only redirects to the site. */
  readonly apexDistribution: cloudfront.Distribution;
  /** The apex's A record in the zone: Cognito needs it before it creates auth.<domain>. */
  private readonly apexRecord?: route53.ARecord;
  /** The hosted UI's custom domain, once serveHostedUi made it. */
  private hostedUi?: cognito.UserPoolDomain;

  constructor(scope: Construct, id: string, props: SiteDomainProps) {
    super(scope, id);
    requireUsEast1(this, {
      parameter: 'domainName',
      reason: 'CloudFront and Cognito take their certificates from there only',
      warningId: 'blaze:domainRegion',
    });
    this.hosts = domainHosts(props.domainName);
    this.zone = props.hostedZoneId ? clubZone(this, props.domainName, props.hostedZoneId) : undefined;
    // Without a zone, CloudFormation waits on each certificate until an admin adds its records.
    const validation = acm.CertificateValidation.fromDns(this.zone);

    this.certificate = new acm.Certificate(this, 'Certificate', {
      domainName: this.hosts.site,
      subjectAlternativeNames: [this.hosts.apex, this.hosts.api],
      validation,
    });
    if (props.authDomain) {
      this.authCertificate = new acm.Certificate(this, 'AuthCertificate', { domainName: this.hosts.auth, validation });
      if (!this.zone) {
        Annotations.of(this).addWarningV2(
          'blaze:authDomainApex',
          `Cognito creates ${this.hosts.auth} only once ${this.hosts.apex} has an A record. Without hostedZoneId, deploy ` +
            'without authDomain first, add the printed records, then deploy with it (docs/operations.md).',
        );
      }
    }

    const redirect = new cloudfront.Function(this, 'ApexRedirect', {
      comment: `Every request for ${this.hosts.apex} redirected to https://${this.hosts.site}, path and query kept`,
      code: cloudfront.FunctionCode.fromInline(apexRedirectCode(this.hosts.site)),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    this.apexDistribution = new cloudfront.Distribution(this, 'ApexDistribution', {
      comment: `Blaze Rugby Club: ${this.hosts.apex} redirects to ${this.hosts.site}`,
      domainNames: [this.hosts.apex],
      certificate: this.certificate,
      minimumProtocolVersion: VIEWER_TLS_POLICY,
      defaultBehavior: {
        // Never reached: the function answers every request before CloudFront would call it.
        origin: new origins.HttpOrigin(this.hosts.site, {
          protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        }),
        // http is sent to https on the apex first, as HSTS preloading asks of a domain.
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        functionAssociations: [{ function: redirect, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront-apex/',
    });
    Validations.of(this.apexDistribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: PUBLIC_SITE_GEO_REASON },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The apex distribution only answers with a redirect from its viewer-request function: no request reaches an ' +
          'origin, a function, a table or a form, so a web ACL here would protect nothing (the site has its own, wafRateLimit).',
      },
    );

    if (this.zone) {
      const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(this.apexDistribution));
      this.apexRecord = new route53.ARecord(this, 'ApexA', { zone: this.zone, recordName: this.hosts.apex, target });
      new route53.AaaaRecord(this, 'ApexAaaa', { zone: this.zone, recordName: this.hosts.apex, target });
    }
  }

  /**
   * The hosted UI's custom domain, auth.<domain>, on the pool (authDomain), made after the apex's A
   * record; returns its host, for /config.json and the CSP.
   */
  serveHostedUi(userPool: cognito.IUserPool): string {
    if (!this.authCertificate) throw new Error('serveHostedUi needs authDomain');
    const domain = new cognito.UserPoolDomain(this, 'HostedUi', {
      userPool,
      customDomain: { domainName: this.hosts.auth, certificate: this.authCertificate },
    });
    if (this.apexRecord) domain.node.addDependency(this.apexRecord);
    // Disposable, unlike the pool's prefix domain: no other account can take auth.<domain> without the
    // club's DNS, and the next deploy makes it again. So the deploy's data guard
    // (infra/deploy/change-set-guard.ts) lets `authDomain` be turned off.
    domain.applyRemovalPolicy(RemovalPolicy.DESTROY);
    if (this.zone) {
      new route53.ARecord(this, 'HostedUiA', {
        zone: this.zone,
        recordName: this.hosts.auth,
        target: route53.RecordTarget.fromAlias(new targets.UserPoolDomainTarget(domain)),
      });
    }
    this.hostedUi = domain;
    return this.hosts.auth;
  }

  /**
   * Points www.<domain> at the site's distribution and api.<domain> at the API's custom domain in
   * the zone, and prints every record of the site as an output of the stack.
   */
  pointAt(site: cloudfront.IDistribution, api: apigw.IDomainName): DnsRecord[] {
    if (this.zone) {
      const siteTarget = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(site));
      new route53.ARecord(this, 'SiteA', { zone: this.zone, recordName: this.hosts.site, target: siteTarget });
      new route53.AaaaRecord(this, 'SiteAaaa', { zone: this.zone, recordName: this.hosts.site, target: siteTarget });
      new route53.ARecord(this, 'ApiA', {
        zone: this.zone,
        recordName: this.hosts.api,
        target: route53.RecordTarget.fromAlias(new targets.ApiGatewayv2DomainProperties(api.regionalDomainName, api.regionalHostedZoneId)),
      });
    }
    const records = siteDnsRecords(this.hosts.apex, {
      siteDistribution: site.distributionDomainName,
      apexDistribution: this.apexDistribution.distributionDomainName,
      apiRegionalDomain: api.regionalDomainName,
      authDistribution: this.hostedUi?.cloudFrontEndpoint,
    });
    for (const record of records) {
      new CfnOutput(Stack.of(this), record.output, { value: formatDnsRecord(record), description: record.purpose });
    }
    return records;
  }
}
