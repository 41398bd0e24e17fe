// Lambda's concurrency quota. The stacks reserve none, so a low quota does not stop the deploy, but
// every function of the account shares it: a new account may start far below the usual 1,000, and
// the site then throttles (the lambdaThrottles alarm) at a busy moment.
// https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html (concurrent executions)
// https://docs.aws.amazon.com/lambda/latest/api/API_GetAccountSettings.html

import { GetAccountSettingsCommand } from '@aws-sdk/client-lambda';
import { jobs } from '../../../lambdas/jobs';
import { streamFunctions } from '../../../lambdas/stream-functions';
import type { BlazeConfig } from '../../config';
import { ok, warn } from '../findings';
import type { Check } from '../preflight-input';

/**
 * What the site may run at once: the API's burst (every route's requests at once, the stage's
 * ceiling), and beside it each scheduled job and each stream function.
 */
export function concurrencyNeeded(config: Pick<BlazeConfig, 'apiBurstLimit'>): number {
  return config.apiBurstLimit + jobs.length + streamFunctions.length;
}

export const lambdaConcurrencyCheck: Check = {
  title: 'Lambda concurrency quota',
  async run(input) {
    const answer = await input.aws.lambda.send(new GetAccountSettingsCommand({}));
    const limit = answer.AccountLimit?.ConcurrentExecutions;
    const needed = concurrencyNeeded(input.config);
    const reason = `the API's burst of ${input.config.apiBurstLimit} (apiBurstLimit), ${jobs.length} scheduled jobs and ${streamFunctions.length} stream functions`;
    if (limit === undefined)
      return [
        warn('Lambda concurrency: AWS did not say the account’s quota', [
          'Check it in Service Quotas → AWS Lambda → Concurrent executions.',
        ]),
      ];
    if (limit < needed) {
      return [
        warn(
          `Lambda concurrency: the account may run ${limit} functions at once in ${input.aws.region}; the site needs ${needed} (${reason})`,
          [
            'Ask for more: Service Quotas console → AWS services → AWS Lambda → Concurrent executions → Request increase at account level → 1000.',
            'Until then, visitors may see errors at busy moments.',
          ],
        ),
      ];
    }
    return [ok(`Lambda concurrency: ${limit} at once in ${input.aws.region}; the site needs ${needed}`)];
  },
};
