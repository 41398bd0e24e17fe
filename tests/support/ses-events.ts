// SES's bounce and complaint events in the shape AWS documents for event publishing through
// EventBridge (the event record in `detail`), for tests that feed the record-mail-events function:
// the SES emulator of `npm start` never bounces.

import { randomUUID } from 'node:crypto';
import { OUTBOX_ID_TAG } from '../../lambdas/domain/mail/outbox-item';
import { MAIL_CONFIGURATION_SET } from '../../lambdas/runtime/env-names';

/** The mail an event is about: its outbox id, SES's message id and its recipient. */
export interface ReportedMail {
  readonly id: string;
  readonly messageId: string;
  readonly to: string;
}

export const configurationSet = () => process.env[MAIL_CONFIGURATION_SET] ?? '';

/** SES's event record for one mail, wrapped as EventBridge delivers it. */
export function sesEvent(
  detailType: string,
  record: Record<string, unknown>,
  mail: ReportedMail,
): Record<string, unknown> & { detail: Record<string, unknown> } {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source: 'aws.ses',
    account: '123456789012',
    time: '2026-11-26T17:00:00Z',
    region: 'us-east-1',
    resources: [`arn:aws:ses:us-east-1:123456789012:configuration-set/${configurationSet()}`],
    detail: {
      ...record,
      mail: {
        timestamp: '2026-11-26T16:59:58.000Z',
        source: 'website@blazerugby.local',
        sourceArn: 'arn:aws:ses:us-east-1:123456789012:identity/website@blazerugby.local',
        sendingAccountId: '123456789012',
        messageId: mail.messageId,
        destination: [mail.to],
        headersTruncated: false,
        tags: { 'ses:configuration-set': [configurationSet()], [OUTBOX_ID_TAG]: [mail.id] },
      },
    },
  };
}

export function bounceEvent(bounceType: 'Permanent' | 'Transient', mail: ReportedMail, reported = mail.to) {
  return sesEvent(
    'Email Bounced',
    {
      eventType: 'Bounce',
      bounce: {
        bounceType,
        bounceSubType: bounceType === 'Permanent' ? 'NoEmail' : 'MailboxFull',
        bouncedRecipients: [{ emailAddress: reported, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
        timestamp: '2026-11-26T17:00:00.000Z',
        feedbackId: '0100018b-feedback-000000',
        reportingMTA: 'dsn; mta.example.com',
      },
    },
    mail,
  );
}

export function complaintEvent(mail: ReportedMail) {
  return sesEvent(
    'Email Complaint Received',
    {
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: mail.to }],
        timestamp: '2026-11-26T17:05:00.000Z',
        feedbackId: '0100018b-feedback-000001',
        userAgent: 'ExampleCorp Feedback Loop (V0.01)',
        complaintFeedbackType: 'abuse',
        arrivalDate: '2026-11-26T17:04:00.000Z',
      },
    },
    mail,
  );
}
