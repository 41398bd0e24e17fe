// The app stack reads the data stack through weak references: `Fn::GetStackOutput`, which
// CloudFormation resolves when the reading stack is created or updated, and never again on its own
// ("If the referenced stack or output is later deleted or modified, the consuming stack is not
// automatically updated": https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/intrinsic-function-reference-getstackoutput.html).
// `cdk deploy` skips a stack whose template has not changed, so a change to the data stack that
// gives one of its outputs a new value (a replaced resource, a new physical id) would leave the site
// on the old one: functions granted an old bucket, the SPA signing in to an old pool.
//
// So the app stack, and each of its nested stacks (which read the data stack's outputs themselves),
// carries a fingerprint of what it reads, in an SSM parameter of its own: the data stack's outputs
// and the definition of every resource they lead to. Any change to them changes this parameter's
// value, so each reading template has a change to deploy, and CloudFormation reads every output
// again as it updates it (tests/infra/data-stack.test.ts).

import { createHash } from 'node:crypto';
import { Lazy, NestedStack, type Stack } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { referencedIds, resolvedTemplate, type TemplateJson } from '../resolved-template';

/**
 * The fingerprint of a template's outputs: each output's value, and the type and properties of
 * every resource an output refers to, and of every resource those refer to in turn.
 */
export function outputsFingerprint(template: TemplateJson): string {
  const outputs = Object.fromEntries(Object.entries(template.Outputs).map(([name, output]) => [name, output.Value]));
  const reached = new Map<string, unknown>();
  const pending = [...referencedIds(outputs)];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const resource = template.Resources[id];
    if (!resource || reached.has(id)) continue;
    reached.set(id, { Type: resource.Type, Properties: resource.Properties ?? {} });
    pending.push(...referencedIds(resource.Properties ?? {}));
  }
  const resources = Object.fromEntries([...reached].sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonicalJson({ outputs, resources })).digest('hex');
}

/** JSON with every object's keys in order, so the same template always gives the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export interface DataOutputsFingerprintProps {
  /** The stack whose outputs this one reads. */
  readonly source: Stack;
}

export class DataOutputsFingerprint extends Construct {
  readonly parameter: ssm.StringParameter;

  constructor(scope: Construct, id: string, props: DataOutputsFingerprintProps) {
    super(scope, id);
    this.parameter = new ssm.StringParameter(this, 'Parameter', {
      description: `Fingerprint of the ${props.source.stackName} outputs this stack was deployed with`,
      // Computed at every rendering, not once: the source's outputs for this stack's references are
      // added while the app is prepared, after this construct exists.
      stringValue: Lazy.uncachedString({ produce: () => outputsFingerprint(resolvedTemplate(props.source)) }),
    });
  }
}

/** A fingerprint of the source's outputs in the stack and in each of its nested stacks. */
export function fingerprintReaders(stack: Stack, source: Stack): DataOutputsFingerprint[] {
  const readers = [stack, ...stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c))];
  return readers.map((reader) => new DataOutputsFingerprint(reader, 'DataStackOutputs', { source }));
}
