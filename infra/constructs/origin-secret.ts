// The secret CloudFront sends the HTTP API in a header of every request, and every route function
// checks (lambdas/runtime/origin-check.ts): JSON, `current` and, during a change, `previous`.
// It lives in the data stack so that replacing the app stack keeps it; the app stack's API sends
// it (infra/constructs/api.ts).

import { Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { DATA_REMOVAL_POLICY } from './data-retention';

export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // `{ "current": "…" }`, letters and digits only: the value travels as an HTTP header.
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Header values for CloudFront to the HTTP API: JSON, current (sent) and previous (still accepted while rotating)',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        passwordLength: 48,
        excludePunctuation: true,
        includeSpace: false,
      },
      removalPolicy: DATA_REMOVAL_POLICY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by hand, not by a rotation function: CloudFront sends `current`, resolved only at deploy time, while ' +
        'the route functions read the secret at run time (cached 5 minutes) and accept `current` or `previous`. ' +
        'Rotating is: new value as current and the old one as previous, deploy, then drop previous once the ' +
        'caches have expired (docs/security.md); an automatic rotation would change current without a deploy.',
    });
  }
}
