// The DNS records the club's own domain needs that the preflight checks in public DNS. The domain's
// constructs are the one place that knows them; this is the shape the preflight reads them in, and
// `expectedDomainDns` the glue that hands them over.

import type { BlazeConfig } from '../config';

export interface DnsRecord {
  /** The full name, without a trailing dot: `_dmarc.blazerugby.org`. */
  readonly name: string;
  readonly type: 'TXT' | 'MX' | 'CNAME';
  /** The record's value as a DNS host shows it: the text of a TXT, `10 host` for an MX. */
  readonly value: string;
}

export interface DomainDnsExpectations {
  /** The recommended DMARC record of the apex. */
  readonly dmarc: DnsRecord;
}

/**
 * The recommended records for a deploy on the club's domain, undefined without one.
 *
 * Until the domain's constructs export their own, this is SES's documented starting point: a
 * DMARC policy that only asks for reports (`p=none`), which receivers such as Gmail want to see
 * before they trust a domain's mail. https://docs.aws.amazon.com/ses/latest/dg/send-email-authentication-dmarc.html
 */
export function expectedDomainDns(config: BlazeConfig): DomainDnsExpectations | undefined {
  if (!config.domainName) return undefined;
  return { dmarc: { name: `_dmarc.${config.domainName}`, type: 'TXT', value: 'v=DMARC1; p=none;' } };
}
