// The club's sponsors as the public pages and the officers' console see them: the public list's
// address and shape, the officer rows' paths, the tiers and the limits and messages of the
// sponsors' form. A sponsor's link is an http(s) address only. No zod here: /about and /partners
// import this file; the form's schema is in common/club/sponsor-schemas.ts.

import type { Picture } from './club-officers';
import { fillPath } from '../fill-path';

/** GET `?season=2026`: one season's sponsors (the current one by default), by tier then order (row `list-sponsors`). */
export const SPONSORS_PATH = '/public/api/sponsors';
/** POST: add a sponsor (row `create-sponsor`). */
export const OFFICER_SPONSORS_PATH = '/api/officer/sponsors';
/** PUT: change a sponsor; DELETE: remove one (rows `update-sponsor`, `delete-sponsor`). */
export const OFFICER_SPONSOR_PATH = '/api/officer/sponsors/{sponsorId}';
/** PUT: a season's sponsors in their new order (row `reorder-sponsors`). */
export const OFFICER_SPONSORS_ORDER_PATH = '/api/officer/sponsor-order';

export function officerSponsorPath(sponsorId: string): string {
  return fillPath(OFFICER_SPONSOR_PATH, { sponsorId });
}

export function sponsorsUrl(season?: number): string {
  return season === undefined ? SPONSORS_PATH : `${SPONSORS_PATH}?season=${season}`;
}

/** The tiers, highest first: the pages show the sponsors in this order. */
export const sponsorTiers = ['principal', 'gold', 'silver', 'bronze'] as const;
export type SponsorTier = (typeof sponsorTiers)[number];

export const sponsorTierNames: Readonly<Record<SponsorTier, string>> = {
  principal: 'Principal partner',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};

/** A sponsor as the public list gives it. */
export interface Sponsor {
  id: string;
  name: string;
  tier: SponsorTier;
  logo: Picture | null;
  link: string | null;
  season: number;
  sortOrder: number;
}

/** One season's sponsors, by tier then sortOrder. */
export interface SponsorList {
  season: number;
  sponsors: Sponsor[];
}

/** Sponsors by tier (highest first), then by the officers' order, then by name. */
export function compareSponsors(a: Sponsor, b: Sponsor): number {
  return sponsorTiers.indexOf(a.tier) - sponsorTiers.indexOf(b.tier) || a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
}

/** The first season a sponsor may be entered for, and the last a request may name. */
export const FIRST_SPONSOR_SEASON = 1982;
export const LAST_SPONSOR_SEASON = 2100;

export const SPONSOR_LIMITS = {
  name: 200,
  link: 500,
  /** Sponsors the table holds: one reorder is one DynamoDB transaction of at most 100 writes. */
  sponsors: 100,
} as const;

export const sponsorMessages = {
  link: 'Link must be a web address starting with http:// or https:// (like https://example.com), or empty.',
  tier: `Tier must be one of ${sponsorTiers.join(', ')}.`,
  season: `Season must be a year from ${FIRST_SPONSOR_SEASON} to ${LAST_SPONSOR_SEASON}.`,
  logoTwice: 'Choose a new logo or remove the logo, not both.',
  unknownSponsor: 'There is no sponsor with that id; it may have been removed.',
  order: 'Name each sponsor once, in the new order.',
} as const;

/** Whether `value` is an absolute http: or https: address. */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
