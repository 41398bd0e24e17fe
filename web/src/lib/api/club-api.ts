// The club's officers and sponsors as the public pages and the officers' console read them: the
// answers checked for the shape the pages read. An entry without a name (or role) is an invalid
// answer, shown as a failure; a picture without an address is shown as none.

import type { ClubOfficer, Picture } from '../../../../common/club/club-officers';
import { type Sponsor, type SponsorList, sponsorTiers } from '../../../../common/club/sponsors';

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function required(entry: Entry, field: string, where: string): string {
  const value = entry[field];
  if (typeof value !== 'string' || value === '') throw new Error(`${where} has no ${field}`);
  return value;
}

function picture(value: unknown): Picture | null {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return null;
  return { url: value.url, width: whole(value.width), height: whole(value.height) };
}

function toOfficer(value: unknown, index: number): ClubOfficer {
  const where = `officer ${index + 1}`;
  if (!isRecord(value)) throw new Error(`${where} is not an object`);
  return {
    id: required(value, 'id', where),
    role: required(value, 'role', where),
    name: required(value, 'name', where),
    photo: picture(value.photo),
    bio: text(value.bio),
    mailbox: text(value.mailbox),
    email: text(value.email),
    askAbout: text(value.askAbout),
    sortOrder: whole(value.sortOrder),
  };
}

export function parseClubOfficers(body: unknown): ClubOfficer[] {
  if (!Array.isArray(body)) throw new Error('Invalid officers response format');
  return body.map(toOfficer);
}

/** One officer, as the officer rows answer a save. */
export function parseClubOfficer(body: unknown): ClubOfficer {
  return toOfficer(body, 0);
}

function toSponsor(value: unknown, index: number): Sponsor {
  const where = `sponsor ${index + 1}`;
  if (!isRecord(value)) throw new Error(`${where} is not an object`);
  const tier = sponsorTiers.find((candidate) => candidate === value.tier) ?? 'bronze';
  const link = typeof value.link === 'string' && /^https?:\/\//i.test(value.link) ? value.link : null;
  return {
    id: required(value, 'id', where),
    name: required(value, 'name', where),
    tier,
    logo: picture(value.logo),
    link,
    season: whole(value.season),
    sortOrder: whole(value.sortOrder),
  };
}

export function parseSponsorList(body: unknown): SponsorList {
  if (!isRecord(body) || !Array.isArray(body.sponsors)) throw new Error('Invalid sponsors response format');
  return { season: whole(body.season), sponsors: body.sponsors.map(toSponsor) };
}

/** One sponsor, as the officer rows answer a save. */
export function parseSponsor(body: unknown): Sponsor {
  return toSponsor(body, 0);
}
