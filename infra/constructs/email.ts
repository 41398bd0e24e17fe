// Request notifications through SES: the sender identity, the configuration set every mail goes
// through (bounces and complaints reported to EventBridge, SES's suppression list applied), the
// account-level suppression list switched on, and what a mail-sending handler needs.

import { Stack, Validations } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import * as eventsLib from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { keepLikeTheData } from './data-retention';
import { acknowledgeSdkCallProvider } from './nag-text';
import type { ApiFunction } from './api-function';
import { deployLogGroup } from './log-retention';

export interface EmailProps {
  /** The From address; SES mails it a verification link when the identity is created. */
  readonly senderEmail: string;
  /** Where notifications go. */
  readonly notificationEmail: string;
}

/** The events the configuration set reports: what puts an address on the suppression list. */
export const reportedMailEvents = [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT] as const;

/** EventBridge's detail-types for those events (lambdas/domain/mail/mail-suppressions.ts reads their detail). */
export const mailEventDetailTypes = ['Email Bounced', 'Email Complaint Received'] as const;

/** The reasons SES's account-level suppression list adds an address for (PutAccountSuppressionAttributes). */
export const accountSuppressedReasons = ['BOUNCE', 'COMPLAINT'] as const;

export class Email extends Construct {
  readonly sender: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  private readonly identities: ses.EmailIdentity[];
  /** The addresses a function that sends or recognises the club's mail is told (lambdas/function-env.ts). */
  readonly addresses: { readonly senderEmail: string; readonly notificationEmail: string };

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.addresses = { senderEmail: props.senderEmail, notificationEmail: props.notificationEmail };
    // Every mail the outbox sends names this set (lambdas/domain/mail/mail.ts): SES then drops mail to
    // an address that bounced or complained before, whatever the account's own setting, and
    // reports each new bounce and complaint to the default event bus (the only bus SES accepts).
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.eventBus(eventsLib.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [...reportedMailEvents],
    });

    this.sender = new ses.EmailIdentity(this, 'Sender', {
      identity: ses.Identity.email(props.senderEmail),
    });
    this.identities = [this.sender];
    // While the account is in the SES sandbox, the recipient must be a verified identity too,
    // and SendEmail is authorized against it as well.
    if (props.notificationEmail.toLowerCase() !== props.senderEmail.toLowerCase()) {
      this.identities.push(
        new ses.EmailIdentity(this, 'Recipient', {
          identity: ses.Identity.email(props.notificationEmail),
        }),
      );
    }

    // A verified identity and the set's standing with SES outlive any change to the stacks: removing
    // one would stop the club's mail until someone clicks a new verification link.
    keepLikeTheData(this.configurationSet, ...this.identities);

    this.enableAccountSuppression();
  }

  /**
   * SES's account-level suppression list on for bounces and complaints, for the mail that does not
   * name the configuration set (Cognito's sign-up and password mail). CloudFormation has no resource for this account setting,
   * so one SDK call at deploy (PutAccountSuppressionAttributes), allowed that action alone. Left on
   * when the stack is deleted: it protects the account's sending, not this stack.
   */
  private enableAccountSuppression(): void {
    const call: cr.AwsSdkCall = {
      service: 'SESv2',
      action: 'PutAccountSuppressionAttributes',
      parameters: { SuppressedReasons: [...accountSuppressedReasons] },
      physicalResourceId: cr.PhysicalResourceId.of('account-suppression-bounce-complaint'),
    };
    const resource = new cr.AwsCustomResource(this, 'AccountSuppression', {
      onCreate: call,
      onUpdate: call,
      // Account settings have no ARN: IAM accepts this action only on "*".
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['ses:PutAccountSuppressionAttributes'], resources: ['*'] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: deployLogGroup(this, 'AccountSuppressionLogs'),
    });
    acknowledgeSdkCallProvider(this);
    const acknowledge = (construct: Construct | undefined, id: string, reason: string) => {
      if (construct) Validations.of(construct).acknowledge({ id, reason });
    };
    acknowledge(
      resource.node.tryFindChild('CustomResourcePolicy'),
      'AwsSolutions-IAM5[Resource::*]',
      'ses:PutAccountSuppressionAttributes changes an account setting, which has no ARN; IAM accepts it only on "*". It is the only action allowed.',
    );
  }

  /** Bounce and complaint events of mail sent through the configuration set, as EventBridge delivers them. */
  mailEventPattern(): events.EventPattern {
    return {
      source: ['aws.ses'],
      detailType: [...mailEventDetailTypes],
      detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
    };
  }

  /**
   * Lets a handler send the club's notifications: SendEmail on these identities and the
   * configuration set only (SES authorizes a send against both).
   */
  grantSend(fn: ApiFunction): void {
    for (const identity of this.identities) identity.grantSendEmail(fn.function);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          Stack.of(this).formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      }),
    );
  }
}
