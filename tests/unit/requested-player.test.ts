// The rules of turning a player request into a squad entry: every coarse position the form offers
// maps to squad positions, and the age counts on the club's calendar day, not the server's.

import { describe, expect, it } from 'vitest';
import { clubTime } from '../../common/club-time';
import { playerPositions } from '../../common/squad/player-request';
import { addRequestedPlayerBodySchema, isUnder18, squadPositionsOfRequest } from '../../common/squad/requested-player';
import { positionGroupOf } from '../../common/squad/squad';

describe('squadPositionsOfRequest', () => {
  it('maps every position the form offers to at most three squad positions the body accepts', () => {
    for (const position of playerPositions) {
      const positions = squadPositionsOfRequest[position];
      if (position === 'any') {
        expect(positions).toEqual([]);
        continue;
      }
      expect(addRequestedPlayerBodySchema.safeParse({ positions }).success, position).toBe(true);
      // A coarse choice never mixes the pack and the backs.
      expect(new Set(positions.map(positionGroupOf)).size, position).toBe(1);
    }
  });
});

describe('isUnder18', () => {
  // 11:30 PM on 14 March 2026 in Chicago is already 15 March in UTC.
  const lateEvening = clubTime(2026, 3, 14, 23, 30);

  it('turns 18 on the birthday in Chicago', () => {
    expect(isUnder18('2008-03-14', lateEvening)).toBe(false);
    expect(isUnder18('2008-03-15', lateEvening)).toBe(true);
  });

  it('turns a 29 February birthday 18 on 1 March of a common year', () => {
    expect(isUnder18('2008-02-29', clubTime(2026, 2, 28, 12))).toBe(true);
    expect(isUnder18('2008-02-29', clubTime(2026, 3, 1, 12))).toBe(false);
  });

  it('counts an unknown date of birth as under 18', () => {
    expect(isUnder18('', lateEvening)).toBe(true);
    expect(isUnder18('14/03/2008', lateEvening)).toBe(true);
  });
});
