// Request notifications through SES: the sender identity, the configuration set every mail goes
// through (bounces and complaints reported to EventBridge, SES's suppression list applied), the
// account-level suppression list switched on, and what a mail-sending handler needs.
//
// Without the club's domain the sender is an email-address identity (SES mails it a link to click).
// With it (`domainName`) the sender is the domain's identity: Easy DKIM signs every mail as the
// domain, and a custom MAIL FROM host (`bounce.<domain>`) makes the envelope sender the club's too,
// so SPF and DKIM both pass aligned with the From address, as Gmail and Yahoo require of a sender.
// Its records (infra/domain-records.ts) are made in the hosted zone when there is one, and printed
// as this stack's outputs either way.

import { CfnOutput, Stack, Validations } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import * as eventsLib from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { keepLikeTheData } from './data-retention';
import { acknowledgeSdkCallProvider } from './nag-text';
import type { ClubFunction } from './club-function';
import { deployLogGroup } from './log-retention';
import { DMARC_OUTPUT, domainHosts, formatDnsRecord, mailDnsRecords, recommendedDmarcRecord } from '../domain-records';
import { isAddressAt } from '../config';
import { addZoneRecord } from './zone-records';

export interface EmailProps {
  /** The From address; SES mails it a verification link when the identity is created. */
  readonly senderEmail: string;
  /** Where notifications go. */
  readonly notificationEmail: string;
  /** The club's own domain (`domainName`), at which senderEmail is: the sender is then its identity. */
  readonly domain?: {
    readonly name: string;
    /** Its Route 53 zone (`hostedZoneId`): the DKIM and MAIL FROM records are made there. */
    readonly zone?: route53.IHostedZone;
  };
}

/** The events the configuration set reports: what puts an address on the suppression list. */
export const reportedMailEvents = [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT] as const;

/** EventBridge's detail-types for those events (lambdas/domain/mail/mail-suppressions.ts reads their detail). */
export const mailEventDetailTypes = ['Email Bounced', 'Email Complaint Received'] as const;

/** The reasons SES's account-level suppression list adds an address for (PutAccountSuppressionAttributes). */
export const accountSuppressedReasons = ['BOUNCE', 'COMPLAINT'] as const;

export class Email extends Construct {
  /** The identity the mail is sent from: the address's, or the domain's when the club has one. */
  readonly sender: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  private readonly identities: ses.EmailIdentity[];
  /** The club's domain, when the sender is its identity. */
  private readonly domainName?: string;
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

    const { domain } = props;
    this.domainName = domain?.name;
    if (domain && !isAddressAt(props.senderEmail, domain.name)) {
      throw new Error(`The sender ${props.senderEmail} is not at the club's domain ${domain.name}`);
    }
    this.sender = domain
      ? new ses.EmailIdentity(this, 'Domain', {
          identity: ses.Identity.domain(domain.name),
          dkimIdentity: ses.DkimIdentity.easyDkim(ses.EasyDkimSigningKeyLength.RSA_2048_BIT),
          mailFromDomain: domainHosts(domain.name).mailFrom,
          // Until its MX record is in place SES sends with its own MAIL FROM rather than refusing:
          // DKIM alone still passes DMARC, and no mail is lost while an admin adds the records.
          mailFromBehaviorOnMxFailure: ses.MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
        })
      : new ses.EmailIdentity(this, 'Sender', { identity: ses.Identity.email(props.senderEmail) });
    this.identities = [this.sender];
    if (domain) this.addDomainRecords(domain.name, domain.zone);
    // While the account is in the SES sandbox, the recipient must be a verified identity too, and
    // SendEmail is authorized against it as well; the domain's identity covers an address at it.
    const notificationCovered = domain
      ? isAddressAt(props.notificationEmail, domain.name)
      : props.notificationEmail.toLowerCase() === props.senderEmail.toLowerCase();
    if (!notificationCovered) {
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
   * The domain identity's DKIM and MAIL FROM records: in the zone when there is one, and each printed
   * as an output of this stack, with the DMARC record the club should add itself
   * (infra/domain-records.ts says why none is made). They are not retained, as the identity is: what
   * they hold is the identity's, and SES gives its DKIM tokens again (the preflight prints them).
   */
  private addDomainRecords(domainName: string, zone: route53.IHostedZone | undefined): void {
    const identity = this.sender;
    const records = mailDnsRecords(domainName, Stack.of(this).region, [
      { name: identity.dkimDnsTokenName1, value: identity.dkimDnsTokenValue1 },
      { name: identity.dkimDnsTokenName2, value: identity.dkimDnsTokenValue2 },
      { name: identity.dkimDnsTokenName3, value: identity.dkimDnsTokenValue3 },
    ]);
    for (const record of records) {
      if (zone) addZoneRecord(this, record, zone);
      new CfnOutput(Stack.of(this), record.output, { value: formatDnsRecord(record), description: record.purpose });
    }
    const dmarc = recommendedDmarcRecord(domainName);
    new CfnOutput(Stack.of(this), DMARC_OUTPUT, {
      value: formatDnsRecord(dmarc),
      description: `Not made by the stack: ${dmarc.purpose}`,
    });
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
   * configuration set only (SES authorizes a send against both). With a domain, also on the
   * sender's own address: a club that deployed before it had one keeps that address's identity
   * (retained), and SES may authorize against the address rather than the domain while it exists.
   */
  grantSend(fn: ClubFunction): void {
    for (const identity of this.identities) identity.grantSendEmail(fn.function);
    if (this.domainName !== undefined) {
      fn.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: [Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: this.addresses.senderEmail })],
        }),
      );
    }
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
