// Template assertions on everything but the routes: tables from the catalogue, buckets,
// CloudFront, sign-in, the site deployment, the API stage, mail and outputs.

import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import type { BlazeConfig } from '../../infra/config';
import { OFFICERS_GROUP } from '../../common/club/roles';
import { queryParameterNames, routes, type RouteDef } from '../../lambdas/routes';
import { apiPathPrefixes } from '../../common/site-paths';
import { tableNames } from '../../lambdas/table-keys';
import { tables, type TableDef } from '../../lambdas/tables';
import { streamedTables } from '../../lambdas/stream-functions';
import {
  asArray,
  deployedSiteFile,
  fullSiteBuild,
  flatten,
  logicalIdOf,
  only as onlyIn,
  props,
  referencedIds,
  resources,
  resourceOf,
  synthesizeDefault,
  type Resource,
} from './support';
import { isCachedRow, mustNeverBeCached } from '../../infra/api-behaviours';
import { spaRewriteCode } from '../../common/site-build/spa-paths';

let stack: BlazeStack;
let template: Template;
let dataTemplate: Template;
let all: Record<string, Resource>;
let config: BlazeConfig;
let assemblyDir: string;

// A stand-in for Vite's output (the fixture build's files over a page per prerendered path), so the
// deployment of a real build is what gets checked.
const webDistDir = fullSiteBuild();

beforeAll(() => {
  ({ stack, template, dataTemplate, all, config, assemblyDir } = synthesizeDefault());
});

const only = (type: string) => onlyIn(all, type);

describe('tables from the catalogue', () => {
  it('has one table per catalogue entry', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', tableNames.length);
  });

  it.each(tableNames)('%s: keys, indexes, on-demand, PITR, AWS-managed encryption, retained', (name) => {
    const def: TableDef = tables[name];
    const table = resourceOf(all, stack, stack.data.database.table(name));
    const p = props(table);
    const keySchema = (pk: { name: string }, sk?: { name: string }) => [
      { AttributeName: pk.name, KeyType: 'HASH' },
      ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' }] : []),
    ];
    expect(table.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.SSESpecification).toEqual({ SSEEnabled: true });
    expect(p.KeySchema).toEqual(keySchema(def.partitionKey, def.sortKey));
    const indexes = asArray(p.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown }[] | undefined);
    expect(indexes.map((i) => [i.IndexName, i.KeySchema])).toEqual(def.indexes.map((i) => [i.name, keySchema(i.partitionKey, i.sortKey)]));
    const keys = [def.partitionKey, def.sortKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    for (const key of keys) {
      if (key) expect(p.AttributeDefinitions).toContainEqual({ AttributeName: key.name, AttributeType: key.type });
    }
  });

  it.each(tableNames)('%s: a TTL exactly as its catalogue entry declares, and a stream only if a stream function reads it', (name) => {
    const def: TableDef = tables[name];
    const p = props(resourceOf(all, stack, stack.data.database.table(name)));
    expect(p.TimeToLiveSpecification).toEqual(def.ttlAttribute ? { AttributeName: def.ttlAttribute, Enabled: true } : undefined);
    expect(p.StreamSpecification).toEqual(streamedTables().includes(name) ? { StreamViewType: 'NEW_AND_OLD_IMAGES' } : undefined);
  });
});

describe('buckets', () => {
  it('every bucket blocks public access, enforces SSL and uses S3-managed encryption', () => {
    const buckets = Object.entries(all).filter(([, r]) => r.Type === 'AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    for (const [id, bucket] of buckets) {
      expect(props(bucket).PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(props(bucket).BucketEncryption, id).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      const statements = Object.values(all)
        .filter((r) => r.Type === 'AWS::S3::BucketPolicy' && referencedIds(props(r).Bucket).has(id))
        .flatMap((r) => asArray((props(r).PolicyDocument as { Statement: unknown[] }).Statement));
      expect(statements, id).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('the media bucket is versioned and retained; the site bucket is not retained', () => {
    const media = Object.values(all).find(
      (r) => r.Type === 'AWS::S3::Bucket' && (props(r).VersioningConfiguration as { Status?: string })?.Status === 'Enabled',
    );
    expect(media?.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(resourceOf(all, stack, stack.web.siteBucket).DeletionPolicy).toBe('Delete');
  });
});

describe('CloudFront', () => {
  type Behavior = Record<string, unknown> & { PathPattern?: string };
  const distribution = () => props(only('AWS::CloudFront::Distribution')[1]).DistributionConfig as Record<string, unknown>;
  const behaviors = () => asArray(distribution().CacheBehaviors as Behavior[] | undefined);

  it('has no distribution-wide custom error responses', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('rewrites deep links with a viewer-request function on the default behaviour, and filters cached API reads with another', () => {
    const functions = Object.entries(all).filter(([, r]) => r.Type === 'AWS::CloudFront::Function');
    const [spaId, spa] = functions.find(([, r]) => props(r).FunctionCode === spaRewriteCode()) ?? [];
    expect(spaId, 'the SPA rewrite is deployed as written').toBeDefined();
    const associations = (distribution().DefaultCacheBehavior as Behavior).FunctionAssociations as {
      EventType: string;
      FunctionARN: unknown;
    }[];
    expect(associations).toHaveLength(1);
    expect(associations[0]?.EventType).toBe('viewer-request');
    expect(referencedIds(associations[0]?.FunctionARN)).toEqual(new Set([spaId]));
    expect((props(spa).FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');

    // The other function is the API query filter, on the cached API behaviours alone
    // (tests/infra/api-caching.test.ts checks what it does there).
    expect(functions).toHaveLength(2);
    const [filterId, filter] = functions.find(([id]) => id !== spaId) ?? [];
    expect((props(filter).FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
    for (const behavior of behaviors()) {
      const cached = behavior.PathPattern !== '/media/*' && behavior.CachePolicyId !== CachePolicy.CACHING_DISABLED.cachePolicyId;
      const arns = asArray(behavior.FunctionAssociations as { EventType: string; FunctionARN: unknown }[] | undefined);
      expect(
        arns.map((a) => [a.EventType, [...referencedIds(a.FunctionARN)]]),
        behavior.PathPattern,
      ).toEqual(cached ? [['viewer-request', [filterId]]] : []);
    }
  });

  it("puts the pages' response headers policy on every behaviour but /media/*, which has the media policy", () => {
    const policyId = logicalIdOf(stack, stack.securityHeaders.policy);
    const mediaPolicyId = logicalIdOf(stack, stack.securityHeaders.mediaPolicy);
    expect(Object.values(all).filter((r) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy')).toHaveLength(2);
    for (const behavior of [distribution().DefaultCacheBehavior as Behavior, ...behaviors()]) {
      const expected = behavior.PathPattern === '/media/*' ? mediaPolicyId : policyId;
      expect(referencedIds(behavior.ResponseHeadersPolicyId), behavior.PathPattern ?? 'default').toEqual(new Set([expected]));
    }
  });

  // A prefix with a route that must never be cached (a member or officer route, an uncached read)
  // ends in a never-cached catch-all; one whose routes are all public reads and forms ends in the
  // cached behaviour of its reads (tests/infra/api-caching.test.ts).
  it.each(apiPathPrefixes)(
    'sends %s* to the HTTP API, all headers but Host forwarded, never cached if a route under it must not be',
    (prefix) => {
      const behavior = behaviors().find((b) => b.PathPattern === `${prefix}*`);
      expect(behavior).toBeDefined();
      const origins = distribution().Origins as { Id: string; DomainName: unknown }[];
      const origin = origins.find((o) => o.Id === behavior?.TargetOriginId);
      expect(referencedIds(origin?.DomainName)).toEqual(new Set([only('AWS::ApiGatewayV2::Api')[0]]));
      expect(behavior?.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
      expect(behavior?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
      const neverCachedUnder = routes.some((r) => r.path.startsWith(prefix) && mustNeverBeCached(r));
      if (neverCachedUnder) expect(behavior?.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
      else expect(behavior?.CachePolicyId).not.toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    },
  );

  it('keys API caching only on query parameters the route rows declare', () => {
    // `?x=<random>` must hit the cache: no cache policy keys on a name no cached row reads. (Rows
    // never cached, such as the officers' lists, forward their query to the API uncached.)
    const rows: readonly RouteDef[] = routes.filter(isCachedRow);
    const declared = new Set(queryParameterNames(rows));
    expect(declared.size, 'the route table names query parameters').toBeGreaterThan(0);
    const keyed = Object.values(all)
      .filter((r) => r.Type === 'AWS::CloudFront::CachePolicy')
      .flatMap((r) => {
        const config = props(r).CachePolicyConfig as {
          ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: { QueryStringBehavior: string; QueryStrings?: string[] } };
        };
        const query = config.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig;
        expect(['none', 'whitelist']).toContain(query.QueryStringBehavior);
        return query.QueryStrings ?? [];
      });
    expect(new Set(keyed)).toEqual(declared);
  });

  it("keeps its cache behaviours within CloudFront's default quota of 25", () => {
    expect(behaviors().length).toBeLessThanOrEqual(25);
  });

  it("lets this distribution alone read the media bucket's media/*, by a policy in the app stack", () => {
    const [distributionId] = only('AWS::CloudFront::Distribution');
    const mediaId = logicalIdOf(stack.data, stack.data.media.bucket);
    const policies = Object.entries(all).filter(
      ([, r]) => r.Type === 'AWS::S3::BucketPolicy' && referencedIds(props(r).Bucket).has(mediaId),
    );
    expect(policies).toHaveLength(1);
    const [[policyId, policy] = ['', { Type: '' }]] = policies;
    expect(Object.keys(resources(dataTemplate))).not.toContain(policyId);
    expect(policy.DeletionPolicy).toBe('Retain');
    const statements = asArray((props(policy).PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
    const reads = statements.filter((statement) => JSON.stringify(statement.Principal).includes('cloudfront.amazonaws.com'));
    expect(reads).toHaveLength(1);
    const [read] = reads;
    expect(read?.Action).toBe('s3:GetObject');
    expect(flatten(read?.Resource)).toMatch(/\/media\/\*$/);
    expect(Object.keys(read?.Condition as object)).toEqual(['StringEquals']);
    const sourceArn = (read?.Condition as { StringEquals?: Record<string, unknown> } | undefined)?.StringEquals?.['AWS:SourceArn'];
    expect(flatten(sourceArn)).not.toContain('*');
    expect(referencedIds(sourceArn)).toEqual(new Set([distributionId]));
  });

  it('serves /media/* from the media bucket through origin access control', () => {
    const behavior = behaviors().find((b) => b.PathPattern === '/media/*');
    const origin = (distribution().Origins as Record<string, unknown>[]).find((o) => o.Id === behavior?.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    const [bucketId] = [...referencedIds(origin?.DomainName)];
    expect((props(all[bucketId ?? '']).VersioningConfiguration as { Status: string }).Status).toBe('Enabled');
  });

  /** The security headers of the response-headers policy a behaviour uses. */
  const headersOf = (behavior: Record<string, unknown> | undefined) => {
    const [policyId = ''] = [...referencedIds(behavior?.ResponseHeadersPolicyId)];
    return (
      props(all[policyId] ?? { Type: '' }).ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> }
    ).SecurityHeadersConfig;
  };

  it('serves /media/* with nosniff and a sandboxing CSP of its own, so an uploaded file can run nothing', () => {
    const media = headersOf(behaviors().find((b) => b.PathPattern === '/media/*'));
    expect(media.ContentTypeOptions?.Override).toBe(true);
    const csp = flatten(media.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toMatch(/(^|; )default-src 'none'(;|$)/);
    expect(csp).toMatch(/(^|; )sandbox(;|$)/);
    expect(csp).not.toMatch(/script-src|unsafe/);
  });

  it("lets the site alone post officers' uploads to the uploads bucket, which forgets unclaimed files after a day", () => {
    const [distributionId] = only('AWS::CloudFront::Distribution');
    const uploads = props(resourceOf(all, stack, stack.data.media.uploadsBucket));
    // The rule is the app stack's, set at deploy on the data stack's bucket (infra/constructs/uploads-cors.ts).
    expect(uploads.CorsConfiguration).toBeUndefined();
    const [, cors] = Object.entries(all).find(
      ([, r]) => r.Type === 'Custom::AWS' && flatten(props(r).Create).includes('PutBucketCors'),
    ) ?? ['', undefined];
    const create = JSON.parse(flatten(props(cors).Create)) as {
      parameters: { Bucket: string; CORSConfiguration: { CORSRules: Record<string, unknown>[] } };
    };
    expect(create.parameters.Bucket).toBe(`{${logicalIdOf(stack, stack.data.media.uploadsBucket)}}`);
    const rules = create.parameters.CORSConfiguration.CORSRules;
    expect(rules).toHaveLength(1);
    expect(rules[0]?.AllowedMethods).toEqual(['POST']);
    expect(rules[0]?.AllowedOrigins).toEqual([`https://{${distributionId}.DomainName}`]);
    expect(props(cors).Update).toEqual(props(cors).Create);
    const lifecycle = (uploads.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    // Staged uploads expire; a member's photo held for an officer (held/) is never expired while it waits.
    expect(lifecycle).toContainEqual(expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }));
    for (const rule of lifecycle) expect(rule.Prefix).toBe('uploads/');
    // The media bucket takes no browser writes at all.
    expect(props(resourceOf(all, stack, stack.data.media.bucket)).CorsConfiguration).toBeUndefined();
  });

  it('sends HSTS, nosniff, no framing, the referrer policy and a strict CSP', () => {
    const headers = headersOf(distribution().DefaultCacheBehavior as Behavior);
    expect(headers.StrictTransportSecurity?.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(headers.ContentTypeOptions?.Override).toBe(true);
    expect(headers.FrameOptions?.FrameOption).toBe('DENY');
    expect(headers.ReferrerPolicy?.ReferrerPolicy).toBe('strict-origin-when-cross-origin');

    const csp = flatten(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...v]) => [name, v]),
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('media-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual(['https://www.google.com']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    const hostedUi = `https://{${logicalIdOf(stack, stack.data.auth.domain)}}.auth.{AWS::Region}.amazoncognito.com`;
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining(["'self'", hostedUi]));
    expect(directives.get('connect-src')?.some((s) => s.startsWith('https://cognito-idp.{AWS::Region}.'))).toBe(true);
    // The uploads bucket's own address, and no other bucket's.
    const uploadsBucket = flatten(props(resourceOf(all, stack, stack.data.media.uploadsBucket)).BucketName);
    expect(directives.get('connect-src')).toContain(`https://${uploadsBucket}.s3.{AWS::Region}.amazonaws.com`);
    expect(
      directives.get('connect-src')?.filter((source) => source.includes('amazonaws.com/') || /^https:\/\/s3[.-]/.test(source)),
    ).toEqual([]);
  });
});

describe('sign-in', () => {
  it('has a SPA client: code grant only, no secret, the scopes the SPA asks for, the site as its only callback', () => {
    const client = props(only('AWS::Cognito::UserPoolClient')[1]);
    const [distributionId] = only('AWS::CloudFront::Distribution');
    // A localhost callback only when the deployer asks for one (tests/infra/stack-options.test.ts).
    const siteUrls = [`https://{${distributionId}.DomainName}/`];
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.GenerateSecret).toBe(false);
    expect([...(client.AllowedOAuthScopes as string[])].sort()).toEqual(['aws.cognito.signin.user.admin', 'email', 'openid', 'phone']);
    expect((client.CallbackURLs as unknown[]).map(flatten)).toEqual(siteUrls);
    expect((client.LogoutURLs as unknown[]).map(flatten)).toEqual(siteUrls);
  });

  it('has a user pool with self sign-up, email sign-in, verified email and a strong password policy', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    const p = props(pool);
    expect(pool.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(p.UsernameAttributes).toEqual(['email']);
    expect(p.AutoVerifiedAttributes).toEqual(['email']);
    expect((p.AdminCreateUserConfig as { AllowAdminCreateUserOnly: boolean }).AllowAdminCreateUserOnly).toBe(false);
    const passwords = (p.Policies as { PasswordPolicy: Record<string, unknown> }).PasswordPolicy;
    expect(passwords).toMatchObject({ RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true });
    expect(passwords.MinimumLength).toBeGreaterThanOrEqual(8);
  });

  it('has an officers group in the user pool and a hosted-UI prefix domain', () => {
    const [poolId] = only('AWS::Cognito::UserPool');
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: OFFICERS_GROUP, UserPoolId: { Ref: poolId } });
    expect(referencedIds(props(only('AWS::Cognito::UserPoolDomain')[1]).UserPoolId)).toEqual(new Set([poolId]));
  });
});

describe('site deployment', () => {
  type Deployment = Record<string, unknown> & {
    SourceObjectKeys: string[];
    SourceMarkers?: Record<string, unknown>[];
    SystemMetadata?: Record<string, string>;
  };
  const deployments = () =>
    Object.values(all)
      .filter((r) => r.Type === 'Custom::CDKBucketDeployment')
      .map((r) => props(r) as Deployment);
  const siteDeployment = () => deployments().find((d) => d.DestinationBucketKeyPrefix === undefined);

  it('uploads hashed files as immutable and keeps old ones and the written pages; the rest revalidated, then the cache invalidated', () => {
    const hashed = deployments().find((d) => d.DestinationBucketKeyPrefix === 'assets/');
    expect(hashed?.Prune).toBe(false);
    expect(hashed?.SystemMetadata?.['cache-control']).toBe('public, max-age=31536000, immutable');
    const site = siteDeployment();
    expect(site?.Prune).toBe(true);
    // Nor are the pages written since the last deploy pruned (common/site-build/rendered-pages.ts).
    expect(site?.Exclude).toEqual(['assets/*', 'rendered/*']);
    expect(site?.SystemMetadata?.['cache-control']).toBe('no-cache');
    expect(site?.DistributionPaths).toEqual(['/*']);
    expect(referencedIds(site?.DistributionId)).toEqual(new Set([only('AWS::CloudFront::Distribution')[0]]));
  });

  it("uploads none of the pages a local run wrote into the build: they are the stream functions' to write", () => {
    expect(existsSync(path.join(webDistDir, 'rendered'))).toBe(true);
    for (const key of siteDeployment()?.SourceObjectKeys ?? []) {
      expect(existsSync(path.join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`, 'rendered'))).toBe(false);
    }
  });

  const deployedFile = (name: string) => deployedSiteFile({ all, assemblyDir }, name);

  it("writes robots.txt and sitemap.xml for the distribution's own address, replacing the build's", () => {
    const [distributionId] = only('AWS::CloudFront::Distribution');
    const origin = `https://{${distributionId}.DomainName}`;

    expect(deployedFile('robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = deployedFile('sitemap.xml');
    expect(sitemap).toContain(`<loc>${origin}/about</loc>`);
    expect(sitemap).not.toContain('localhost');
  });

  it("writes each prerendered page again with the distribution's own address, and not the build's note of them", () => {
    const [distributionId] = only('AWS::CloudFront::Distribution');
    const origin = `https://{${distributionId}.DomainName}`;
    const about = deployedFile('pages/about/index.html');
    expect(about).toContain(`<link rel="canonical" href="${origin}/about" />`);
    expect(about).toContain(`<meta property="og:image" content="${origin}/img/hero/hero-poster-1280.webp" />`);
    expect(about).not.toContain('localhost');
    const site = siteDeployment();
    const uploaded = (name: string) =>
      (site?.SourceObjectKeys ?? []).some((key) => existsSync(path.join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`, name)));
    expect(uploaded('prerendered.json')).toBe(false);
    expect(uploaded('index.html')).toBe(true);
  });

  it("writes /config.json from the stack's own values", () => {
    const text = deployedFile('config.json');
    const [distributionId] = only('AWS::CloudFront::Distribution');
    expect(JSON.parse(text)).toEqual({
      region: '{AWS::Region}',
      userPoolId: `{${only('AWS::Cognito::UserPool')[0]}}`,
      userPoolClientId: `{${only('AWS::Cognito::UserPoolClient')[0]}}`,
      hostedUiDomain: `{${only('AWS::Cognito::UserPoolDomain')[0]}}.auth.{AWS::Region}.amazoncognito.com`,
      userPoolEndpoint: 'https://cognito-idp.{AWS::Region}.{AWS::URLSuffix}',
      redirectUrl: `https://{${distributionId}.DomainName}/`,
    });
  });
});

describe('API stage, mail and outputs', () => {
  it('throttles the $default stage and writes access logs to a log group that expires', () => {
    const stage = props(only('AWS::ApiGatewayV2::Stage')[1]);
    expect(stage.StageName).toBe('$default');
    expect(stage.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: config.apiRateLimit,
      ThrottlingBurstLimit: config.apiBurstLimit,
    });
    const logs = stage.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(JSON.parse(logs.Format)).toHaveProperty('requestId');
    const [logGroupId] = [...referencedIds(logs.DestinationArn)];
    expect(props(all[logGroupId ?? '']).RetentionInDays).toBeGreaterThan(0);
  });

  it('has an SES identity for the sender address', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: config.senderEmail });
  });

  it('outputs the site URL, user pool id, client id and hosted-UI domain, and no execute-api address', () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['SiteUrl', 'UserPoolId', 'UserPoolClientId', 'HostedUiDomain']));
    expect(Object.keys(outputs)).not.toContain('ApiUrl');
    const [apiId] = only('AWS::ApiGatewayV2::Api');
    for (const [name, output] of Object.entries(outputs)) {
      expect(referencedIds(output), name).not.toContain(apiId);
      expect(JSON.stringify(output), name).not.toContain('execute-api');
    }
  });
});
