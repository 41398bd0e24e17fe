// The fictional opponent clubs the Blaze play: the demo fixtures (local/demo/) and the sample
// match pages name them from here. Each name is the one painted on its badge,
// /img/teams/team-N.svg (see web/media-src/teams.md).

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
