// This worker's lane of the browser suite (tests/browser/global-setup.ts): its site, the API's
// DynamoDB Local, the media bucket and the sign-in. A file imports what it needs from here; the
// import waits until the lane is up.

import { get } from 'node:http';
import { inject } from 'vitest';
import type { BrowserLane } from './lane-stack';

/** vitest numbers the workers running at once 1, 2, …: no two of them share a number, so no two share a lane. */
const worker = process.env.VITEST_POOL_ID ?? '1';

function fetchLane(): Promise<BrowserLane> {
  return new Promise((resolve, reject) => {
    // No timeout: the lane may still be starting, which on a busy machine takes a while.
    get(`${inject('browserLaneService')}/lanes/${worker}`, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        if (response.statusCode === 200) resolve(JSON.parse(body) as BrowserLane);
        else reject(new Error(`The browser suite's lane ${worker} did not start:\n${body}`));
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

export const { siteUrl, runtimeConfig, apiDynamoDbEndpoint, mediaBucketUrl, cognitoLocalLog }: BrowserLane = await fetchLane();
