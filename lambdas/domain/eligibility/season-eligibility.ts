// Every player's eligibility facts for one season at once, for the lists that show many players (the
// officers' list, the team sheet's warning): the documents' current versions, every registration
// and the season's signatures, five Queries whatever the squad's size; and, where the club makes
// paying its dues a condition to play (./dues-to-play.ts), the season's memberships, one Query more.

import type { EligibilityFacts, SeasonDocumentId } from '../../../common/squad/eligibility';
import type { PlayerItem } from '../squad/player-item';
import type { SeasonDocumentItem } from './season-document-item';
import type { RegistrationItem } from './eligibility-item';
import { allRegistrations, seasonSignatures, signedVersions } from './eligibility-records';
import { seasonDuesToPlay } from './dues-to-play';
import { currentDocuments, publishedVersions } from './season-documents';

export interface SeasonEligibility {
  readonly season: number;
  readonly documents: ReadonlyMap<SeasonDocumentId, SeasonDocumentItem | undefined>;
  readonly registrationOf: (playerSlug: string) => RegistrationItem | undefined;
  /** The rule's facts of one player. */
  readonly factsOf: (player: Pick<PlayerItem, 'slug' | 'accountEmail'>) => EligibilityFacts;
}

export async function readSeasonEligibility(season: number): Promise<SeasonEligibility> {
  const [documents, registrations, signatures, duesOf] = await Promise.all([
    currentDocuments(),
    allRegistrations(),
    seasonSignatures(season),
    seasonDuesToPlay(season),
  ]);
  const published = publishedVersions(documents);
  const registrationBySlug = new Map(registrations.map((item) => [item.playerSlug, item]));
  const signaturesBySlug = Map.groupBy(signatures, (item) => item.playerSlug);
  return {
    season,
    documents,
    registrationOf: (slug) => registrationBySlug.get(slug),
    factsOf: (player) => {
      const registration = registrationBySlug.get(player.slug);
      const dues = duesOf(player.accountEmail);
      return {
        ...(registration ? { registration } : {}),
        documents: published,
        signed: signedVersions(signaturesBySlug.get(player.slug) ?? [], season),
        ...(dues ? { dues } : {}),
      };
    },
  };
}
