// A stack's resources and outputs as its synthesized template holds them, read from its constructs
// rather than from the files `cdk synth` writes: the app stack fingerprints the data stack's while
// the app is being synthesized (infra/constructs/data-outputs-fingerprint.ts), and the record of the
// data stack's stateful resources is taken from it (infra/stateful-resources.ts). Read it once the
// app has been prepared for synthesis: the outputs of cross-stack references are added then.

import { CfnElement, type Stack } from 'aws-cdk-lib';

export interface TemplateResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DependsOn?: string | string[];
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export interface TemplateJson {
  readonly Resources: Record<string, TemplateResource>;
  readonly Outputs: Record<string, { readonly Value: unknown }>;
}

/** Each CloudFormation element of the stack (not of its nested stacks), with its logical id. */
export function stackElements(stack: Stack): CfnElement[] {
  return stack.node.findAll().filter((c): c is CfnElement => CfnElement.isCfnElement(c) && c.stack === stack);
}

export function resolvedTemplate(stack: Stack): TemplateJson {
  const resources: Record<string, TemplateResource> = {};
  const outputs: Record<string, { Value: unknown }> = {};
  for (const element of stackElements(stack)) {
    // The same fragment `cdk synth` merges into the template file (CfnElement's public rendering).
    const fragment = stack.resolve(element._toCloudFormation()) as Partial<TemplateJson>;
    Object.assign(resources, fragment.Resources);
    Object.assign(outputs, fragment.Outputs);
  }
  return { Resources: resources, Outputs: outputs };
}

/** Every logical id a template value points at through Ref, Fn::GetAtt or Fn::Sub (pseudo parameters left out). */
export function referencedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedIds(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') {
        if (!inner.startsWith('AWS::')) into.add(inner);
      } else if (key === 'Fn::GetAtt' && Array.isArray(inner) && typeof inner[0] === 'string') {
        into.add(inner[0]);
      } else if (key === 'Fn::Sub') {
        const text = Array.isArray(inner) ? inner[0] : inner;
        for (const [, name] of String(text).matchAll(/\$\{([^}!.]+)[^}]*\}/g)) if (name && !name.startsWith('AWS::')) into.add(name);
        if (Array.isArray(inner)) referencedIds(inner[1], into);
      } else {
        referencedIds(inner, into);
      }
    }
  }
  return into;
}
