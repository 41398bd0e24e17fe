// Officers behind their own scope in the template: 15-minute access and ID tokens with 30-day
// refresh and revocation on, the officer token trigger attached as pre token generation version 2
// (the one that may add access-token scopes) to a function of ours, allowed AdminGetUser on the
// club's pool alone (a policy of its own, so no cycle), and the sign-up and code-mail triggers
// attached as pre sign-up and custom message. Which routes require the scope:
// tests/infra/route-checks.ts, on every row.

import { beforeAll, describe, expect, it } from 'vitest';
import { triggers } from '../../lambdas/triggers';
import { logicalIdOf, only, props, referencedIds, type Resource, statementsOf, synthesizeDefault, type Synthesized } from './support';

let synthesized: Synthesized;

beforeAll(() => {
  synthesized = synthesizeDefault();
});

const client = () => props(only(synthesized.all, 'AWS::Cognito::UserPoolClient')[1]);
const pool = (): [string, Resource] => only(synthesized.all, 'AWS::Cognito::UserPool');

describe("the SPA's app client", () => {
  it('issues access and ID tokens for 15 minutes and refresh tokens for 30 days', () => {
    const c = client();
    expect(c.TokenValidityUnits).toEqual({ AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' });
    expect(c.AccessTokenValidity).toBe(15);
    expect(c.IdTokenValidity).toBe(15);
    expect(c.RefreshTokenValidity).toBe(30 * 24 * 60);
  });

  it('has token revocation on, so sign-out revokes the refresh token', () => {
    expect(client().EnableTokenRevocation).toBe(true);
  });
});

describe('the officer token trigger', () => {
  it('is the pool’s pre token generation trigger, version 2, on the Essentials plan', () => {
    const [, userPool] = pool();
    const { stack } = synthesized;
    const fn = stack.data.triggers.functions.get('officer-token');
    expect(fn).toBeDefined();
    const config = (props(userPool).LambdaConfig as { PreTokenGenerationConfig?: { LambdaArn: unknown; LambdaVersion: string } })
      .PreTokenGenerationConfig;
    expect(config?.LambdaVersion).toBe('V2_0');
    expect([...referencedIds(config?.LambdaArn)]).toEqual([logicalIdOf(stack, fn?.function ?? stack)]);
    expect(props(userPool).UserPoolTier).toBe('ESSENTIALS');
  });

  it("may call AdminGetUser on the club's user pool alone, and nothing else of Cognito", () => {
    const { stack, all } = synthesized;
    const fn = stack.data.triggers.functions.get('officer-token');
    const roleId = logicalIdOf(stack, fn?.role ?? stack);
    const cognitoStatements = statementsOf(all, roleId).filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp'));
    expect(cognitoStatements).toHaveLength(1);
    expect(cognitoStatements[0]?.Action).toBe('cognito-idp:AdminGetUser');
    const [poolId] = pool();
    expect(cognitoStatements[0]?.Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
  });

  it('names the pool in a policy of its own, which nothing waits for: the pool waits for the function, the function for its role', () => {
    const { stack, all } = synthesized;
    const policy = stack.data.triggers.poolPolicies.get('officer-token');
    const policyId = logicalIdOf(stack, policy ?? stack);
    expect(all[policyId]?.Type).toBe('AWS::IAM::Policy');
    const fn = stack.data.triggers.functions.get('officer-token');
    const functionId = logicalIdOf(stack, fn?.function ?? stack);
    const [poolId, userPool] = pool();
    const dependsOn = (id: string) =>
      new Set([...((all[id] as Resource & { DependsOn?: string[] }).DependsOn ?? []), ...referencedIds(all[id])]);
    expect(dependsOn(poolId).has(functionId)).toBe(true);
    expect(dependsOn(functionId).has(policyId)).toBe(false);
    expect(dependsOn(poolId).has(policyId)).toBe(false);
    expect(referencedIds(props(userPool)).has(policyId)).toBe(false);
  });
});

describe('the sign-up and code-mail triggers', () => {
  it.each([
    ['signup-limits', 'PreSignUp'],
    ['code-mail-limits', 'CustomMessage'],
  ])('attaches %s as the pool’s %s trigger', (id, event) => {
    const { stack } = synthesized;
    const [, userPool] = pool();
    const fn = stack.data.triggers.functions.get(id);
    const config = (props(userPool).LambdaConfig as Record<string, unknown>)[event];
    expect([...referencedIds(config)]).toEqual([logicalIdOf(stack, fn?.function ?? stack)]);
  });

  it('gives them nothing of Cognito: their rows list no user-pool action', () => {
    const { stack, all } = synthesized;
    for (const id of ['signup-limits', 'code-mail-limits']) {
      const roleId = logicalIdOf(stack, stack.data.triggers.functions.get(id)?.role ?? stack);
      expect(statementsOf(all, roleId).filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp'))).toEqual([]);
    }
    expect(triggers.map((row) => row.id)).toEqual(['officer-token', 'signup-limits', 'code-mail-limits']);
  });
});
