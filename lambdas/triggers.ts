// The user pool's Lambda triggers: functions Cognito calls while it signs a user in, one file
// `lambdas/triggers/<id>.ts` exporting `handler` per row. CDK gives each exactly its row's grants
// and attaches it to the pool (infra/constructs/user-pool-triggers.ts); cognito-local runs none,
// and the local stack applies their rules itself where it needs them (local/api/jwt-authorizer.ts).

import { rowById, type TriggerDef } from './route-def';

export const triggers = [
  {
    id: 'officer-token',
    description:
      'Pre token generation (V2): adds the officer scope to the access token of officers with an authenticator app (common/roles.ts).',
    event: 'preTokenGeneration',
    reads: [],
    writes: [],
    // The event carries the groups but not the MFA settings.
    userPoolActions: ['cognito-idp:AdminGetUser'],
  },
] as const satisfies readonly TriggerDef[];

export type TriggerId = (typeof triggers)[number]['id'];

/** The row of a trigger id; a trigger passes it to defineTrigger. */
export function trigger(id: TriggerId): TriggerDef {
  return rowById(triggers, id, 'trigger');
}

export type { TriggerDef } from './route-def';
