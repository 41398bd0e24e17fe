// Request notifications through SES: the sender identity, and what a mail-sending handler needs.

import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { NOTIFICATION_EMAIL, SENDER_EMAIL, SITE_URL } from '../../lambdas/commons/env-names';
import type { ApiFunction } from './api-function';

export interface EmailProps {
  /** The From address; SES mails it a verification link when the identity is created. */
  readonly senderEmail: string;
  /** Where notifications go. */
  readonly notificationEmail: string;
  /** The site's address, for links in mail. */
  readonly siteUrl: string;
}

export class Email extends Construct {
  readonly sender: ses.EmailIdentity;
  private readonly identities: ses.EmailIdentity[];
  private readonly props: EmailProps;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.props = props;
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
  }

  /** Lets a handler send the club's notifications: the addresses, and SendEmail on these identities only. */
  bindSender(fn: ApiFunction): void {
    fn.addEnvironment(SENDER_EMAIL, this.props.senderEmail);
    fn.addEnvironment(NOTIFICATION_EMAIL, this.props.notificationEmail);
    fn.addEnvironment(SITE_URL, this.props.siteUrl);
    for (const identity of this.identities) identity.grantSendEmail(fn.function);
  }
}
