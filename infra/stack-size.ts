// How near each CloudFormation template of a synthesized app is to CloudFormation's limits, and the
// distribution to CloudFront's behaviour quota, read from the cloud assembly itself. The headroom
// test (tests/infra/stack-limits.test.ts) checks the limits on a doubled route table, and
// `npm run stack-size` writes the current figures into docs/stack-size.md, so no count is typed by hand.

import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CACHE_BEHAVIOUR_QUOTA } from './constructs/web';

/** CloudFormation's per-template quotas (not adjustable). */
export const CLOUDFORMATION_LIMITS = { resources: 500, outputs: 200, parameters: 200 } as const;

export interface TemplateSize {
  /** The stack's name, or a nested stack's construct path. */
  readonly stack: string;
  readonly resources: number;
  readonly outputs: number;
  readonly parameters: number;
}

export interface AppSize {
  readonly templates: readonly TemplateSize[];
  /**
   * The cache behaviours of the distribution with the most (the site's; the apex's, on the club's
   * domain, has its default one only), its default one included: CloudFront's quota is per distribution.
   */
  readonly cacheBehaviours: number;
}

interface TemplateJson {
  readonly Resources?: Record<string, { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }>;
  readonly Outputs?: Record<string, unknown>;
  readonly Parameters?: Record<string, unknown>;
}

interface Manifest {
  readonly artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
}

const NESTED_SUFFIX = '.nested.template.json';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function sizeOf(stack: string, template: TemplateJson): TemplateSize {
  return {
    stack,
    resources: Object.keys(template.Resources ?? {}).length,
    outputs: Object.keys(template.Outputs ?? {}).length,
    // CDK's own BootstrapVersion parameter counts too: CloudFormation counts every parameter.
    parameters: Object.keys(template.Parameters ?? {}).length,
  };
}

/** Every template of the assembly, each nested stack's under its construct path, and the distribution's behaviours. */
export function measureAssembly(assemblyDir: string): AppSize {
  const manifest = readJson<Manifest>(path.join(assemblyDir, 'manifest.json'));
  const templates: TemplateSize[] = [];
  let cacheBehaviours = 0;
  const visit = (name: string, file: string) => {
    const template = readJson<TemplateJson>(path.join(assemblyDir, file));
    templates.push(sizeOf(name, template));
    for (const resource of Object.values(template.Resources ?? {})) {
      if (resource.Type === 'AWS::CloudFront::Distribution') {
        const config = resource.Properties?.DistributionConfig as { CacheBehaviors?: unknown[] } | undefined;
        cacheBehaviours = Math.max(cacheBehaviours, 1 + (config?.CacheBehaviors?.length ?? 0));
      }
    }
  };
  for (const [name, artifact] of Object.entries(manifest.artifacts)) {
    if (artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile) visit(name, artifact.properties.templateFile);
  }
  // A nested stack's template is an asset of its parent, named after its construct path and a hash.
  for (const file of readdirSync(assemblyDir)
    .filter((name) => name.endsWith(NESTED_SUFFIX))
    .sort()) {
    visit(`${file.slice(0, -NESTED_SUFFIX.length).replace(/[0-9A-F]{8}$/, '')} (nested)`, file);
  }
  return { templates, cacheBehaviours };
}

/** What is over a limit, in words; empty when everything fits. */
export function overLimits(size: AppSize): string[] {
  const over: string[] = [];
  for (const template of size.templates) {
    for (const key of ['resources', 'outputs', 'parameters'] as const) {
      if (template[key] > CLOUDFORMATION_LIMITS[key]) {
        over.push(`${template.stack}: ${template[key]} ${key}, over CloudFormation's ${CLOUDFORMATION_LIMITS[key]}`);
      }
    }
  }
  if (size.cacheBehaviours > CACHE_BEHAVIOUR_QUOTA) {
    over.push(`the distribution: ${size.cacheBehaviours} cache behaviours, over CloudFront's ${CACHE_BEHAVIOUR_QUOTA}`);
  }
  return over;
}

/** The figures as the Markdown table docs/stack-size.md holds. */
export function sizeTable(size: AppSize): string {
  const rows = size.templates.map(
    (t) =>
      `| ${t.stack} | ${t.resources} of ${CLOUDFORMATION_LIMITS.resources} | ${t.outputs} of ${CLOUDFORMATION_LIMITS.outputs} | ${t.parameters} of ${CLOUDFORMATION_LIMITS.parameters} |`,
  );
  return [
    '| template | resources | outputs | parameters |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `CloudFront cache behaviours of the site's distribution: ${size.cacheBehaviours} of ${CACHE_BEHAVIOUR_QUOTA} (the default one included).`,
  ].join('\n');
}
