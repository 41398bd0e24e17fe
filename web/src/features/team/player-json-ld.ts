// A player as schema.org Person for their own page: name, positions, photo, and membership of the
// club's team (a SportsTeam).

import type { Person, WithContext } from 'schema-dts';
import { CLUB } from '../../../../common/club/club';
import { type PublicPlayer, playerPagePath } from '../../../../common/squad/squad-api';
import { positionsText } from '../../../../common/squad/squad-page';

/** `origin` is the site's own (scheme and host): structured data wants absolute addresses. */
export function playerJsonLd(player: PublicPlayer, origin: string): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: player.name,
    url: `${origin}${playerPagePath(player.slug)}`,
    jobTitle: `Rugby player (${positionsText(player)})`,
    ...(player.photo ? { image: new URL(player.photo.url, origin).href } : {}),
    ...(player.bio ? { description: player.bio } : {}),
    memberOf: {
      '@type': 'SportsTeam',
      name: CLUB.fullName,
      sport: 'Rugby union',
      url: `${origin}/team`,
    },
  };
}
