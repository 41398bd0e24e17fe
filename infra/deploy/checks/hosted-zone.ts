// The hosted zone of the club's domain: it exists in the account, is public, is the zone of
// domainName, and the domain is delegated to its name servers (the registrar lists them). A zone
// the domain is not delegated to answers nobody: the certificate never validates and the site never
// resolves. https://docs.aws.amazon.com/Route53/latest/APIReference/API_GetHostedZone.html
// https://docs.aws.amazon.com/Route53/latest/DeveloperGuide/domain-name-servers-glue-records.html
// https://docs.aws.amazon.com/Route53/latest/DeveloperGuide/migrate-dns-domain-in-use.html

import { GetHostedZoneCommand, type GetHostedZoneCommandOutput, ListHostedZonesByNameCommand } from '@aws-sdk/client-route-53';
import { isNamed } from '../aws-errors';
import { dnsCode, normalHost, orNone } from '../dns-lookup';
import { type Finding, fail, ok, warn } from '../findings';
import type { Check, PreflightInput } from '../preflight-input';

async function delegation(input: PreflightInput, domainName: string, zoneServers: string[]): Promise<Finding> {
  const expected = zoneServers.map(normalHost).sort();
  let delegated: string[];
  try {
    delegated = (await orNone(input.dns.resolveNs(domainName))).map(normalHost).sort();
  } catch (error) {
    return warn(`Delegation of ${domainName}: DNS did not answer (${dnsCode(error) ?? String(error)})`, [
      'Run the preflight again in a minute.',
    ]);
  }
  if (delegated.length === 0) {
    return fail(`${domainName} has no name servers in public DNS: is it registered?`, [
      `At the registrar, set its name servers to: ${expected.join(' ')}`,
    ]);
  }
  if (delegated.join(' ') !== expected.join(' ')) {
    return fail(`${domainName} is delegated to ${delegated.join(' ')}, not to the hosted zone's name servers`, [
      `At the registrar (Route 53 → Registered domains → ${domainName} → Edit name servers, if it is registered there), set them to: ${expected.join(' ')}`,
      'The change can take up to two days to reach every resolver.',
    ]);
  }
  return ok(`${domainName} is delegated to the hosted zone's name servers`);
}

async function zoneByName(input: PreflightInput, domainName: string): Promise<string | undefined> {
  const answer = await input.aws.route53.send(new ListHostedZonesByNameCommand({ DNSName: domainName, MaxItems: 1 }));
  const zone = answer.HostedZones?.[0];
  return zone && normalHost(zone.Name ?? '') === domainName && !zone.Config?.PrivateZone ? zone.Id?.replace('/hostedzone/', '') : undefined;
}

export const hostedZoneCheck: Check = {
  title: 'Hosted zone',
  async run(input) {
    const { domainName, hostedZoneId } = input.config;
    if (!domainName) return [];
    if (!hostedZoneId) {
      const found = await zoneByName(input, domainName);
      return [
        warn(`No hostedZoneId: the deploy prints the DNS records of ${domainName} for you to add at your DNS host`, [
          found
            ? `This account has a hosted zone for ${domainName}: add -c hostedZoneId=${found} and the deploy adds them itself.`
            : 'Add each record the deploy prints, as it prints it.',
        ]),
      ];
    }
    let zone: GetHostedZoneCommandOutput;
    try {
      zone = await input.aws.route53.send(new GetHostedZoneCommand({ Id: hostedZoneId }));
    } catch (error) {
      if (!isNamed(error, 'NoSuchHostedZone')) throw error;
      return [
        fail(`Hosted zone ${hostedZoneId} is not in this account`, [
          `Copy the zone’s id from Route 53 console → Hosted zones → ${domainName}`,
        ]),
      ];
    }
    const name = normalHost(zone.HostedZone?.Name ?? '');
    if (name !== domainName) {
      return [
        fail(`Hosted zone ${hostedZoneId} is the zone of ${name}, not of ${domainName}`, [
          `Use the id of ${domainName}'s zone (Route 53 console → Hosted zones).`,
        ]),
      ];
    }
    if (zone.HostedZone?.Config?.PrivateZone) {
      return [
        fail(`Hosted zone ${hostedZoneId} is private: the internet cannot see its records`, [
          `Make a public hosted zone for ${domainName} and use its id.`,
        ]),
      ];
    }
    return [
      ok(`Hosted zone ${hostedZoneId} is ${domainName}'s`),
      await delegation(input, domainName, zone.DelegationSet?.NameServers ?? []),
    ];
  },
};
