// The API's throttles as docs/security.md states them: an HTTP API limits each route, never their
// sum, so the sum over the route table is the ceiling anyone without a token can reach. The numbers
// on that page are read back and compared with the route table and the config, so a change to a
// class, the stage default or the public rows shows up here until the page says it. (The runbook,
// docs/operations.md, names the constants and links that page instead of restating the figures.)

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../infra/config';
import { throttleLimits } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const security = read('docs/security.md');
const operations = read('docs/operations.md');
const defaults = configSchema.parse({});

const capped = (limits: { rateLimit: number }) => Math.min(limits.rateLimit, defaults.apiRateLimit);
const publicRows = routes.filter((row) => row.access === 'public');
const ceiling = publicRows.reduce((sum, row) => sum + capped(throttleLimits[row.throttle]), 0);

describe('the throttles as docs/security.md documents them', () => {
  it('hold the read class to 3 a second (burst 10) and the stage default to 10 / 20', () => {
    expect(throttleLimits.read).toEqual({ rateLimit: 3, burstLimit: 10 });
    expect([defaults.apiRateLimit, defaults.apiBurstLimit]).toEqual([10, 20]);
    expect(security).toContain('`read` 3 a second (burst 10)');
    expect(security).toContain('the stage default (`apiRateLimit` / `apiBurstLimit`) 10 / 20');
  });

  it("are each a row of the runbook's class table", () => {
    for (const name of Object.keys(throttleLimits)) expect(operations).toContain(`| \`${name}\` |`);
  });

  it('let anyone without a token reach the sum the page states, and no more', () => {
    const reads = publicRows.filter((row) => row.throttle === 'read').length;
    const forms = publicRows.filter((row) => row.throttle === 'form').length;
    const webhooks = publicRows.filter((row) => row.throttle === 'webhook').length;
    expect(reads + forms + webhooks).toBe(publicRows.length);
    const sum =
      `${reads} public reads × ${capped(throttleLimits.read)} + ${forms} forms × ${capped(throttleLimits.form)}` +
      ` + ${webhooks} webhook × ${capped(throttleLimits.webhook)}`;

    expect(ceiling).toBe(126);
    expect(security).toContain(`${sum} = **${ceiling} requests a second**`);
  });

  it('keep the ceiling an hour under the cost the page states', () => {
    // API Gateway $1.00, Lambda $0.20 + 0.1 GB-s at $0.0000133334, DynamoDB 5 reads at $0.125, logs 1.5 KB at $0.50 a GB: per million.
    const perMillion = 1 + 0.2 + 0.1 * 0.0000133334 * 1e6 + 5 * 0.125 + 1.5e-6 * 1e6 * 0.5;
    const perHour = (ceiling * 3_600 * perMillion) / 1e6;

    expect(perHour).toBeLessThan(1.78);
    expect(security).toContain('about $1.77 an hour');
  });
});
