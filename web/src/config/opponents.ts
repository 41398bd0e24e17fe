// The club crest, and the badges of the fictional opponent clubs (their names are in
// common/fixtures/opponents.ts, shared with the demo fixtures).

import type { OpponentNumber } from '../../../common/fixtures/opponents';

export { type OpponentNumber, opponentNames } from '../../../common/fixtures/opponents';

export const CLUB_CREST_URL = '/img/crest.svg';

export function opponentBadgeUrl(number: OpponentNumber): string {
  return `/img/teams/team-${number}.svg`;
}
