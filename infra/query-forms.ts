// How each query value a cached read declares must be written, for CloudFront's query filter
// (infra/constructs/api-query-filter.ts): read from the row's own zod schema, as JSON Schema states
// its input (zod's toJSONSchema), so the rule is written once. A value that fits its form is one
// spelling of one answer; the filter refuses any other at the edge, so `limit=06`, `limit=%36` and
// `limit=6` cannot be three cache keys of one answer. Each declared name must therefore have a
// pattern or a list of values: a field that takes any text would let a stranger mint cache keys,
// and the synth stops on it.

import * as z from 'zod';
import type { QueryForm } from './constructs/api-query-filter';
import { queryNamesOf, type RouteDef } from '../lambdas/routes';

interface InputSchema {
  readonly type?: unknown;
  readonly pattern?: unknown;
  readonly enum?: unknown;
  readonly const?: unknown;
  readonly maxLength?: unknown;
  readonly allOf?: readonly InputSchema[];
}

const strings = (values: unknown): string[] | undefined =>
  Array.isArray(values) && values.every((value) => typeof value === 'string') ? values : undefined;

/** One query field's form: its patterns (every one must match), its values, its longest length. */
export function queryFormOf(schema: z.ZodType, where: string): QueryForm {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as InputSchema;
  const parts = [json, ...(json.allOf ?? [])];
  const patterns = parts.flatMap((part) => (typeof part.pattern === 'string' ? [part.pattern] : []));
  const values = strings(json.enum) ?? (typeof json.const === 'string' ? [json.const] : undefined);
  if (json.type !== 'string' || (patterns.length === 0 && values === undefined)) {
    throw new Error(
      `${where} takes any text as far as its schema says: give it a regex or an enum, so that CloudFront's query filter can ` +
        'refuse every other spelling and no stranger can mint cache keys with it.',
    );
  }
  return {
    ...(patterns.length > 0 ? { patterns } : {}),
    ...(values ? { values } : {}),
    ...(typeof json.maxLength === 'number' ? { maxLength: json.maxLength } : {}),
  };
}

/** The form of each query name a row declares, in the order of queryNamesOf. */
export function queryFormsOf(row: RouteDef): QueryForm[] {
  const shape = (row.query?.shape ?? {}) as Record<string, z.ZodType>;
  return queryNamesOf(row).map((name) => queryFormOf(shape[name] as z.ZodType, `The query parameter ${name} of ${row.id}`));
}
