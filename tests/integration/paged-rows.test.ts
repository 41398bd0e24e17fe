// Every row of the route table whose query has a `limit`, sent to its real handler as its admitted
// caller against DynamoDB Local: a limit outside the site's page sizes and an offset that is not a
// whole number of pages are a 400 naming the field, kept briefly by CloudFront alone on a cached
// read (one function call per edge for a loop over it) and never on another; the row's own page size at whole
// pages is answered. The rows come from the table, so a new list cannot skip the rule.

import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_LIMITS } from '../../common/pagination';
import type { ApiResult } from '../../lambdas/runtime/http';
import { type RouteDef, routes } from '../../lambdas/routes';
import { isCachedRow } from '../../infra/api-behaviours';
import { apiEvent, errorText, header, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { REFUSAL_CACHE_SECONDS } from '../../lambdas/runtime/handler';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-paged-${process.pid}-` });

afterAll(async () => {
  await local.close();
});

const queryNames = (row: RouteDef) => Object.keys(row.query?.shape ?? {});
const pagedRows = routes.filter((row) => queryNames(row).includes('limit'));
const withOffset = pagedRows.filter((row) => queryNames(row).includes('offset'));

const officer = officerClaims('paging-officer');
const member = memberClaims('paging-member');

async function call(row: RouteDef, query: Record<string, string>): Promise<ApiResult> {
  const { handler } = (await import(`../../lambdas/handlers/${row.id}.ts`)) as { handler: (event: unknown) => Promise<ApiResult> };
  const claims = row.access === 'officer' ? officer : row.access === 'member' ? member : undefined;
  return handler(apiEvent({ method: row.method, path: row.path, query, ...(claims ? { claims } : {}) }));
}

/** The row's own page size: the limit it answers with when none is sent. */
function defaultLimit(row: RouteDef): number {
  const parsed = row.query?.parse({}) as { limit: number };
  return parsed.limit;
}

describe('paged rows', () => {
  it('are the lists the site pages through', () => {
    expect(pagedRows.map((row) => row.id).sort()).toEqual([
      'list-blog-posts',
      'list-gallery-images',
      'list-games',
      'list-inbox-requests',
      'list-inbox-subscribers',
      'list-meetings',
      'list-newsletters',
      'list-officer-posts',
      'list-season-games',
    ]);
    for (const row of pagedRows) expect(PAGE_LIMITS).toContain(defaultLimit(row));
  });

  describe.each(pagedRows.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    it.each(['1', '7', '23', '100', '51'])(
      'refuses limit=%s with a 400 that CloudFront alone keeps briefly, if it keeps the row',
      async (limit) => {
        const result = await call(row, { limit });

        expect(result.statusCode).toBe(400);
        expect(errorText(result)).toMatch(/limit must be one of/);
        expect(header(result, 'cache-control')).toBe(
          isCachedRow(row) ? `public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}` : 'no-store',
        );
      },
    );

    it('answers its own page size', async () => {
      const result = await call(row, { limit: String(defaultLimit(row)) });

      expect(result.statusCode).toBe(200);
    });
  });

  describe.each(withOffset.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    it('refuses an offset that is not whole pages, with or without a limit', async () => {
      const size = defaultLimit(row);
      const queries: Record<string, string>[] = [
        { offset: '1' },
        { limit: String(size), offset: String(size + 1) },
        { offset: String(size - 1) },
      ];
      for (const query of queries) {
        const result = await call(row, query);

        expect(result.statusCode, JSON.stringify(query)).toBe(400);
        expect(errorText(result)).toMatch(/offset must be a multiple of limit/);
      }
    });

    it('answers an offset of whole pages', async () => {
      const size = defaultLimit(row);
      const result = await call(row, { limit: String(size), offset: String(2 * size) });

      expect(result.statusCode).toBe(200);
    });
  });
});
