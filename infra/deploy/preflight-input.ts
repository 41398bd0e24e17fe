// What every preflight check is given: who is deploying where, the deploy parameters, the
// synthesized stacks, the AWS clients and a DNS resolver (node:dns/promises; fakes in tests).

import type { BlazeConfig } from '../config';
import type { AppStacks } from './assembly';
import type { AwsClients } from './aws-clients';
import type { Identity } from './credentials';
import type { DomainDnsExpectations } from './domain-dns';
import type { Finding } from './findings';

/** The lookups the checks make in public DNS; node:dns/promises' Resolver has them all. */
export interface DnsResolver {
  resolveNs(hostname: string): Promise<string[]>;
  resolveTxt(hostname: string): Promise<string[][]>;
  resolveMx(hostname: string): Promise<{ exchange: string; priority: number }[]>;
}

export interface PreflightInput {
  readonly identity: Identity;
  readonly aws: AwsClients;
  readonly config: BlazeConfig;
  readonly stacks: AppStacks;
  readonly dns: DnsResolver;
  /** The records the domain's constructs expect in DNS, when the club deploys on its own domain. */
  readonly domainDns?: DomainDnsExpectations;
}

export interface Check {
  /** What it checks, for the line printed when it cannot get an answer. */
  readonly title: string;
  run(input: PreflightInput): Promise<readonly Finding[]>;
}
