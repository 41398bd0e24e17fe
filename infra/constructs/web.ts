// The site's one origin: CloudFront in front of the SPA bucket (default), the media bucket
// (/media/*) and the HTTP API (its path prefixes), with one set of security headers.

import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX } from './media-storage';

export interface WebProps {
  /** Host name of the HTTP API's endpoint. */
  readonly apiOriginDomain: string;
  /** Path prefixes served by the API, each ending in `/` (apiPathPrefixes in lambdas/routes.ts). */
  readonly apiPathPrefixes: readonly string[];
  /**
   * The query-string parameters that vary an API answer (queryParameterNames of the route table):
   * the cache key holds these and no others, so an unknown parameter cannot bypass the cache.
   */
  readonly apiQueryParameters: readonly string[];
  readonly mediaBucket: s3.IBucket;
  readonly logBucket: s3.IBucket;
  readonly responseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
}

const spaRewriteFile = fileURLToPath(new URL('./spa-rewrite.js', import.meta.url));

export class Web extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** https://<distribution domain>/ — the site's address, with the slash Cognito's callbacks need. */
  readonly siteUrl: string;

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
      comment: 'SPA deep links (no file extension) are served index.html',
      code: cloudfront.FunctionCode.fromFile({ filePath: spaRewriteFile }),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    // Cached only as long as the API's own Cache-Control says (nothing without one). The
    // Authorization header is in the key: that is the only way CloudFront forwards it, and it
    // keeps one member's response from ever being served to another. Only the query parameters
    // some handler reads are in the key (the origin request policy still forwards them all).
    const apiCachePolicy = new cloudfront.CachePolicy(this, 'ApiCachePolicy', {
      comment: 'API: honour origin Cache-Control; key on the handlers\' query parameters and Authorization',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior:
        props.apiQueryParameters.length > 0
          ? cloudfront.CacheQueryStringBehavior.allowList(...props.apiQueryParameters)
          : cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(props.apiOriginDomain, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy: apiCachePolicy,
      // API Gateway answers only to its own Host header.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: props.responseHeadersPolicy,
      compress: true,
    };
    const mediaBehavior: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(props.mediaBucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: props.responseHeadersPolicy,
      compress: true,
    };

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
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [`/${MEDIA_KEY_PREFIX}*`]: mediaBehavior,
        ...Object.fromEntries(props.apiPathPrefixes.map((prefix) => [`${prefix}*`, apiBehavior])),
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe only: the club's visitors are near Chicago, and it is the cheapest class.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A public club website: visitors, members and sponsors may be anywhere, so no country is blocked.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL: its monthly base price exceeds the site\'s whole bill. Abuse is bounded by HTTP API ' +
          'stage throttling, CloudFront caching of public reads, and validation in every handler.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The site uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes at ' +
          'TLSv1; a stricter minimum needs a custom domain and ACM certificate, which the club does not have yet.',
      },
    );

    this.siteUrl = `https://${this.distribution.distributionDomainName}/`;
  }
}
