// The squad rows' answers as /team, /players/:slug and the officers' console read them: checked for
// the shape they use (a field of the wrong type is left out, an unknown position dropped).

import type { OfficerPlayer, PlayerPhoto, PlayerProfile, PublicPlayer, SeasonFigures, SquadList } from '../../../../common/squad/squad-api';
import type { TeamRef } from '../../../../common/teams/teams';
import { type PlayerStatus, type SquadPosition, squadPositions } from '../../../../common/squad/squad';

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isPosition = (value: unknown): value is SquadPosition => (squadPositions as readonly unknown[]).includes(value);

function record(value: unknown, where: string): Entry {
  if (!isRecord(value)) throw new Error(`${where} is not an object`);
  return value;
}

function photo(value: unknown): PlayerPhoto | undefined {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return undefined;
  return { url: value.url, width: count(value.width) || 400, height: count(value.height) || 400 };
}

function figures(value: unknown): SeasonFigures | undefined {
  if (!isRecord(value) || typeof value.season !== 'number') return undefined;
  return {
    season: value.season,
    appearances: count(value.appearances),
    tries: count(value.tries),
    conversions: count(value.conversions),
    penalties: count(value.penalties),
    dropGoals: count(value.dropGoals),
    points: count(value.points),
  };
}

function teams(value: unknown): TeamRef[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .flatMap((team) => (typeof team.id === 'string' && typeof team.name === 'string' ? [{ id: team.id, name: team.name }] : []));
}

function player(value: unknown): PublicPlayer {
  const entry = record(value, 'A player');
  const status: PlayerStatus = entry.status === 'retired' ? 'retired' : 'active';
  const shown = photo(entry.photo);
  return {
    slug: text(entry.slug),
    name: text(entry.name),
    status,
    positions: Array.isArray(entry.positions) ? entry.positions.filter(isPosition) : [],
    teams: teams(entry.teams),
    ...(typeof entry.shirtNumber === 'number' ? { shirtNumber: entry.shirtNumber } : {}),
    ...(shown ? { photo: shown } : {}),
    ...(typeof entry.bio === 'string' && entry.bio !== '' ? { bio: entry.bio } : {}),
  };
}

export function parseSquad(body: unknown): SquadList {
  const entry = record(body, 'The squad');
  const players = Array.isArray(entry.players) ? entry.players : [];
  return {
    ...(typeof entry.season === 'number' ? { season: entry.season } : {}),
    players: players.map((value) => {
      const found = figures(isRecord(value) ? value.figures : undefined);
      return { ...player(value), ...(found ? { figures: found } : {}) };
    }),
  };
}

export function parsePlayerProfile(body: unknown): PlayerProfile {
  const entry = record(body, 'The player');
  const seasons = Array.isArray(entry.figures) ? entry.figures.map(figures).filter((found) => found !== undefined) : [];
  return { ...player(entry), figures: seasons.sort((a, b) => a.season - b.season) };
}

export function parseOfficerPlayer(body: unknown): OfficerPlayer {
  const entry = record(body, 'A player');
  return {
    ...player(entry),
    seasons: Array.isArray(entry.seasons) ? entry.seasons.filter((season): season is number => typeof season === 'number') : [],
    under18: entry.under18 === true,
    ...(typeof entry.guardianConsentAt === 'number' ? { guardianConsentAt: entry.guardianConsentAt } : {}),
    ...(typeof entry.accountEmail === 'string' ? { accountEmail: entry.accountEmail } : {}),
    createdAt: count(entry.createdAt),
    updatedAt: count(entry.updatedAt),
  };
}

export function parseOfficerPlayers(body: unknown): OfficerPlayer[] {
  if (!Array.isArray(body)) throw new Error('The players are not a list');
  return body.map(parseOfficerPlayer);
}
