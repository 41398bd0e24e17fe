// The certificates on the club's domain: the site's (www, the apex and the API) and, with authDomain,
// the hosted UI's (infra/constructs/site-domain.ts). CloudFront and Cognito take certificates from
// ACM in us-east-1 only; a DNS-validated certificate stays PENDING_VALIDATION until its CNAME record
// is in the domain's DNS (ACM tries for 72 hours), and the deploy waits for it.
// https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cnames-and-https-requirements.html
// https://docs.aws.amazon.com/acm/latest/userguide/dns-validation.html
// https://docs.aws.amazon.com/acm/latest/APIReference/API_DescribeCertificate.html

import { type CertificateSummary, DescribeCertificateCommand, paginateListCertificates } from '@aws-sdk/client-acm';
import { domainHosts } from '../../domain-records';
import { type Finding, ok, warn } from '../findings';
import type { Check, PreflightInput } from '../preflight-input';

const STATUSES = ['PENDING_VALIDATION', 'ISSUED', 'INACTIVE', 'EXPIRED', 'VALIDATION_TIMED_OUT', 'REVOKED', 'FAILED'] as const;

async function certificatesFor(input: PreflightInput, host: string): Promise<CertificateSummary[]> {
  const found: CertificateSummary[] = [];
  for await (const page of paginateListCertificates({ client: input.aws.acmUsEast1 }, { CertificateStatuses: [...STATUSES] })) {
    for (const summary of page.CertificateSummaryList ?? []) {
      const names = [summary.DomainName, ...(summary.SubjectAlternativeNameSummaries ?? [])];
      if (names.includes(host)) found.push(summary);
    }
  }
  return found;
}

async function pendingRecords(input: PreflightInput, arn: string): Promise<string[]> {
  const { Certificate } = await input.aws.acmUsEast1.send(new DescribeCertificateCommand({ CertificateArn: arn }));
  return (Certificate?.DomainValidationOptions ?? [])
    .filter((option) => option.ValidationStatus !== 'SUCCESS' && option.ResourceRecord)
    .map((option) => `${option.ResourceRecord?.Type} ${option.ResourceRecord?.Name} → ${option.ResourceRecord?.Value}`);
}

/** What the certificate whose first name is `host` is in, and what the deploy will do about it. */
async function hostFindings(input: PreflightInput, host: string): Promise<Finding[]> {
  const { hostedZoneId } = input.config;
  const certificates = await certificatesFor(input, host);
  const issued = certificates.find((certificate) => certificate.Status === 'ISSUED');
  if (issued)
    return [ok(`Certificate for ${host}: issued${issued.NotAfter ? `, valid until ${issued.NotAfter.toISOString().slice(0, 10)}` : ''}`)];
  const pending = certificates.find((certificate) => certificate.Status === 'PENDING_VALIDATION');
  if (pending?.CertificateArn) {
    const records = await pendingRecords(input, pending.CertificateArn);
    return [
      warn(`Certificate for ${host} waits for validation: the deploy waits until these records are in DNS`, [
        ...(hostedZoneId
          ? ['The deploy puts them in the hosted zone; if this stays, the domain is not delegated to it (see the hosted zone check).']
          : ['Add at your DNS host:']),
        ...records,
      ]),
    ];
  }
  if (certificates.length > 0) {
    const statuses = certificates.map((certificate) => certificate.Status).join(', ');
    return [
      warn(`Certificate for ${host}: only old ones (${statuses}); the deploy requests a new one`, [
        hostedZoneId
          ? 'It validates through the hosted zone.'
          : 'Add the validation record the deploy prints at your DNS host within 72 hours.',
      ]),
    ];
  }
  return [
    hostedZoneId
      ? ok(`Certificate for ${host}: none yet; the deploy requests it and validates it through the hosted zone`)
      : warn(`Certificate for ${host}: none yet; the deploy requests it and then waits for its validation record`, [
          'When the deploy prints the record (or run the preflight again), add it at your DNS host; ACM gives up after 72 hours.',
        ]),
  ];
}

export const certificateCheck: Check = {
  title: 'Certificate',
  async run(input) {
    const { domainName, authDomain } = input.config;
    if (!domainName) return [ok('Certificate: no domainName, the site uses CloudFront’s own address and certificate')];
    const hosts = domainHosts(domainName);
    const findings: Finding[] = [];
    for (const host of authDomain ? [hosts.site, hosts.auth] : [hosts.site]) findings.push(...(await hostFindings(input, host)));
    return findings;
  },
};
