// The club's domain's DNS records as the stack outputs print them and the preflight reads them back:
// one line a record, `name TYPE value`, TXT values quoted; and the records SES and CloudFront expect,
// built from the values the preflight reads in AWS.

import { describe, expect, it } from 'vitest';
import {
  type DnsRecord,
  domainHosts,
  easyDkimRecord,
  formatDnsRecord,
  MAIL_FROM_SPF,
  mailDnsRecords,
  parseDnsRecord,
  recommendedDmarcRecord,
  siteDnsRecords,
} from '../../infra/domain-records';

const DOMAIN = 'blazerugby.org';
const hosts = domainHosts(DOMAIN);
const dkim = ['abc123', 'def456', 'ghi789'].map((token) => easyDkimRecord(DOMAIN, token));
const mail = mailDnsRecords(DOMAIN, 'us-east-1', dkim);
const site = siteDnsRecords(DOMAIN, {
  siteDistribution: 'd111111abcdef8.cloudfront.net',
  apexDistribution: 'd222222abcdef8.cloudfront.net',
  apiRegionalDomain: 'd-abcdef1234.execute-api.us-east-1.amazonaws.com',
  authDistribution: 'd333333abcdef8.cloudfront.net',
});
const pick = ({ name, type, value }: Pick<DnsRecord, 'name' | 'type' | 'value'>) => ({ name, type, value });

describe('a record as one line', () => {
  it.each([...mail, ...site, recommendedDmarcRecord(DOMAIN)])('$name $type reads back as it was written', (record) => {
    expect(parseDnsRecord(formatDnsRecord(record))).toEqual(pick(record));
  });

  it('quotes a TXT value, whose spaces and semicolons are its own', () => {
    expect(formatDnsRecord(recommendedDmarcRecord(DOMAIN))).toBe('_dmarc.blazerugby.org TXT "v=DMARC1; p=none"');
    expect(formatDnsRecord({ name: hosts.mailFrom, type: 'TXT', value: MAIL_FROM_SPF })).toBe(
      'bounce.blazerugby.org TXT "v=spf1 include:amazonses.com ~all"',
    );
  });

  it.each(['', 'www.blazerugby.org', 'www.blazerugby.org A 192.0.2.1', 'just some text'])('reads %j as no record', (line) => {
    expect(parseDnsRecord(line)).toBeUndefined();
  });
});

describe('the records', () => {
  it("are SES's for the mail: three DKIM CNAMEs, then the MAIL FROM host's MX and SPF", () => {
    expect(mail.map(pick)).toEqual([
      { name: 'abc123._domainkey.blazerugby.org', type: 'CNAME', value: 'abc123.dkim.amazonses.com' },
      { name: 'def456._domainkey.blazerugby.org', type: 'CNAME', value: 'def456.dkim.amazonses.com' },
      { name: 'ghi789._domainkey.blazerugby.org', type: 'CNAME', value: 'ghi789.dkim.amazonses.com' },
      { name: 'bounce.blazerugby.org', type: 'MX', value: '10 feedback-smtp.us-east-1.amazonses.com' },
      { name: 'bounce.blazerugby.org', type: 'TXT', value: MAIL_FROM_SPF },
    ]);
    expect(new Set(mail.map((r) => r.output)).size).toBe(mail.length);
  });

  it("are the site's names on their targets, the apex as an ALIAS since it cannot hold a CNAME", () => {
    expect(site.map((r) => [r.name, r.type, r.routeAlias])).toEqual([
      ['www.blazerugby.org', 'CNAME', 'A+AAAA'],
      ['blazerugby.org', 'ALIAS', 'A+AAAA'],
      ['api.blazerugby.org', 'CNAME', 'A'],
      ['auth.blazerugby.org', 'CNAME', 'A'],
    ]);
    const withoutAuth = siteDnsRecords(DOMAIN, {
      siteDistribution: 'd1.cloudfront.net',
      apexDistribution: 'd2.cloudfront.net',
      apiRegionalDomain: 'd-3.execute-api.us-east-1.amazonaws.com',
    });
    expect(withoutAuth.map((r) => r.name)).not.toContain(hosts.auth);
  });
});
