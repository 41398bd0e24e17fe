// The user pool's Lambda triggers: functions Cognito calls while it signs a user up, mails them or
// signs them in, one file `lambdas/triggers/<id>.ts` exporting `handler` per row. CDK gives each
// exactly its row's grants and attaches it to the pool (infra/constructs/user-pool-triggers.ts); the
// local stack runs the same files, cognito-local through its Lambda endpoint and the local API
// server for the token trigger (local/api/trigger-functions.ts).

import { rowById, type TriggerDef } from './route-def';

export const triggers = [
  {
    id: 'officer-token',
    description:
      'Pre token generation (V2): adds the officer scope to the access token of vouched officers with an authenticator app (common/club/roles.ts).',
    event: 'preTokenGeneration',
    // Each officer's enrolment: read for the vouch, written when an app is first seen or seen gone.
    reads: ['officerEnrolments'],
    writes: ['officerEnrolments'],
    // The event carries the groups but not the MFA settings.
    userPoolActions: ['cognito-idp:AdminGetUser'],
  },
  {
    id: 'signup-limits',
    description: "Pre sign-up: refuses a sign-up past the limits on Cognito's code mail, or to a suppressed address.",
    event: 'preSignUp',
    reads: ['mailSuppressions'],
    writes: ['rateLimits'],
    userPoolActions: [],
  },
  {
    id: 'code-mail-limits',
    description: 'Custom message: refuses a code sent again, a password reset or an address check past the same limits.',
    event: 'customMessage',
    reads: ['mailSuppressions'],
    writes: ['rateLimits'],
    userPoolActions: [],
  },
] as const satisfies readonly TriggerDef[];

export type TriggerId = (typeof triggers)[number]['id'];

/** The row of a trigger id; a trigger passes it to defineTrigger. */
export function trigger(id: TriggerId): TriggerDef {
  return rowById(triggers, id, 'trigger');
}

export type { TriggerDef } from './route-def';
