// The DNS records of the club's own domain that the preflight checks in public DNS, from the one list
// the domain's constructs make and print them from (infra/domain-records.ts).

import type { BlazeConfig } from '../config';
import { type DnsRecord, recommendedDmarcRecord } from '../domain-records';

export interface DomainDnsExpectations {
  /** The recommended DMARC record of the apex, which no stack makes (infra/domain-records.ts says why). */
  readonly dmarc: Pick<DnsRecord, 'name' | 'type' | 'value'>;
}

/** The records the preflight checks for a deploy on the club's domain, undefined without one. */
export function expectedDomainDns(config: BlazeConfig): DomainDnsExpectations | undefined {
  if (!config.domainName) return undefined;
  return { dmarc: recommendedDmarcRecord(config.domainName) };
}
