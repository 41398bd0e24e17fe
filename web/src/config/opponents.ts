// The club crest, and the fictional opponent clubs whose badges are /img/teams/team-N.svg
// (each name is the one painted on its badge, see web/media-src/teams.md).

export const CLUB_CREST_URL = '/img/crest.svg';

export const opponentNames = {
  1: 'Lakeshore RFC',
  2: 'Fox Valley RFC',
  3: 'Prairie Hawks',
  4: 'Calumet Ironmen',
  5: 'Kane County Bulls',
  6: 'Kankakee River RFC',
  7: 'Will County Wolves',
  8: 'Midway Aviators',
} as const;

export type OpponentNumber = keyof typeof opponentNames;

export function opponentBadgeUrl(number: OpponentNumber): string {
  return `/img/teams/team-${number}.svg`;
}
