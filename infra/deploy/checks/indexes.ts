// Tables gaining or losing global secondary indexes (infra/deploy/index-steps.ts): how many data
// stack updates `npm run deploy` will make, and what it cannot do by itself.

import { type Finding, fail, ok, warn } from '../findings';
import { planIndexSteps, readTableIndexes } from '../index-steps';
import type { Check } from '../preflight-input';

export const indexesCheck: Check = {
  title: 'Table indexes',
  async run(input) {
    const plan = planIndexSteps(await readTableIndexes(input.aws.dynamodb, input.stacks.data.stackName));
    const findings: Finding[] = [];
    for (const { table, indexes } of plan.tooManyRemovals) {
      findings.push(
        fail(`Table ${table} would lose ${indexes.length} indexes (${indexes.join(', ')}) in one deploy; DynamoDB removes one per update`, [
          'Deploy a version of the catalogue (lambdas/table-keys.ts) that drops one of them, then the next.',
        ]),
      );
    }
    if (plan.busy.length > 0) {
      findings.push(
        warn(`DynamoDB is still building or removing ${plan.busy.join(', ')}`, [
          'npm run deploy waits for it; plain cdk deploy would fail until it is done.',
        ]),
      );
    }
    if (plan.steps.length > 0) {
      findings.push(
        warn(
          `New indexes: the data stack takes ${plan.steps.length + 1} updates, one new index per table each (${plan.steps[0]?.join(', ')} wait at first)`,
          ['npm run deploy makes them in order by itself; a plain cdk deploy would fail.'],
        ),
      );
    }
    return findings.length > 0 ? findings : [ok('Table indexes: every table gets its new indexes in one update')];
  },
};
