// SES: can the club's mail go out? The account's production access (a new account is in the
// sandbox: mail only to verified addresses, 200 a day, 1 a second), whether sending is on, the
// sender identity verified, its DKIM and its custom MAIL FROM. With `cognitoMail=ses` Cognito sends
// members' codes through SES, so SES must be ready before that deploy: every gap is then a fail.
// https://docs.aws.amazon.com/ses/latest/dg/request-production-access.html
// https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_GetAccount.html
// https://docs.aws.amazon.com/ses/latest/dg/quotas.html (the sending rate: 1 a second in the sandbox)
// https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_GetEmailIdentity.html
// https://docs.aws.amazon.com/ses/latest/dg/send-email-authentication-dkim-easy.html
// https://docs.aws.amazon.com/ses/latest/dg/mail-from.html
// https://docs.aws.amazon.com/cognito/latest/developerguide/user-pool-email.html#user-pool-email-developer

import {
  GetAccountCommand,
  type GetAccountCommandOutput,
  GetEmailIdentityCommand,
  type GetEmailIdentityCommandOutput,
} from '@aws-sdk/client-sesv2';
import { isPlaceholderAddress } from '../../config';
import { easyDkimRecord, MAIL_FROM_SPF, mailFromMx } from '../../domain-records';
import { isNamed } from '../aws-errors';
import { type Finding, fail, ok, warn } from '../findings';
import type { Check, PreflightInput } from '../preflight-input';

/** The identity SES sends the club's mail as: the club's domain when it has one, else the sender address. */
export function senderIdentity(input: Pick<PreflightInput, 'config'>): string {
  return input.config.domainName ?? input.config.senderEmail;
}

async function identity(input: PreflightInput, name: string): Promise<GetEmailIdentityCommandOutput | undefined> {
  try {
    return await input.aws.sesv2.send(new GetEmailIdentityCommand({ EmailIdentity: name }));
  } catch (error) {
    if (isNamed(error, 'NotFoundException')) return undefined;
    throw error;
  }
}

function accountFindings(input: PreflightInput, answer: GetAccountCommandOutput, strict: boolean): Finding[] {
  const { region } = input.aws;
  const findings: Finding[] = [];
  if (answer.SendingEnabled === false) {
    findings.push(
      fail(`SES sending is paused for this account in ${region}`, [
        'SES console → Account dashboard: read why, fix it, and ask AWS Support to resume sending.',
      ]),
    );
  }
  const quota = `${answer.SendQuota?.Max24HourSend ?? '?'} a day, ${answer.SendQuota?.MaxSendRate ?? '?'} a second`;
  // The newsletters' pace is a deploy parameter, not read from SES (lambdas/domain/newsletter/send-rate.ts):
  // past the account's rate SES would throttle every newsletter, and the club's other mail with it.
  const rate = input.config.newsletterSendRate;
  const maxRate = answer.SendQuota?.MaxSendRate;
  if (maxRate !== undefined && rate > maxRate) {
    findings.push(
      fail(`newsletterSendRate ${rate} is above the SES quota of ${maxRate} a second in ${region}: newsletters would be throttled`, [
        `Deploy with -c newsletterSendRate=${Math.max(1, Math.floor(maxRate / 2))} (half the quota leaves the rest to the club's other mail),`,
        'or ask AWS for a higher sending quota (SES console → Account dashboard; docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas.html).',
      ]),
    );
  }
  if (answer.ProductionAccessEnabled) {
    findings.push(ok(`SES production access in ${region}: ${quota}; newsletters leave at ${rate} a second`));
  } else {
    const make = strict ? fail : warn;
    findings.push(
      make(
        `SES is in the sandbox in ${region} (${quota}): mail reaches only verified addresses, so visitors' receipts and members' codes wait`,
        [
          'SES console → Account dashboard → Request production access (mail type Transactional, the site’s address); AWS answers within a day.',
          ...(strict ? ['Until then deploy with -c cognitoMail=cognito (Cognito sends members’ codes itself).'] : []),
        ],
      ),
    );
  }
  return findings;
}

function identityFindings(
  input: PreflightInput,
  name: string,
  answer: GetEmailIdentityCommandOutput | undefined,
  strict: boolean,
): Finding[] {
  const make = strict ? fail : warn;
  const domain = !name.includes('@');
  if (!answer) {
    return [
      make(`SES identity ${name} is not there yet: the deploy creates it`, [
        domain
          ? 'Then put the DKIM records the deploy prints in DNS (with hostedZoneId it does so itself).'
          : `Then click the link SES mails to ${name}.`,
        ...(strict ? ['Deploy first with -c cognitoMail=cognito; switch to ses once this says ok.'] : []),
      ]),
    ];
  }
  const findings: Finding[] = [];
  findings.push(
    answer.VerifiedForSendingStatus
      ? ok(`SES identity ${name} is verified`)
      : make(`SES identity ${name} is not verified (${answer.VerificationStatus ?? 'PENDING'})`, [
          domain
            ? 'Add its DKIM records (below) in DNS; SES checks them for 72 hours.'
            : `Click the link SES mailed to ${name} (SES console → Identities → ${name} → Send verification email again).`,
        ]),
  );
  if (domain) {
    const dkim = answer.DkimAttributes;
    const records = (dkim?.Tokens ?? [])
      .map((token) => easyDkimRecord(name, token))
      .map((record) => `CNAME ${record.name} → ${record.value}`);
    if (dkim?.Status === 'SUCCESS') findings.push(ok(`DKIM of ${name}: signing`));
    else if (dkim?.Status === 'PENDING' || dkim?.Status === 'NOT_STARTED')
      findings.push(make(`DKIM of ${name} is ${dkim.Status}: SES waits for its records`, records));
    else
      findings.push(
        make(`DKIM of ${name} is ${dkim?.Status ?? 'off'}`, [
          'Check the records in DNS against these, then SES console → Identities → DKIM → Retry:',
          ...records,
        ]),
      );

    const mailFrom = answer.MailFromAttributes;
    if (mailFrom?.MailFromDomain) {
      const records = [
        `MX ${mailFrom.MailFromDomain} → ${mailFromMx(input.aws.region)}`,
        `TXT ${mailFrom.MailFromDomain} → "${MAIL_FROM_SPF}"`,
      ];
      if (mailFrom.MailFromDomainStatus === 'SUCCESS') findings.push(ok(`MAIL FROM ${mailFrom.MailFromDomain}: ready`));
      else
        findings.push(
          make(
            `MAIL FROM ${mailFrom.MailFromDomain} is ${mailFrom.MailFromDomainStatus ?? 'PENDING'}: SES cannot find its records`,
            records,
          ),
        );
    }
  }
  return findings;
}

export const sesCheck: Check = {
  title: 'SES',
  async run(input) {
    const strict = input.config.cognitoMail === 'ses';
    if (!input.config.domainName && isPlaceholderAddress(input.config.senderEmail)) {
      return [
        warn(`SES: senderEmail is the placeholder ${input.config.senderEmail}: no notification will be delivered`, [
          'Deploy with -c senderEmail=website@your-club.org -c notificationEmail=officers@your-club.org',
        ]),
      ];
    }
    const account = await input.aws.sesv2.send(new GetAccountCommand({}));
    const name = senderIdentity(input);
    return [...accountFindings(input, account, strict), ...identityFindings(input, name, await identity(input, name), strict)];
  },
};
