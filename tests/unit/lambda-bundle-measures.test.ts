// The arithmetic behind bench/lambda-bundles.ts: which package a bundled file counts for, and the median it reports.

import { describe, expect, it } from 'vitest';
import { median } from '../../bench/stats';
import type { Metafile } from 'esbuild';
import { classOf, kbByPackage, packageOf } from '../../bench/lambda-bundles';

describe('the Lambda bundle report', () => {
  it('counts a bundled file for its package, scoped or not, and our own files as our code', () => {
    expect(packageOf('node_modules/@smithy/core/dist-es/submodules/protocols/HttpProtocol.js')).toBe('@smithy/core');
    expect(packageOf('node_modules/@aws-sdk/lib-dynamodb/node_modules/@smithy/core/dist-es/index.js')).toBe('@smithy/core');
    expect(packageOf('node_modules/zod/v4/classic/schemas.js')).toBe('zod');
    expect(packageOf('lambdas/handlers/list-blog-posts.ts')).toBe('our code');
  });

  it('adds up the output bytes of each package in kilobytes', () => {
    const sizes = kbByPackage({
      inputs: {},
      outputs: {
        'index.cjs': {
          bytes: 4096,
          imports: [],
          exports: [],
          inputs: {
            'node_modules/zod/a.js': { bytesInOutput: 1024 },
            'node_modules/zod/b.js': { bytesInOutput: 1024 },
            'lambdas/x.ts': { bytesInOutput: 2048 },
          },
        },
      },
    });
    expect(Object.fromEntries(sizes)).toEqual({ zod: 2, 'our code': 2 });
  });

  const holding = (...packages: string[]): Metafile => ({
    inputs: {},
    outputs: {
      'index.cjs': {
        bytes: 0,
        imports: [],
        exports: [],
        inputs: Object.fromEntries(packages.map((name) => [`node_modules/${name}/dist-cjs/index.js`, { bytesInOutput: 1024 }])),
      },
    },
  });

  it('puts a bundle in its class by the SDK clients it holds: DynamoDB alone, one of S3, SES and Cognito, or two of them', () => {
    expect(classOf(holding('@aws-sdk/client-dynamodb'))).toBe('DynamoDB alone');
    expect(classOf(holding('@aws-sdk/client-dynamodb', '@aws-sdk/client-s3'))).toBe('with one of S3, SES, Cognito');
    expect(classOf(holding('@aws-sdk/client-dynamodb', '@aws-sdk/client-sesv2'))).toBe('with one of S3, SES, Cognito');
    expect(classOf(holding('@aws-sdk/client-dynamodb', '@aws-sdk/client-s3', '@aws-sdk/client-sesv2'))).toBe(
      'with two of S3, SES, Cognito',
    );
    expect(classOf(holding('@aws-sdk/client-dynamodb', '@aws-sdk/client-cognito-identity-provider'))).toBe('with one of S3, SES, Cognito');
    expect(classOf(holding('@aws-sdk/client-dynamodb', '@aws-sdk/client-s3', '@aws-sdk/client-cognito-identity-provider'))).toBe(
      'with two of S3, SES, Cognito',
    );
  });

  it("puts a bundle holding Stripe's SDK or pdf-lib in that library's class, whatever clients it holds", () => {
    expect(classOf(holding('@aws-sdk/client-dynamodb', '@aws-sdk/client-sesv2', 'stripe'))).toBe('with Stripe');
    expect(classOf(holding('@aws-sdk/client-dynamodb', 'stripe'))).toBe('with Stripe');
    expect(classOf(holding('@aws-sdk/client-dynamodb', 'pdf-lib'))).toBe('with a PDF');
    expect(classOf(holding('@aws-sdk/client-dynamodb', '@aws-sdk/client-s3', 'pdf-lib'))).toBe('with a PDF');
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(() => median([])).toThrow();
  });
});
