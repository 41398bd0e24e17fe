// Officers need two-step sign-in: the API's officer rows require the access token's officer scope,
// which Cognito adds only for officers with an authenticator app (common/club/roles.ts). The console's
// gate and /account say so in the same words.

/** Where an officer sets up two-step sign-in (its Two-step sign-in section). */
export const TWO_STEP_SETUP_PATH = '/account';

/** Why the console stays shut for an officer without an authenticator app. */
export const OFFICER_TWO_STEP_MESSAGE =
  "The officers' console opens once two-step sign-in is on: officers can read every request and publish to the whole site, so a password alone is not enough.";
