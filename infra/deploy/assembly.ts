// What the preflight and the deploy read from the synthesized cloud assembly (cdk.out): each stack's
// name, region, template and the bootstrap version it needs. Plain data, so checks are tested with
// small templates of their own.

import { CloudAssembly, type CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Readonly<Record<string, unknown>>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export interface CfnTemplate {
  readonly Description?: string;
  readonly Resources?: Readonly<Record<string, CfnResource>>;
}

export interface StackFacts {
  readonly stackName: string;
  /** The stack's own region; undefined for an environment-agnostic stack (the deploy's region). */
  readonly region?: string;
  readonly template: CfnTemplate;
  /** The bootstrap version the stack and its assets need, and the SSM parameter that holds the deployed one. */
  readonly bootstrap?: { readonly requiredVersion: number; readonly parameter: string };
}

/** The app's stacks: the data stack, the site stack, and any other the app adds (listed in `all`). */
export interface AppStacks {
  readonly data: StackFacts;
  readonly site: StackFacts;
  readonly all: readonly StackFacts[];
}

const UNKNOWN_REGION = 'unknown-region';

function bootstrapOf(stack: CloudFormationStackArtifact): StackFacts['bootstrap'] {
  // The stack's deploy role and its asset manifests each state a minimum; the highest is what counts.
  const versions = [stack.requiresBootstrapStackVersion];
  for (const dependency of stack.dependencies) {
    const required = (dependency as { requiresBootstrapStackVersion?: number }).requiresBootstrapStackVersion;
    versions.push(required);
  }
  const known = versions.filter((version): version is number => typeof version === 'number');
  if (known.length === 0 || !stack.bootstrapStackVersionSsmParameter) return undefined;
  return { requiredVersion: Math.max(...known), parameter: stack.bootstrapStackVersionSsmParameter };
}

export function stackFacts(stack: CloudFormationStackArtifact): StackFacts {
  const region = stack.environment.region;
  return {
    stackName: stack.stackName,
    region: region && region !== UNKNOWN_REGION ? region : undefined,
    template: stack.template as CfnTemplate,
    bootstrap: bootstrapOf(stack),
  };
}

/** The stacks of the assembly in `directory`, the data and site stacks found by their names. */
export function readAssembly(directory: string, names: { readonly data: string; readonly site: string }): AppStacks {
  const all = new CloudAssembly(directory).stacksRecursively.map(stackFacts);
  const find = (name: string): StackFacts => {
    const stack = all.find((candidate) => candidate.stackName === name);
    if (!stack) throw new Error(`The synthesized app has no stack named ${name} (${directory})`);
    return stack;
  };
  return { data: find(names.data), site: find(names.site), all };
}

export interface Pseudo {
  readonly account: string;
  readonly region: string;
}

/**
 * A name in a template as AWS will see it: a string, or an Fn::Join of strings and the pseudo
 * parameters (the media bucket's name carries the account and region). Undefined for anything else,
 * which the deploy cannot know before CloudFormation runs.
 */
export function resolveName(value: unknown, pseudo: Pseudo): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.Ref === 'string') {
    const refs: Record<string, string> = {
      'AWS::AccountId': pseudo.account,
      'AWS::Region': pseudo.region,
      'AWS::Partition': 'aws',
      'AWS::URLSuffix': 'amazonaws.com',
    };
    return refs[record.Ref];
  }
  const join = record['Fn::Join'];
  if (Array.isArray(join) && join.length === 2 && typeof join[0] === 'string' && Array.isArray(join[1])) {
    const parts = join[1].map((part) => resolveName(part, pseudo));
    return parts.every((part): part is string => part !== undefined) ? parts.join(join[0]) : undefined;
  }
  return undefined;
}

/** Every resource of a type in the template, with its logical id. */
export function resourcesOfType(template: CfnTemplate, type: string): [string, CfnResource][] {
  return Object.entries(template.Resources ?? {}).filter(([, resource]) => resource.Type === type);
}
