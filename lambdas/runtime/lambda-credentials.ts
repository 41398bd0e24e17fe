// What a bundled handler's SDK clients get in place of @aws-sdk/credential-provider-node (the
// bundling aliases that package to this module: infra/constructs/club-function.ts). Lambda puts the
// function role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
// AWS_SESSION_TOKEN), so the default chain's other links (SSO, STS web identity, INI and process
// profiles, container and instance metadata) never answer there; bundling them cost about 130 KB and
// their start-up. Code run by tsx (the local stack, the tests) is not bundled and keeps the full chain.

import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The clients' runtime configuration calls this with their own configuration, as it calls the default chain. */
export const defaultProvider: typeof fromEnv = (init) => fromEnv(init);
