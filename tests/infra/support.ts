// Shared by the infra suites: an App configured like `cdk synth` (cdk.json's feature flags),
// minus Lambda bundling, and small readers for the synthesized template.

import { readFileSync } from 'node:fs';
import { App, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Construct } from 'constructs';
import { expect } from 'vitest';
import { BlazeStack, type BlazeStackProps } from '../../infra/blaze-stack';
import { readConfig, type BlazeConfig } from '../../infra/config';

interface CdkJson {
  readonly context: Record<string, unknown>;
}

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as CdkJson;

/**
 * The app as the CLI would build it from cdk.json, with extra context on top. Bundling is
 * skipped (esbuild per function is slow and is not what these tests check), and so is
 * CloudFormation's own template validation, which `npm run synth` still runs.
 */
export function testApp(context: Record<string, unknown> = {}): App {
  return new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context },
    stackTraces: false,
    builtinCloudFormationValidation: false,
  });
}

export interface Synthesized {
  readonly stack: BlazeStack;
  readonly template: Template;
  readonly all: Record<string, Resource>;
  readonly config: BlazeConfig;
  readonly assemblyDir: string;
}

/** The Blaze stack (without cdk-nag), synthesized once; context and props on top of the defaults. */
export function synthesizeBlaze(
  context: Record<string, unknown> = {},
  stackProps: Partial<Omit<BlazeStackProps, 'config'>> = {},
): Synthesized {
  const app = testApp(context);
  const config = readConfig(app);
  const stack = new BlazeStack(app, 'BlazeTest', { ...stackProps, config });
  const template = Template.fromStack(stack);
  return { stack, template, all: resources(template), config, assemblyDir: app.synth().directory };
}

export type Resource = {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
};

export function resources(template: Template): Record<string, Resource> {
  return (template.toJSON() as { Resources: Record<string, Resource> }).Resources;
}

export function props(resource: Resource | undefined): Record<string, unknown> {
  return resource?.Properties ?? {};
}

/** The one resource of a type, failing the test if there is none or several. */
export function only(all: Record<string, Resource>, type: string): [string, Resource] {
  const matches = Object.entries(all).filter(([, r]) => r.Type === type);
  expect(matches, type).toHaveLength(1);
  return matches[0] as [string, Resource];
}

export function logicalIdOf(stack: Stack, construct: Construct): string {
  const element = construct.node.defaultChild ?? construct;
  return stack.getLogicalId(element as CfnElement);
}

export function resourceOf(template: Template, stack: Stack, construct: Construct): Resource {
  const id = logicalIdOf(stack, construct);
  const resource = resources(template)[id];
  if (!resource) throw new Error(`No resource ${id} in the template`);
  return resource;
}

/** Every logical ID a template value points at through Ref or Fn::GetAtt (pseudo parameters left out). */
export function referencedIds(value: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (node && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        if (key === 'Ref' && typeof inner === 'string') {
          if (!inner.startsWith('AWS::')) found.add(inner);
        } else if (key === 'Fn::GetAtt' && Array.isArray(inner) && typeof inner[0] === 'string') found.add(inner[0]);
        else walk(inner);
      }
    }
  };
  walk(value);
  return found;
}

/** A template string value as text, with `{Ref}` and `{GetAtt}` standing in for what CloudFormation fills in. */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flatten).join('');
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('Fn::Join' in record) {
      const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
      return parts.map(flatten).join(separator);
    }
    if ('Ref' in record) return `{${String(record.Ref)}}`;
    if ('Fn::GetAtt' in record) return `{${(record['Fn::GetAtt'] as string[]).join('.')}}`;
  }
  return JSON.stringify(value);
}

export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export interface PolicyStatement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

/** Every statement of the IAM policies attached to a role (by the role's logical ID). */
export function statementsOf(all: Record<string, Resource>, roleId: string): PolicyStatement[] {
  type Document = { Statement: PolicyStatement | PolicyStatement[] };
  // The role's own inline policies (infra/constructs/api-function.ts), and any Policy resource on it.
  const inline = asArray(props(all[roleId]).Policies as { PolicyDocument: Document }[] | undefined).map((p) => p.PolicyDocument);
  const attached = Object.values(all)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && referencedIds(props(r).Roles).has(roleId))
    .map((r) => props(r).PolicyDocument as Document);
  return [...inline, ...attached].flatMap((document) => asArray(document.Statement));
}
