// The payments secret (lambdas/domain/payments/payments-secret.ts): JSON holding the key receipt
// links are signed with, made here at the first deploy, and, once the club connects its Stripe
// account, the Stripe secret key and the webhook's signing secret, which an officer adds by hand
// (docs/operations.md, "Connecting Stripe"). Until then the site takes offline payments only. It
// lives in the data stack and is kept like the origin secret (DATA_REMOVAL_POLICY): the receipt
// links already mailed keep working through a replacement of the app stack.

import { Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { DATA_REMOVAL_POLICY } from './data-retention';

/** The secret's key the receipt links are signed with; the other keys are written by hand. */
export const RECEIPT_KEY_FIELD = 'receiptKey';

export class PaymentsSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description:
        'Payments: receiptKey (signs receipt links; keep it), stripeSecretKey and stripeWebhookSecret (the club adds them to take payments online)',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: RECEIPT_KEY_FIELD,
        passwordLength: 48,
        excludePunctuation: true,
        includeSpace: false,
      },
      removalPolicy: DATA_REMOVAL_POLICY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Not rotated by a function: Stripe's keys are made in Stripe's dashboard and rolled there (docs/operations.md, " +
        '"Connecting Stripe"), and a new receiptKey would end every receipt link already mailed.',
    });
  }
}
