// The grants the route table does not use yet, on synthetic rows (tests/infra/grant-rows.ts):
// media access per row, and a scheduled job with its schedule and the same grants a route gets.

import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import { MEDIA_BUCKET, ORIGIN_SECRET_ID, UPLOADS_BUCKET } from '../../lambdas/runtime/env-names';
import type { JobDef } from '../../lambdas/jobs';
import type { MediaAccess, RouteDef } from '../../lambdas/route-def';
import { jobTwin, jobsDir, mediaRows, sampleJob, synthesizeGrantRows } from './grant-rows';
import { asArray, flatten, logicalIdOf, props, referencedIds, resourceOf, statementsOf, synthesizeBlaze, type Resource } from './support';

// Written out here, not imported, so a widened grant (s3:*, GetObject for a writer) fails.
const expectedActions: Record<MediaAccess, { media: readonly string[]; uploads: readonly string[]; held: readonly string[] }> = {
  read: { media: ['s3:GetObject'], uploads: [], held: [] },
  write: { media: ['s3:DeleteObject', 's3:PutObject'], uploads: [], held: [] },
  presign: { media: [], uploads: ['s3:PutObject'], held: [] },
  claim: { media: [], uploads: ['s3:DeleteObject', 's3:GetObject'], held: [] },
  hold: { media: [], uploads: [], held: ['s3:PutObject'] },
  'read-held': { media: [], uploads: [], held: ['s3:GetObject'] },
  'drop-held': { media: [], uploads: [], held: ['s3:DeleteObject'] },
  // No object action: a listing is s3:ListBucket on the bucket (tests/infra/club-export.test.ts).
  list: { media: [], uploads: [], held: [] },
};

let stack: BlazeStack;
let all: Record<string, Resource>;

beforeAll(() => {
  ({ stack, all } = synthesizeGrantRows());
});

// Buckets are the data stack's, named there and named again by the app stack's grants and
// variables (no reference across stacks): a bucket is recognised by its name.
const bucketNameOf = (bucket: import('constructs').IConstruct) => flatten(props(resourceOf(all, stack, bucket)).BucketName);
const mediaBucketName = () => bucketNameOf(stack.data.media.bucket);
const uploadsBucketName = () => bucketNameOf(stack.data.media.uploadsBucket);
const bucketOfArn = (arn: unknown) => /^arn:\{AWS::Partition\}:s3:::([^/]+)\//.exec(flatten(arn))?.[1];

function environmentOf(fn: { function: import('constructs').IConstruct }): Record<string, unknown> {
  return (props(resourceOf(all, stack, fn.function)).Environment as { Variables?: Record<string, unknown> })?.Variables ?? {};
}

function s3StatementsOf(role: import('constructs').IConstruct) {
  return statementsOf(all, logicalIdOf(stack, role)).filter((s) => asArray(s.Action).some((a) => a.startsWith('s3:')));
}

function routeFunction(id: string) {
  const fn = stack.routes.functions.get(id);
  if (!fn) throw new Error(`no function for ${id}`);
  return fn;
}

describe('media access per row', () => {
  // Staged uploads and held photos are two prefixes of one bucket, each granted apart.
  const bucketSides = [
    { sides: ['media'], bucketName: mediaBucketName, variable: MEDIA_BUCKET, objects: { media: 'media/*' } },
    {
      sides: ['uploads', 'held'],
      bucketName: uploadsBucketName,
      variable: UPLOADS_BUCKET,
      objects: { uploads: 'uploads/*', held: 'held/*' },
    },
  ] as const;

  it.each(mediaRows)("$id ($media): each bucket it needs by name, and exactly its actions on that bucket's objects", (row) => {
    const fn = routeFunction(row.id);
    const statements = s3StatementsOf(fn.role);
    const media: readonly MediaAccess[] = row.media ?? [];
    for (const { sides, bucketName, variable, objects } of bucketSides) {
      const onBucket = statements.filter((s) => asArray(s.Resource).some((arn) => bucketOfArn(arn) === bucketName()));
      const prefixes: Record<string, string> = objects;
      const arns = sides.map((side) => `arn:{AWS::Partition}:s3:::${bucketName()}/${prefixes[side]}`);
      for (const statement of onBucket) expect(arns).toContain(asArray(statement.Resource).map(flatten).join());
      let any = false;
      for (const [index, side] of sides.entries()) {
        const expected = [...new Set(media.flatMap((kind) => expectedActions[kind][side]))].sort();
        const onObjects = onBucket.filter((s) => asArray(s.Resource).map(flatten).join() === arns[index]);
        expect([...new Set(onObjects.flatMap((s) => asArray(s.Action)))].sort(), side).toEqual(expected);
        any ||= expected.length > 0;
      }
      if (any) expect(flatten(environmentOf(fn)[variable])).toBe(bucketName());
      else expect(environmentOf(fn)[variable]).toBeUndefined();
    }
  });

  it('gives no other bucket to any function of these rows', () => {
    for (const row of mediaRows) {
      const targets = new Set(s3StatementsOf(routeFunction(row.id).role).flatMap((s) => asArray(s.Resource).map(bucketOfArn)));
      for (const target of targets) expect([mediaBucketName(), uploadsBucketName()]).toContain(target);
    }
  });
});

describe('a scheduled job', () => {
  const jobFunction = () => {
    const fn = stack.jobs.functions.get(sampleJob.id);
    if (!fn) throw new Error('no job function');
    return fn;
  };

  // The schedules only: the event functions' rules match events instead (tests/infra/mail-events.test.ts).
  // The job's rules: the stream functions' nightly rule (tests/infra/stream-functions.test.ts) is not a job's.
  const scheduleRules = () =>
    Object.entries(all).filter(([, r]) => r.Type === 'AWS::Events::Rule' && String(props(r).ScheduleExpression ?? '').startsWith('rate('));

  it('runs on an EventBridge schedule every everyMinutes, targeting its own function', () => {
    const rules = scheduleRules().map(([, r]) => r);
    expect(rules).toHaveLength(1);
    const rule = props(rules[0]);
    expect(rule.ScheduleExpression).toBe(`rate(${sampleJob.everyMinutes} minutes)`);
    expect(rule.State).toBe('ENABLED');
    const targets = rule.Targets as { Arn: unknown }[];
    expect(targets.map((t) => [...referencedIds(t.Arn)])).toEqual([[logicalIdOf(stack, jobFunction().function)]]);
  });

  it('may be invoked by EventBridge for that rule only', () => {
    const functionId = logicalIdOf(stack, jobFunction().function);
    const permissions = Object.values(all).filter(
      (r) => r.Type === 'AWS::Lambda::Permission' && referencedIds(props(r).FunctionName).has(functionId),
    );
    expect(permissions.map((p) => props(p).Principal)).toEqual(['events.amazonaws.com']);
    const [[ruleId] = []] = scheduleRules();
    expect(referencedIds(props(permissions[0]).SourceArn)).toEqual(new Set([ruleId]));
  });

  it('runs on Node 24, ARM64, with a log group that expires, described by its row', () => {
    const fn = props(resourceOf(all, stack, jobFunction().function));
    expect(fn.Runtime).toBe('nodejs24.x');
    expect(fn.Architectures).toEqual(['arm64']);
    expect(String(fn.Description)).toContain(sampleJob.description);
    const [logGroupId] = [...referencedIds((fn.LoggingConfig as { LogGroup: unknown }).LogGroup)];
    expect(props(all[logGroupId ?? '']).RetentionInDays).toBeGreaterThan(0);
  });

  it('is granted exactly what a route with the same row is granted, but the origin secret (routes only)', () => {
    const normalise = (roleId: string, ownLogGroup: string) =>
      statementsOf(all, roleId)
        .map((s) => JSON.stringify(s).replaceAll(ownLogGroup, '<own log group>'))
        .sort();
    const job = jobFunction();
    const twin = routeFunction(jobTwin.id);
    const originCheck = (statement: string) => statement.includes('secretsmanager:');
    expect(normalise(logicalIdOf(stack, job.role), logicalIdOf(stack, job.logGroup))).toEqual(
      normalise(logicalIdOf(stack, twin.role), logicalIdOf(stack, twin.logGroup)).filter((statement) => !originCheck(statement)),
    );
    expect(normalise(logicalIdOf(stack, job.role), logicalIdOf(stack, job.logGroup)).some(originCheck)).toBe(false);
    expect(statementsOf(all, logicalIdOf(stack, job.role)).some((s) => asArray(s.Action).includes('ses:SendEmail'))).toBe(true);
  });

  it('has the environment of its grants, and none of an HTTP route (origin secret)', () => {
    const env = environmentOf(jobFunction());
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['TABLE_POSTS', 'TABLE_COUNTERS', MEDIA_BUCKET]));
    expect(env[ORIGIN_SECRET_ID]).toBeUndefined();
    expect(props(resourceOf(all, stack, jobFunction().function)).Layers).toBeUndefined();
  });

  it('refuses a schedule that is not a whole number of minutes', () => {
    const bad: JobDef = { ...sampleJob, everyMinutes: 0.5 };
    const rows: readonly RouteDef[] = [];
    expect(() => synthesizeBlaze({}, { routes: rows, jobs: [bad], jobsDir })).toThrow(/whole number of minutes/);
  });
});
