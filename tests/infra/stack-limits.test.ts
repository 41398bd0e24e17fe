// Room for the next hundred routes: the app synthesized with its route table doubled (every row and
// a twin, the page prefixes doubled too: tests/infra/doubled-routes.ts), as the largest deploy makes
// it (the fully configured app: WAF, on by default, and the club's own domain, which add resources), must keep every template within CloudFormation's limits and the
// distribution within CloudFront's behaviour quota. Read from the real templates of the cloud
// assembly (infra/stack-size.ts), so a row's resources, the nested stacks' split and the behaviour
// plan are what is measured, not an estimate. docs/stack-size.md's figures are checked here too.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOUDFORMATION_LIMITS, measureAssembly, overLimits, type AppSize } from '../../infra/stack-size';
import { LARGEST_DEPLOY_CONTEXT, measureApp, STACK_SIZE_DOC, stackSizeReport } from '../../infra/stack-size-report';
import { routes } from '../../lambdas/routes';
import { doubledRouteTable, NEXT } from './doubled-routes';
import {
  CONFIGURED_CONTEXT,
  configuredOverrides,
  synthesizeBlaze,
  synthesizeConfigured,
  synthesizeDefault,
  synthesizeWafOff,
  WAF_OFF_CONTEXT,
} from './support';

const projectRoot = path.join(import.meta.dirname, '..', '..');
const handlerOf = (row: { id: string }) =>
  path.join(projectRoot, 'lambdas', 'handlers', `${row.id.replace(new RegExp(`${NEXT}$`), '')}.ts`);

// Both with the full sample build, as synthesizeConfigured has it: a built site adds its hashed files' deployment.
let today: AppSize;
let doubled: AppSize;

beforeAll(() => {
  today = measureAssembly(synthesizeConfigured().assemblyDir);
  const table = doubledRouteTable();
  doubled = measureAssembly(
    synthesizeBlaze(CONFIGURED_CONTEXT, {
      ...configuredOverrides(),
      routes: table.routes,
      pathPrefixes: table.prefixes,
      handlerEntry: handlerOf,
    }).assemblyDir,
  );
});

describe('twice the route table', () => {
  it('is what is measured: twice the rows, and every template of the app', () => {
    expect(doubledRouteTable().routes).toHaveLength(2 * routes.length);
    expect(doubled.templates.map((t) => t.stack)).toEqual(today.templates.map((t) => t.stack));
    const resources = (size: AppSize) => size.templates.reduce((sum, t) => sum + t.resources, 0);
    // Five resources a row (function, role, integration, permission, route).
    expect(resources(doubled) - resources(today)).toBeGreaterThanOrEqual(5 * routes.length);
  });

  it("keeps every template within CloudFormation's 500 resources, 200 outputs and 200 parameters", () => {
    expect(overLimits(doubled)).toEqual([]);
    for (const template of doubled.templates)
      expect(template.resources, template.stack).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.resources);
  });

  it("keeps the distribution within CloudFront's cache behaviour quota", () => {
    expect(doubled.cacheBehaviours).toBeGreaterThan(today.cacheBehaviours);
    expect(overLimits({ templates: [], cacheBehaviours: doubled.cacheBehaviours })).toEqual([]);
  });
});

describe('docs/stack-size.md', () => {
  // The default app and the one without WAF are the suite's shared ones (their build is laid out as
  // the one `npm run stack-size` measures); the largest deploy alone is synthesized here.
  const measured = (context: Record<string, unknown>) => {
    if (Object.keys(context).length === 0) return measureAssembly(synthesizeDefault().assemblyDir);
    if (JSON.stringify(context) === JSON.stringify(WAF_OFF_CONTEXT)) return measureAssembly(synthesizeWafOff().assemblyDir);
    expect(context).toEqual(LARGEST_DEPLOY_CONTEXT);
    return measureApp(context);
  };

  it('holds the figures of the current templates (npm run stack-size writes them)', () => {
    expect(readFileSync(STACK_SIZE_DOC, 'utf8')).toBe(stackSizeReport(measured));
  });
});
