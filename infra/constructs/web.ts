// The site's one origin: CloudFront in front of the SPA bucket (default), the media bucket
// (/media/*) and the HTTP API (the behaviours planned from the route rows, infra/api-behaviours.ts,
// the cached ones with the query filter of infra/api-query-filter.ts), with one set of security headers.

import { Annotations, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { ApiBehaviour, ApiCacheSettings } from '../api-behaviours';
import { apiQueryFilterCode, cachedReadsOf } from '../api-query-filter';
import { spaRewriteCode } from '../../common/site-build/spa-paths';
import { MEDIA_KEY_PREFIX } from '../../common/site-paths';
import { MediaBucketPolicy } from './media-bucket-policy';

export interface WebProps {
  /** Host name of the HTTP API's endpoint. */
  readonly apiOriginDomain: string;
  /** The API's behaviours in CloudFront's order (planApiBehaviours of the route table). */
  readonly apiBehaviours: readonly ApiBehaviour[];
  /** Headers CloudFront adds to every API request: the origin secret the handlers check. */
  readonly apiOriginHeaders: Readonly<Record<string, string>>;
  readonly mediaBucket: s3.IBucket;
  readonly logBucket: s3.IBucket;
  readonly responseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
  /** /media/*: officers' uploads, under a policy that lets them run nothing. */
  readonly mediaResponseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
  /** The CLOUDFRONT-scope WAF web ACL (infra/constructs/waf.ts); absent when the deployer turned it off. */
  readonly webAclArn?: string;
  /** The site's host on the club's domain (www.<domain>) and the us-east-1 certificate that covers it. */
  readonly domain?: { readonly siteHost: string; readonly certificate: acm.ICertificate };
}

/** The TLS floor viewers get on the club's domain: CloudFront's recommended policy, TLS 1.2 and up. */
export const VIEWER_TLS_POLICY = cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021;

/**
 * CloudFront's default quota of cache behaviours per distribution (an adjustable quota: raise
 * this after AWS raises the account's). The synth fails before a deploy would.
 */
export const CACHE_BEHAVIOUR_QUOTA = 25;

/** Why no distribution of the site blocks a country (cdk-nag's CFR1). */
export const PUBLIC_SITE_GEO_REASON = 'A public club website: visitors, members and sponsors may be anywhere, so no country is blocked.';

export class Web extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** https://www.<domain>/, else https://<distribution domain>/: the site's address, with the slash Cognito's callbacks need. */
  readonly siteUrl: string;
  /** The site's address without the slash, as a browser sends it in Origin and pages write it in links. */
  readonly siteOrigin: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    // Everything here is rebuilt by `npm run build`; nothing to keep when the stack goes.
    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Pages get their prerendered HTML, other deep links (no file extension) index.html',
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    const apiOrigin = new origins.HttpOrigin(props.apiOriginDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { ...props.apiOriginHeaders },
    });
    // Each cached read's cache key holds only its own declared query names: its behaviour's policy
    // allows the names of all the reads it answers, and this function drops every other name.
    const cachedReads = cachedReadsOf(props.apiBehaviours);
    const queryFilter =
      cachedReads.length > 0
        ? new cloudfront.Function(this, 'ApiQueryFilter', {
            comment: 'Cached API reads: keeps only the query names the read declares, so its cache key is its own',
            code: cloudfront.FunctionCode.fromInline(apiQueryFilterCode(cachedReads)),
            runtime: cloudfront.FunctionRuntime.JS_2_0,
          })
        : undefined;

    // One cache policy per distinct (query names, seconds): cache policies are an account-wide
    // quota (20 by default), and behaviours whose reads page the same way share one.
    const cachePolicies = new Map<string, cloudfront.ICachePolicy>();
    const cachePolicyOf = (cache: ApiCacheSettings | undefined): cloudfront.ICachePolicy => {
      if (!cache) return cloudfront.CachePolicy.CACHING_DISABLED;
      const key = `${cache.queryNames.join(',')}|${cache.maxSeconds}`;
      let policy = cachePolicies.get(key);
      if (!policy) {
        // Kept only as long as the handler's Cache-Control allows (the row's seconds; nothing
        // without one, so errors marked no-store are never kept), and never longer than the
        // longest row of the behaviour says. Named by its settings, so adding a row renames no
        // policy whose settings it leaves alone.
        const id = `ApiCache-${cache.maxSeconds}s-${cache.queryNames.join('-') || 'path'}`;
        const keyedOn = cache.queryNames.join(', ') || 'the path only';
        const comment = `API reads cached up to ${cache.maxSeconds}s, keyed on ${keyedOn}`;
        policy = new cloudfront.CachePolicy(this, id, {
          // CloudFront takes at most 128 characters.
          comment:
            comment.length <= 128
              ? comment
              : `API reads cached up to ${cache.maxSeconds}s, keyed on ${cache.queryNames.length} query names`,
          minTtl: Duration.seconds(0),
          defaultTtl: Duration.seconds(0),
          maxTtl: Duration.seconds(cache.maxSeconds),
          headerBehavior: cloudfront.CacheHeaderBehavior.none(),
          queryStringBehavior:
            cache.queryNames.length > 0
              ? cloudfront.CacheQueryStringBehavior.allowList(...cache.queryNames)
              : cloudfront.CacheQueryStringBehavior.none(),
          cookieBehavior: cloudfront.CacheCookieBehavior.none(),
          enableAcceptEncodingGzip: true,
          enableAcceptEncodingBrotli: true,
        });
        cachePolicies.set(key, policy);
      }
      return policy;
    };
    const apiBehaviorOf = (behaviour: ApiBehaviour): cloudfront.BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy: cachePolicyOf(behaviour.cache),
      ...(behaviour.cache && queryFilter
        ? { functionAssociations: [{ function: queryFilter, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }] }
        : {}),
      // API Gateway answers only to its own Host header. Every other viewer header goes on; on
      // the never-cached behaviours, which alone serve member and officer routes, that includes
      // Authorization (infra/api-behaviours.ts). No cache key holds it.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: props.responseHeadersPolicy,
      compress: true,
    });
    // The media bucket is the data stack's: referenced here as an imported bucket, so the origin does
    // not write a policy naming this distribution into that stack; MediaBucketPolicy below writes the
    // bucket's policy in this one.
    const mediaBucket = s3.Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });
    const mediaOrigin = origins.S3BucketOrigin.withOriginAccessControl(mediaBucket);
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The media bucket's policy (MediaBucketPolicy, in this stack) grants this distribution alone read access to media/*.",
    );
    const mediaBehavior: cloudfront.BehaviorOptions = {
      origin: mediaOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: props.mediaResponseHeadersPolicy,
      compress: true,
    };

    const behaviourCount = props.apiBehaviours.length + 1;
    if (behaviourCount > CACHE_BEHAVIOUR_QUOTA) {
      throw new Error(
        `The site needs ${behaviourCount} CloudFront cache behaviours, over the quota of ${CACHE_BEHAVIOUR_QUOTA}: ` +
          'request a higher quota and raise CACHE_BEHAVIOUR_QUOTA, or give cached reads fewer distinct path prefixes.',
      );
    }

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Blaze Rugby Club website',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: props.responseHeadersPolicy,
        compress: true,
        // Deep links are rewritten here, not by distribution-wide error pages, which would also
        // turn the API's own 404s into index.html.
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`/${MEDIA_KEY_PREFIX}*`]: mediaBehavior,
        // Object keys keep insertion order, and CloudFront evaluates behaviours in this order.
        ...Object.fromEntries(props.apiBehaviours.map((behaviour) => [behaviour.pathPattern, apiBehaviorOf(behaviour)])),
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe only: the club's visitors are near Chicago, and it is the cheapest class.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...(props.domain
        ? { domainNames: [props.domain.siteHost], certificate: props.domain.certificate, minimumProtocolVersion: VIEWER_TLS_POLICY }
        : {}),
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: PUBLIC_SITE_GEO_REASON,
    });
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          "Without the club's domain (domainName) the site uses the default *.cloudfront.net certificate, whose " +
          'security policy CloudFront fixes at TLSv1; with it the distribution has its own certificate and TLS 1.2 at least.',
      });
    }

    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The deployer turned the web ACL off (waf=user-pool or waf=off, which the synth warns about): a stack outside ' +
          'us-east-1 cannot have one. Abuse is then bounded by HTTP API throttling, the per-IP and per-user counters in ' +
          'the handler wrapper, CloudFront caching of public reads, and validation in every handler.',
      });
    }

    new MediaBucketPolicy(this, 'MediaBucketPolicy', { bucket: mediaBucket, distribution: this.distribution });

    this.siteOrigin = `https://${props.domain?.siteHost ?? this.distribution.distributionDomainName}`;
    this.siteUrl = `${this.siteOrigin}/`;
  }
}
