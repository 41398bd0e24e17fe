// The club's domain in public DNS for mail: a DMARC record at _dmarc.<domain> (receivers such as
// Gmail look for one before they trust a domain's mail), exactly one SPF record on the MAIL FROM
// domain, which includes amazonses.com, and its MX to SES's feedback endpoint.
// https://docs.aws.amazon.com/ses/latest/dg/send-email-authentication-dmarc.html
// https://docs.aws.amazon.com/ses/latest/dg/send-email-authentication-spf.html
// https://docs.aws.amazon.com/ses/latest/dg/mail-from.html
// Two SPF records on one name make SPF fail (RFC 7208, 3.2): https://www.rfc-editor.org/rfc/rfc7208#section-3.2

import { GetEmailIdentityCommand } from '@aws-sdk/client-sesv2';
import { isNamed } from '../aws-errors';
import { dnsCode, normalHost, orNone } from '../dns-lookup';
import { MAIL_FROM_SPF, mailFromMx, mailFromMxHost } from '../../domain-records';
import { type Finding, fail, ok, warn } from '../findings';
import type { Check, PreflightInput } from '../preflight-input';

const txtOf = async (input: PreflightInput, name: string): Promise<string[]> =>
  (await orNone(input.dns.resolveTxt(name))).map((chunks) => chunks.join(''));

async function dmarcFinding(input: PreflightInput): Promise<Finding | undefined> {
  const expected = input.domainDns?.dmarc;
  if (!expected) return undefined;
  const records = (await txtOf(input, expected.name)).filter((text) => /^v=DMARC1\b/i.test(text));
  if (records.length === 0) {
    return warn(`No DMARC record for ${input.config.domainName}: Gmail and others may file the club's mail as spam`, [
      // No stack makes it, hosted zone or not: a domain has one DMARC record, and the club's may exist.
      `Add TXT ${expected.name} → "${expected.value}"`,
    ]);
  }
  if (records.length > 1) {
    return fail(`${expected.name} has ${records.length} DMARC records; receivers then ignore them all`, [`Keep one: "${expected.value}"`]);
  }
  return ok(`DMARC for ${input.config.domainName}: "${records[0]}"`);
}

async function mailFromDomain(input: PreflightInput, domainName: string): Promise<string | undefined> {
  try {
    const answer = await input.aws.sesv2.send(new GetEmailIdentityCommand({ EmailIdentity: domainName }));
    return answer.MailFromAttributes?.MailFromDomain;
  } catch (error) {
    if (isNamed(error, 'NotFoundException')) return undefined;
    throw error;
  }
}

async function mailFromFindings(input: PreflightInput, domain: string): Promise<Finding[]> {
  const spf = (await txtOf(input, domain)).filter((text) => /^v=spf1\b/i.test(text));
  const feedback = mailFromMxHost(input.aws.region);
  const mx = (await orNone(input.dns.resolveMx(domain))).map((record) => normalHost(record.exchange));
  const findings: Finding[] = [];
  if (spf.length === 0) findings.push(warn(`No SPF record on ${domain}`, [`Add TXT ${domain} → "${MAIL_FROM_SPF}"`]));
  else if (spf.length > 1)
    findings.push(
      fail(`${domain} has ${spf.length} SPF records, which makes SPF fail`, ['Merge them into one that includes amazonses.com.']),
    );
  else if (!/\binclude:amazonses\.com\b/i.test(spf[0] ?? ''))
    findings.push(fail(`SPF of ${domain} does not include amazonses.com: "${spf[0]}"`, ['Add include:amazonses.com to it.']));
  else findings.push(ok(`SPF of ${domain} includes amazonses.com`));
  if (!mx.includes(feedback))
    findings.push(
      warn(`MX of ${domain} is not ${feedback}: SES cannot use it as MAIL FROM`, [`Add MX ${domain} → ${mailFromMx(input.aws.region)}`]),
    );
  return findings;
}

export const mailDnsCheck: Check = {
  title: 'Mail records in DNS',
  async run(input) {
    const { domainName } = input.config;
    if (!domainName) return [];
    const findings: Finding[] = [];
    try {
      const dmarc = await dmarcFinding(input);
      if (dmarc) findings.push(dmarc);
      const mailFrom = await mailFromDomain(input, domainName);
      if (mailFrom) findings.push(...(await mailFromFindings(input, mailFrom)));
    } catch (error) {
      const code = dnsCode(error);
      if (!code) throw error;
      findings.push(warn(`Mail records of ${domainName}: DNS did not answer (${code})`, ['Run the preflight again in a minute.']));
    }
    return findings;
  },
};
