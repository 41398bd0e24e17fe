// One record of infra/domain-records.ts in the club's Route 53 hosted zone, as it is written there:
// CNAME and MX values as they are, TXT values quoted. The alias records (A and AAAA to CloudFront,
// API Gateway or Cognito) are made where their targets are (infra/constructs/site-domain.ts).

import * as route53 from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { DnsRecord } from '../domain-records';

/** Route 53's TTL for the records the stacks make, in seconds (CDK's own for SES's DKIM records). */
export const ZONE_RECORD_TTL_SECONDS = 1800;

export function addZoneRecord(scope: Construct, record: DnsRecord, zone: route53.IHostedZone): route53.CfnRecordSet {
  if (record.type === 'ALIAS') throw new Error(`${record.name} is an alias: it needs an alias target, not a record value`);
  return new route53.CfnRecordSet(scope, `${record.output}Record`, {
    hostedZoneId: zone.hostedZoneId,
    name: record.name,
    type: record.type,
    resourceRecords: [record.type === 'TXT' ? `"${record.value}"` : record.value],
    ttl: String(ZONE_RECORD_TTL_SECONDS),
  });
}

/** The club's hosted zone (`hostedZoneId`), by its id and the domain it is for: nothing is looked up at synth. */
export function clubZone(scope: Construct, domainName: string, hostedZoneId: string): route53.IPublicHostedZone {
  return route53.PublicHostedZone.fromHostedZoneAttributes(scope, 'ClubZone', { hostedZoneId, zoneName: domainName });
}
