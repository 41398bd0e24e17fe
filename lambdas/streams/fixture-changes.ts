// Mails a fixture's change (moved, cancelled, postponed, a new venue) to its team's players and to
// the newsletter subscribers who follow the team, once each (lambdas/domain/availability/fixture-changes.ts).

import { mailFixtureChanges } from '../domain/availability/fixture-changes';
import { defineStreamFunction } from '../runtime/stream-function';
import { streamFunction } from '../stream-functions';

export const handler = defineStreamFunction(streamFunction('fixture-changes'), (changes, now) => mailFixtureChanges(changes, now));
