// The `eligibility` demo dataset: the club's season documents (the medical form, the waiver in a
// second version, the code of conduct), and for this season most adult players' USA Rugby
// registrations and signatures, so the squad console's list and the team sheet's warning have
// something to say: one registration lapsed, one missing, a code of conduct unsigned, the under-18
// players' documents not yet signed by a guardian, and the demo member's own player (Tomás Rivera)
// with a waiver signed in its first version, to sign again on /account.

import { clubYear } from '../../common/club-time';
import { type SeasonDocumentId, seasonDocumentIds } from '../../common/squad/eligibility';
import {
  REGISTRATION_KIND,
  REGISTRATION_RECORD,
  registrationItemSchema,
  signatureItemSchema,
  signatureRecord,
  signaturesKind,
} from '../../lambdas/domain/eligibility/eligibility-item';
import { seasonDocumentItemSchema } from '../../lambdas/domain/eligibility/season-document-item';
import { demoMember } from '../aws/create-user-pool';
import { type DemoDataset, putIfAbsent } from './dataset';
import { demoSquad } from './squad';

const DAY = 86_400_000;
const PUBLISHER = 'officer@blazerugby.local';

/** Each document's versions, oldest first. */
const documentTexts: Record<SeasonDocumentId, readonly string[]> = {
  'medical-form': [
    [
      'Player medical form.',
      '',
      'I confirm that I have told the club, through its officers, of any medical condition, allergy, medication or injury that may affect my playing or my care in an emergency, and that I will tell them of any change during the season.',
      '',
      'I consent to first aid and to emergency medical treatment on the advice of a qualified person when I cannot consent myself, and to the club passing what it knows of my condition to those treating me.',
    ].join('\n'),
  ],
  waiver: [
    'Waiver and release. Rugby is a contact sport. I take part at my own risk and release the club from claims for injury, except where the law does not allow it.',
    [
      'Waiver and release of liability.',
      '',
      'Rugby is a full-contact sport in which injuries, some of them serious, happen. I take part in the club’s training, matches and travel knowing this, and I accept the risks that come with it.',
      '',
      'To the extent the law of Illinois allows, I release Blaze Rugby Club & Corporation, its officers, coaches and volunteers from claims for injury, loss or damage arising from my taking part, except those caused by their gross negligence or wilful misconduct.',
      '',
      'I will follow the directions of the club’s coaches and match officials, and World Rugby’s laws on safety, including those on concussion.',
    ].join('\n'),
  ],
  'code-of-conduct': [
    [
      'Code of conduct.',
      '',
      'I will respect match officials, opponents, team-mates, supporters and the club’s neighbours in Lemont; play within the laws of the game and its spirit; keep the clubhouse and the fields as I found them; and never play under the influence of alcohol or drugs.',
      '',
      'I understand that the club’s officers may stand me down from selection for a breach of this code.',
    ].join('\n'),
  ],
};

/** What each adult active player has on record this season (everyone else: everything current). */
const exceptions: Readonly<
  Record<string, { readonly registration?: 'lapsed' | 'none'; readonly unsigned?: SeasonDocumentId; readonly oldWaiver?: true }>
> = {
  'tomas-rivera': { oldWaiver: true },
  'jake-sullivan': { registration: 'lapsed' },
  'ben-larsen': { registration: 'none' },
  'sean-murphy': { unsigned: 'code-of-conduct' },
};

export function eligibilityDataset(version: number): DemoDataset {
  return {
    name: 'eligibility',
    version,
    async seed(target) {
      const { now } = target;
      const season = clubYear(now);
      let added = 0;
      for (const id of seasonDocumentIds) {
        for (const [index, text] of documentTexts[id].entries()) {
          const item = seasonDocumentItemSchema.parse({
            documentId: id,
            version: index + 1,
            text,
            publishedAt: now - (30 - index * 10) * DAY,
            publishedBy: PUBLISHER,
          });
          // Versions are written once: the key is the document and its version.
          if (await putIfAbsent(target, 'seasonDocuments', item, 'documentId')) added++;
        }
      }
      const adults = demoSquad.filter((player) => !player.retired && player.under18 === undefined);
      for (const [index, player] of adults.entries()) {
        const own = exceptions[player.slug] ?? {};
        if (own.registration !== 'none') {
          // A registration runs to the end of August; a lapsed one ended last August.
          const expiresOn = own.registration === 'lapsed' ? `${season - 1}-08-31` : `${season + 1}-08-31`;
          const registration = registrationItemSchema.parse({
            playerSlug: player.slug,
            record: REGISTRATION_RECORD,
            kind: REGISTRATION_KIND,
            number: String(20_240_000 + index * 137),
            status: own.registration === 'lapsed' ? 'expired' : 'active',
            expiresOn,
            updatedAt: now - 20 * DAY,
          });
          if (await putIfAbsent(target, 'eligibility', registration, 'playerSlug')) added++;
        }
        for (const id of seasonDocumentIds) {
          if (own.unsigned === id) continue;
          const current = documentTexts[id].length;
          const signed = id === 'waiver' && own.oldWaiver ? 1 : current;
          // An old version was signed before the next one was published (20 days before the seed).
          const signedAt = signed < current ? now - 25 * DAY : now - (15 - (index % 10)) * DAY;
          const signature = signatureItemSchema.parse({
            playerSlug: player.slug,
            record: signatureRecord(season, id, signed),
            kind: signaturesKind(season),
            season,
            documentId: id,
            version: signed,
            typedName: player.name,
            signer: { kind: 'self' },
            accountEmail: player.memberAccount ? demoMember.email : `${player.slug}@example.com`,
            signedAt,
            clientIp: '127.0.0.1',
          });
          if (await putIfAbsent(target, 'eligibility', signature, 'playerSlug')) added++;
        }
      }
      return added;
    },
  };
}

export const demoEligibilityDataset = eligibilityDataset(1);
