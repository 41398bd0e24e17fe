// The club's own domain (`domainName`, infra/config.ts): the host names the stacks put on it and every
// DNS record they expect there, in one place. The constructs make these records in the hosted zone
// when `hostedZoneId` is given and print each one as a stack output either way
// (infra/constructs/site-domain.ts, infra/constructs/email.ts); `npm run preflight` reads the same
// list to check what is in DNS and to tell an admin what to add. Plain data and string joins only:
// a construct passes CDK tokens where a value is known only at deploy time, the preflight the
// values it read from the deployed stacks.

/** The host names of the site on the club's domain. */
export interface DomainHosts {
  /** The apex, as given (`blazerugby.org`): it only redirects to the site. */
  readonly apex: string;
  /** The site itself: `www.<apex>`. */
  readonly site: string;
  /** The HTTP API's custom domain, CloudFront's origin for the API: `api.<apex>`. */
  readonly api: string;
  /** The hosted UI's custom domain (`authDomain`): `auth.<apex>`. */
  readonly auth: string;
  /** SES's custom MAIL FROM domain, the bounce address's host: `bounce.<apex>`. */
  readonly mailFrom: string;
}

/**
 * The hosts of the club's domain. The MAIL FROM host is `bounce.`, not the common `mail.`: SES
 * refuses a MAIL FROM domain that receives mail, and a club may already have a `mail.` host.
 */
export function domainHosts(domainName: string): DomainHosts {
  return {
    apex: domainName,
    site: `www.${domainName}`,
    api: `api.${domainName}`,
    auth: `auth.${domainName}`,
    mailFrom: `bounce.${domainName}`,
  };
}

/** The site's address on the club's domain, with the trailing slash Cognito's callbacks need. */
export function domainSiteUrl(domainName: string): string {
  return `https://${domainHosts(domainName).site}/`;
}

/**
 * One DNS record as an admin adds it at any DNS host. `ALIAS` is a name that points at another
 * host name at the zone's apex, where a CNAME is not allowed: the DNS host's ALIAS, ANAME or CNAME
 * flattening (Route 53: an alias record).
 */
export interface DnsRecord {
  /** Fully qualified, without the trailing dot. */
  readonly name: string;
  readonly type: 'ALIAS' | 'CNAME' | 'MX' | 'TXT';
  /** The target host name (ALIAS, CNAME), `<priority> <host>` (MX), or the text itself, unquoted (TXT). */
  readonly value: string;
  /** Why the record is there, for the admin who adds it. */
  readonly purpose: string;
  /** The stack output that prints the record: `name type value`, as formatDnsRecord writes it. */
  readonly output: string;
  /** The stack that makes it in the hosted zone and prints it: the data stack (mail) or the app stack (site). */
  readonly stack: 'data' | 'site';
  /**
   * A CloudFront or API Gateway host: in Route 53 it is an A alias record (and an AAAA one for
   * CloudFront), which costs no queries, instead of a CNAME.
   */
  readonly routeAlias?: 'A' | 'A+AAAA';
}

/** Easy DKIM's three CNAME records, as SES (or CloudFormation's DkimDNSTokenName/Value) gives them. */
export type DkimRecords = readonly { readonly name: string; readonly value: string }[];

/** What the stacks learn only when they deploy: the hosts the club's names point at. */
export interface DomainTargets {
  /** The site's distribution (`d111.cloudfront.net`). */
  readonly siteDistribution: string;
  /** The apex's redirecting distribution. */
  readonly apexDistribution: string;
  /** The API's custom domain's regional host (`d-abc.execute-api.<region>.amazonaws.com`). */
  readonly apiRegionalDomain: string;
  /** The hosted UI's CloudFront host, with `authDomain` only. */
  readonly authDistribution?: string;
}

/** SPF for the MAIL FROM host: SES's servers may send as it, and nothing else claims to. */
export const MAIL_FROM_SPF = 'v=spf1 include:amazonses.com ~all';

/** SES's feedback host of the region that sends, the MAIL FROM host's mail exchanger. */
export function mailFromMxHost(region: string): string {
  return `feedback-smtp.${region}.amazonses.com`;
}

/** The MX record SES needs on the MAIL FROM host, for the bounces of the region that sends. */
export function mailFromMx(region: string): string {
  return `10 ${mailFromMxHost(region)}`;
}

/** One Easy DKIM record from the token SES gives for it (SESv2 GetEmailIdentity's DkimAttributes.Tokens). */
export function easyDkimRecord(domainName: string, token: string): { name: string; value: string } {
  return { name: `${token}._domainkey.${domainName}`, value: `${token}.dkim.amazonses.com` };
}

/**
 * The records the mail needs (the data stack's): Easy DKIM's three CNAMEs, which sign every mail
 * as the domain and verify the identity, and the MAIL FROM host's MX and SPF records, so the
 * bounce address is the club's own and SPF passes aligned with the From domain.
 */
export function mailDnsRecords(domainName: string, region: string, dkim: DkimRecords): DnsRecord[] {
  const { mailFrom } = domainHosts(domainName);
  return [
    ...dkim.map(
      (record, index): DnsRecord => ({
        name: record.name,
        type: 'CNAME',
        value: record.value,
        purpose: `DKIM key ${index + 1} of ${dkim.length}: SES signs the club's mail with it, and verifies the domain by it`,
        output: `DnsDkim${index + 1}`,
        stack: 'data',
      }),
    ),
    {
      name: mailFrom,
      type: 'MX',
      value: mailFromMx(region),
      purpose: "the MAIL FROM host: bounces come back to SES through it, so the mail's envelope is the club's domain",
      output: 'DnsMailFromMx',
      stack: 'data',
    },
    {
      name: mailFrom,
      type: 'TXT',
      value: MAIL_FROM_SPF,
      purpose: 'SPF of the MAIL FROM host: receivers check that SES may send as it',
      output: 'DnsMailFromSpf',
      stack: 'data',
    },
  ];
}

/**
 * The records of the site (the app stack's): www and the apex on their distributions, the API's
 * custom domain, and with `authDomain` the hosted UI's. Cognito creates auth.<domain> only once the
 * apex has an A record (an ALIAS counts).
 */
export function siteDnsRecords(domainName: string, targets: DomainTargets): DnsRecord[] {
  const hosts = domainHosts(domainName);
  const records: DnsRecord[] = [
    {
      name: hosts.site,
      type: 'CNAME',
      value: targets.siteDistribution,
      purpose: 'the site',
      output: 'DnsSite',
      stack: 'site',
      routeAlias: 'A+AAAA',
    },
    {
      name: hosts.apex,
      type: 'ALIAS',
      value: targets.apexDistribution,
      purpose: `the apex, which redirects to https://${hosts.site}/ with the path and query kept`,
      output: 'DnsApex',
      stack: 'site',
      routeAlias: 'A+AAAA',
    },
    {
      name: hosts.api,
      type: 'CNAME',
      value: targets.apiRegionalDomain,
      purpose: "the API's custom domain, which CloudFront calls for every API request: the API answers 502 until it resolves",
      output: 'DnsApi',
      stack: 'site',
      routeAlias: 'A',
    },
  ];
  if (targets.authDistribution !== undefined) {
    records.push({
      name: hosts.auth,
      type: 'CNAME',
      value: targets.authDistribution,
      purpose: 'the hosted sign-in pages (authDomain)',
      output: 'DnsAuth',
      stack: 'site',
      routeAlias: 'A',
    });
  }
  return records;
}

/**
 * The DMARC record the club should have, which no stack makes: a domain may already have one (for
 * its own mailboxes), and a second record at `_dmarc` makes receivers ignore both. `p=none` asks
 * nothing of receivers but is what Gmail and Yahoo require of a bulk sender; DKIM and the MAIL FROM
 * above make the club's mail pass it. The preflight says to add it when the domain has none.
 */
export function recommendedDmarcRecord(domainName: string): Omit<DnsRecord, 'stack' | 'output'> {
  return {
    name: `_dmarc.${domainName}`,
    type: 'TXT',
    value: 'v=DMARC1; p=none',
    purpose: 'DMARC: receivers such as Gmail and Yahoo expect one of a domain that sends in bulk; add it unless the domain has one',
  };
}

/** The stack output that prints the recommended DMARC record (the data stack's). */
export const DMARC_OUTPUT = 'DnsDmarcRecommended';

/** A record as one line, `name TYPE value` (TXT values quoted), as the stack outputs print it. */
export function formatDnsRecord(record: Pick<DnsRecord, 'name' | 'type' | 'value'>): string {
  const value = record.type === 'TXT' ? `"${record.value}"` : record.value;
  return `${record.name} ${record.type} ${value}`;
}

/** A stack output's line back into its record, or undefined for a line formatDnsRecord did not write. */
export function parseDnsRecord(line: string): Pick<DnsRecord, 'name' | 'type' | 'value'> | undefined {
  const match = /^(\S+) (ALIAS|CNAME|MX|TXT) (.+)$/.exec(line.trim());
  if (!match) return undefined;
  const [, name = '', type = '', value = ''] = match;
  return { name, type: type as DnsRecord['type'], value: type === 'TXT' ? value.replace(/^"|"$/g, '') : value };
}
