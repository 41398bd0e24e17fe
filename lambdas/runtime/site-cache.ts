// Clearing what CloudFront holds of the site's pages, for a function whose row renders them
// (FunctionGrants `rendersPages`): an invalidation on the site's own distribution (DISTRIBUTION_ID).
// Locally nothing caches the site, so there is nothing to clear.

import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DISTRIBUTION_ID } from './env-names';
import { logger } from './logger';

let client: CloudFrontClient | undefined;

/** Invalidates `paths` (each a path of the site, `*` allowed at the end) on the site's distribution. */
export async function invalidateSitePaths(paths: readonly string[]): Promise<void> {
  const distributionId = process.env[DISTRIBUTION_ID];
  if (!distributionId) {
    logger.debug('no distribution to invalidate', { paths: paths.length });
    return;
  }
  client ??= new CloudFrontClient({});
  await client.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: [...paths] } },
    }),
  );
}
